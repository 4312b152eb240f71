package org.arithmos.progress;

/**
 * Whether a pupil's level (its step: + −, then + − × ÷, then brackets) should change, and the figures
 * behind it: the pupil's last plays at the current step, how many were correct, how many came after a hint.
 * {@link ProgressRules#suggest} decides.
 *
 * @param step   the current step (0 + −, 1 + − × ÷, 2 with brackets)
 * @param recent the last plays at this step (at most 40) and how many were correct
 * @param hinted how many of those plays came after a hint in the same turn
 */
public record LevelSuggestion(Advice advice, Why why, int step, Tally recent, int hinted) {

    public enum Advice { RAISE, KEEP, LOWER }

    public enum Why {
        /** Fewer than 40 plays at this step yet: too early to say. */
        NOT_ENOUGH_PLAYS,
        /** 85 % or more correct with few hints: ready for the next step. */
        SUCCEEDS,
        /** 85 % or more correct, but more than 4 of the 40 after a hint. */
        SUCCEEDS_WITH_HINTS,
        /** 85 % or more correct at the highest step already. */
        SUCCEEDS_AT_TOP,
        /** Under 50 % correct: the step before would build confidence. */
        STRUGGLES,
        /** Under 50 % correct at the first step already: more practice, maybe with hints. */
        STRUGGLES_AT_BOTTOM,
        /** Between 50 % and 85 %: learning at the right step. */
        LEARNING
    }

    /** The step suggested, or the current one when nothing should change. */
    public int suggestedStep() {
        return switch (advice) {
            case RAISE -> step + 1;
            case LOWER -> step - 1;
            case KEEP -> step;
        };
    }
}
