package org.arithmos.progress.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arithmos.progress.PeriodProgress;
import org.arithmos.progress.Tally;
import org.junit.jupiter.api.Test;

/** The pupil page's charts begin where the pupil began, not weeks before. */
class PupilChartsTest {

    private static PeriodProgress week(int n, int plays, int hints) {
        return new PeriodProgress(LocalDate.of(2026, 9, 7).plusWeeks(n), Map.of(), Map.of(), 0, 0, hints,
                new Tally(plays, plays));
    }

    private static List<PeriodProgress> weeks(int... plays) {
        List<PeriodProgress> out = new ArrayList<>();
        for (int i = 0; i < plays.length; i++) {
            out.add(week(i, plays[i], 0));
        }
        return out;
    }

    @Test
    void emptyWeeksBeforeTheFirstPlayAreLeftOut() {
        List<PeriodProgress> kept = PupilCharts.fromFirstActivity(weeks(0, 0, 0, 0, 0, 0, 5, 0, 3, 4));
        assertThat(kept).hasSize(4).first().extracting(p -> p.plays().total()).isEqualTo(5);
    }

    @Test
    void aNewPupilStillGetsFourWeeksAndAHintCountsAsActivity() {
        assertThat(PupilCharts.fromFirstActivity(weeks(0, 0, 0, 0, 0, 0, 0, 0, 0, 2))).hasSize(PupilCharts.MIN_PERIODS);
        List<PeriodProgress> hintFirst = new ArrayList<>(weeks(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        hintFirst.set(2, week(2, 0, 1));
        assertThat(PupilCharts.fromFirstActivity(hintFirst)).hasSize(8);
        assertThat(PupilCharts.fromFirstActivity(weeks(1, 0, 2))).hasSize(3);
    }
}
