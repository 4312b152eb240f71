package org.arithmos.progress;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The definitions behind the dashboards, in one place, so that what a teacher reads can be checked.
 *
 * <p>A <b>play</b> is a recorded pupil move that put cards or a joker down and was judged (progress events
 * {@code PLAY} and {@code JOKER}); it is <b>correct</b> when it broke no rule. Draws, passes, hints and
 * checks are not plays.
 *
 * <p>A pupil <b>struggles</b> when at least one holds:
 * <ul>
 *   <li>of their last {@value #RECENT_PLAYS} plays (at least {@value #RECENT_MIN_PLAYS} of them), fewer than
 *       {@value #RECENT_SUCCESS_PERCENT} % were correct;</li>
 *   <li>penalties of the same kind ({@link Misconception}) {@value #REPEAT_TIMES} times or more in the last
 *       7 days, and at least {@value #REPEAT_SHARE_PERCENT} % of their last plays: three slips among hundreds
 *       of good plays are no misconception (the demo flagged 8 pupils of 20 before this share).</li>
 * </ul>
 *
 * <p>The <b>level suggestion</b> looks at the last {@value #SUGGESTION_PLAYS} plays at the pupil's current
 * step: raise when {@value #RAISE_PERCENT} % or more were correct and at most {@value #RAISE_MAX_HINTED} came
 * after a hint; lower when fewer than {@value #LOWER_PERCENT} % were correct; otherwise keep. With fewer
 * than {@value #SUGGESTION_PLAYS} plays at that step, keep: too early to say.
 */
public final class ProgressRules {

    public static final int RECENT_PLAYS = 30;
    public static final int RECENT_MIN_PLAYS = 10;
    public static final int RECENT_SUCCESS_PERCENT = 60;
    public static final Duration REPEAT_WINDOW = Duration.ofDays(7);
    public static final int REPEAT_TIMES = 3;
    public static final int REPEAT_SHARE_PERCENT = 15;
    public static final int SUGGESTION_PLAYS = 40;
    public static final int RAISE_PERCENT = 85;
    public static final int LOWER_PERCENT = 50;
    public static final int RAISE_MAX_HINTED = 4;
    public static final int TOP_STEP = 2;

    private ProgressRules() {
    }

    /** Whether a recorded event is a play: cards or a joker put down, and judged. */
    static boolean isPlay(String eventKind, Boolean legal) {
        return legal != null && ("PLAY".equals(eventKind) || "JOKER".equals(eventKind));
    }

    /**
     * Why a pupil struggles, from their last plays (at most {@value #RECENT_PLAYS}) and their penalties by
     * rule in the last 7 days; empty when they do not.
     */
    public static List<Struggle> struggles(Tally recent, Map<String, Integer> penaltiesThisWeek) {
        List<Struggle> out = new ArrayList<>();
        if (recent.total() >= RECENT_MIN_PLAYS && recent.below(RECENT_SUCCESS_PERCENT)) {
            out.add(new Struggle.LowSuccess(recent));
        }
        Map<Misconception, Integer> byKind = new EnumMap<>(Misconception.class);
        penaltiesThisWeek.forEach((rule, n) -> byKind.merge(Misconception.of(rule), n, Integer::sum));
        byKind.forEach((kind, n) -> {
            if (n >= REPEAT_TIMES && n * 100 >= REPEAT_SHARE_PERCENT * recent.total()) {
                out.add(new Struggle.RepeatedPenalty(kind, n));
            }
        });
        return List.copyOf(out);
    }

    /** The suggestion for a pupil at {@code step} whose last plays there are {@code recent}, {@code hinted} after a hint. */
    public static LevelSuggestion suggest(int step, Tally recent, int hinted) {
        if (step < 0 || step > TOP_STEP) {
            throw new IllegalArgumentException("no step " + step);
        }
        if (recent.total() < SUGGESTION_PLAYS) {
            return new LevelSuggestion(LevelSuggestion.Advice.KEEP, LevelSuggestion.Why.NOT_ENOUGH_PLAYS, step, recent, hinted);
        }
        LevelSuggestion.Advice advice;
        LevelSuggestion.Why why;
        if (recent.atLeast(RAISE_PERCENT)) {
            if (hinted > RAISE_MAX_HINTED) {
                advice = LevelSuggestion.Advice.KEEP;
                why = LevelSuggestion.Why.SUCCEEDS_WITH_HINTS;
            } else if (step == TOP_STEP) {
                advice = LevelSuggestion.Advice.KEEP;
                why = LevelSuggestion.Why.SUCCEEDS_AT_TOP;
            } else {
                advice = LevelSuggestion.Advice.RAISE;
                why = LevelSuggestion.Why.SUCCEEDS;
            }
        } else if (recent.below(LOWER_PERCENT)) {
            advice = step == 0 ? LevelSuggestion.Advice.KEEP : LevelSuggestion.Advice.LOWER;
            why = step == 0 ? LevelSuggestion.Why.STRUGGLES_AT_BOTTOM : LevelSuggestion.Why.STRUGGLES;
        } else {
            advice = LevelSuggestion.Advice.KEEP;
            why = LevelSuggestion.Why.LEARNING;
        }
        return new LevelSuggestion(advice, why, step, recent, hinted);
    }
}
