package org.arithmos.progress;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.arithmos.progress.persistence.ProgressQueries.ChartRow;

/** Adds a pupil's events, oldest first, into days or weeks: one pass, one small record per period. */
final class SeriesBuilder {

    private final Granularity granularity;
    private final ZoneId zone;
    private final List<LocalDate> starts = new ArrayList<>();
    private final List<Period> periods = new ArrayList<>();

    /** Counters of one period while the events are read. */
    private static final class Period {
        final Map<Operation, Tally> byOperation = new EnumMap<>(Operation.class);
        final Map<Misconception, Integer> penalties = new EnumMap<>(Misconception.class);
        int calculations;
        int calculationCards;
        int hints;
        Tally plays = Tally.NONE;
    }

    SeriesBuilder(Granularity granularity, LocalDate firstStart, int count, ZoneId zone) {
        this.granularity = granularity;
        this.zone = zone;
        LocalDate start = granularity.start(firstStart);
        for (int i = 0; i < count; i++) {
            starts.add(start);
            periods.add(new Period());
            start = granularity.next(start);
        }
    }

    void add(ChartRow row) {
        LocalDate start = granularity.start(LocalDate.ofInstant(row.at(), zone));
        int index = starts.indexOf(start);
        if (index < 0) {
            return; // outside the range asked for
        }
        Period p = periods.get(index);
        switch (row.kind()) {
            case "HINT" -> p.hints++;
            case "PLAY", "JOKER" -> {
                if (!ProgressRules.isPlay(row.kind(), row.legal())) {
                    return;
                }
                boolean correct = row.legal();
                p.plays = p.plays.plus(correct);
                if (!correct) {
                    p.penalties.merge(Misconception.of(row.rule()), 1, Integer::sum);
                }
                for (Operation op : Operation.of(row.operations(), row.brackets())) {
                    p.byOperation.merge(op, Tally.NONE.plus(correct),
                            (a, b) -> new Tally(a.total() + b.total(), a.correct() + b.correct()));
                }
                if (correct && row.kind().equals("PLAY") && row.cards() != null && row.cards() >= 2) {
                    p.calculations++;
                    p.calculationCards += row.cards();
                }
            }
            default -> { }
        }
    }

    ProgressSeries build() {
        List<PeriodProgress> out = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            Period p = periods.get(i);
            out.add(new PeriodProgress(starts.get(i), p.byOperation, p.penalties, p.calculations, p.calculationCards,
                    p.hints, p.plays));
        }
        return new ProgressSeries(granularity, out);
    }
}
