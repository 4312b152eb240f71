package org.arithmos.progress;

import java.time.Instant;

/**
 * Something a pupil did for the first time, or their best so far: personal only, never compared with
 * other children.
 *
 * @param earnedAt when it happened (for a best, when it was reached)
 * @param value    the figure of a best (cards in the longest calculation), else 0
 */
public record Achievement(Kind kind, Instant earnedAt, int value) {

    public enum Kind {
        /** The first card or calculation put down right. */
        FIRST_PLAY,
        /** The first right calculation of two cards or more. */
        FIRST_CALCULATION,
        /** The first game played to its end. */
        FIRST_GAME_FINISHED,
        /** The first master stroke (a right calculation of 4 cards or more, NZ-SCORE-2). */
        FIRST_MASTER_STROKE,
        /** 10 right plays in a row, without a penalty in between. */
        TEN_IN_A_ROW,
        /** The first right calculation with × or ÷. */
        FIRST_TIMES_OR_DIVIDE,
        /** The first right calculation with brackets. */
        FIRST_BRACKETS,
        /** 100 right plays in all. */
        HUNDRED_RIGHT,
        /** The longest right calculation so far, in cards (from 3 cards). */
        LONGEST_CALCULATION
    }
}
