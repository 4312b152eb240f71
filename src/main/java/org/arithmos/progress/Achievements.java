package org.arithmos.progress;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** A pupil's achievements, computed from their progress events (oldest first) in one pass. */
public final class Achievements {

    static final int IN_A_ROW = 10;
    static final int HUNDRED = 100;
    static final int LONGEST_FROM = 3;

    private Achievements() {
    }

    /**
     * @param events        the pupil's events, oldest first
     * @param firstFinished when the pupil's first game ended, or null when none has
     * @return what was earned, in the order of {@link Achievement.Kind}
     */
    public static List<Achievement> of(List<ProgressEvent> events, Instant firstFinished) {
        Map<Achievement.Kind, Achievement> earned = new EnumMap<>(Achievement.Kind.class);
        if (firstFinished != null) {
            earned.put(Achievement.Kind.FIRST_GAME_FINISHED, new Achievement(Achievement.Kind.FIRST_GAME_FINISHED, firstFinished, 0));
        }
        int row = 0;
        int right = 0;
        int longest = 0;
        Instant longestAt = null;
        for (ProgressEvent e : events) {
            if (!ProgressRules.isPlay(e.kind().name(), e.legal())) {
                continue;
            }
            if (!e.legal()) {
                row = 0;
                continue;
            }
            row++;
            right++;
            first(earned, Achievement.Kind.FIRST_PLAY, e.at());
            int cards = e.kind() == ProgressKind.PLAY && e.cards() != null ? e.cards() : 0;
            if (cards >= 2) {
                first(earned, Achievement.Kind.FIRST_CALCULATION, e.at());
                if (e.operations() != null && (e.operations().contains("*") || e.operations().contains("/"))) {
                    first(earned, Achievement.Kind.FIRST_TIMES_OR_DIVIDE, e.at());
                }
                if (e.move() != null && e.move().contains("(")) {
                    first(earned, Achievement.Kind.FIRST_BRACKETS, e.at());
                }
            }
            if (e.bonus() != null && e.bonus() > 0) {
                first(earned, Achievement.Kind.FIRST_MASTER_STROKE, e.at());
            }
            if (row == IN_A_ROW) {
                first(earned, Achievement.Kind.TEN_IN_A_ROW, e.at());
            }
            if (right == HUNDRED) {
                first(earned, Achievement.Kind.HUNDRED_RIGHT, e.at());
            }
            if (cards > longest) {
                longest = cards;
                longestAt = e.at();
            }
        }
        if (longest >= LONGEST_FROM) {
            earned.put(Achievement.Kind.LONGEST_CALCULATION,
                    new Achievement(Achievement.Kind.LONGEST_CALCULATION, longestAt, longest));
        }
        return new ArrayList<>(earned.values());
    }

    private static void first(Map<Achievement.Kind, Achievement> earned, Achievement.Kind kind, Instant at) {
        earned.putIfAbsent(kind, new Achievement(kind, at, 0));
    }
}
