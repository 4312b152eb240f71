package org.arithmos.progress;

import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arithmos.classroom.Level;

/**
 * A pupil's figures over everything they have done, as one line of the class dashboard.
 *
 * @param games           games in which the pupil did something (moved, or asked for a hint or a check)
 * @param moves           the pupil's moves: plays, jokers, draws and passes ("turns" on the dashboard)
 * @param plays           cards or jokers put down and judged, and how many were correct
 * @param penaltiesByRule penalized plays by the rule NZ-PEN-0 names ({@code NZ-CALC-7} → 3), sorted by rule
 * @param masterStrokes   correct plays with a master-stroke bonus (NZ-SCORE-2: 4 cards or more)
 * @param missedPlays     draws or kept cards while a play was possible (NZ-TURN-2; never a penalty)
 * @param lastActive      the last recorded action, or null when the pupil has done nothing yet
 * @param struggles       why the pupil stands out, empty when they do not ({@link ProgressRules})
 */
public record PupilProgress(long pupilId, String name, Level level, int games, int moves, Tally plays,
                            Map<String, Integer> penaltiesByRule, int masterStrokes, int missedPlays, int hints,
                            int checks, Instant lastActive, List<Struggle> struggles) {

    public PupilProgress {
        penaltiesByRule = Map.copyOf(new TreeMap<>(penaltiesByRule));
        struggles = List.copyOf(struggles);
    }

    public int penalties() {
        return penaltiesByRule.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Penalties grouped as misconceptions, every kind present (0 when none). */
    public Map<Misconception, Integer> penaltiesByKind() {
        Map<Misconception, Integer> out = new EnumMap<>(Misconception.class);
        for (Misconception m : Misconception.values()) {
            out.put(m, 0);
        }
        penaltiesByRule.forEach((rule, n) -> out.merge(Misconception.of(rule), n, Integer::sum));
        return out;
    }

    public boolean struggling() {
        return !struggles.isEmpty();
    }
}
