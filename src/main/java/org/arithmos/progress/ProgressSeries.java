package org.arithmos.progress;

import java.util.List;

/** A pupil's figures over time, oldest period first, without gaps (a period with nothing has zeros). */
public record ProgressSeries(Granularity granularity, List<PeriodProgress> periods) {

    public ProgressSeries {
        periods = List.copyOf(periods);
    }

    public boolean isEmpty() {
        return periods.stream().allMatch(p -> p.plays().total() == 0 && p.hints() == 0);
    }
}
