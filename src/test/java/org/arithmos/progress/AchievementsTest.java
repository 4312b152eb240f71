package org.arithmos.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Achievements from known events: firsts, a run of ten broken by a penalty, the longest calculation. */
class AchievementsTest {

    private static final UUID GAME = UUID.randomUUID();
    private int minute;

    private ProgressEvent play(boolean legal, String notation, int cards, String ops, int bonus) {
        Instant at = Instant.parse("2026-11-02T09:00:00Z").plusSeconds(60L * minute++);
        return new ProgressEvent(1, GAME, minute, at, "NAMBARZ", ProgressKind.PLAY, legal, legal ? null : "NZ-CALC-3",
                legal ? "CALCULATION" : null, ops, cards, legal ? bonus : null, false, notation, null, 1000, "+- beginner");
    }

    private ProgressEvent hint() {
        return new ProgressEvent(1, GAME, minute, Instant.parse("2026-11-02T09:00:00Z").plusSeconds(60L * minute++),
                "NAMBARZ", ProgressKind.HINT, null, null, null, null, null, null, true, "3 + 4", null, null, "+- beginner");
    }

    @Test
    void nothingDoneNothingEarned() {
        assertThat(Achievements.of(List.of(hint()), null)).isEmpty();
    }

    @Test
    void firstsRunsAndBests() {
        List<ProgressEvent> events = new ArrayList<>();
        events.add(play(true, "7", 1, null, 0));
        for (int i = 0; i < 8; i++) {
            events.add(play(true, "3 + 4", 2, "+", 0));
        }
        events.add(play(false, "3 + 5", 2, "+", 0)); // 9 right, then a penalty: no run of ten yet
        events.add(hint()); // hints do not break a run
        for (int i = 0; i < 9; i++) {
            events.add(play(true, "1 + 2 + 4", 3, "+", 0));
        }
        events.add(play(true, "(2 + 1) * 2 + 1", 4, "+*", 4));
        Instant tenth = events.getLast().at();
        var earned = Achievements.of(events, Instant.parse("2026-11-03T10:00:00Z"));
        assertThat(earned).extracting(Achievement::kind).containsExactly(Achievement.Kind.FIRST_PLAY,
                Achievement.Kind.FIRST_CALCULATION, Achievement.Kind.FIRST_GAME_FINISHED,
                Achievement.Kind.FIRST_MASTER_STROKE, Achievement.Kind.TEN_IN_A_ROW,
                Achievement.Kind.FIRST_TIMES_OR_DIVIDE, Achievement.Kind.FIRST_BRACKETS,
                Achievement.Kind.LONGEST_CALCULATION);
        assertThat(earned.get(0).earnedAt()).isEqualTo(events.getFirst().at());
        assertThat(earned.get(4).earnedAt()).isEqualTo(tenth);
        assertThat(earned.getLast().value()).isEqualTo(4);
    }
}
