package org.arithmos.progress;

/**
 * Why a pupil stands out on the class dashboard ({@link ProgressRules} gives the thresholds). A pupil may
 * have both reasons at once.
 */
public sealed interface Struggle {

    /** Of the pupil's last plays (at most 30, at least 10), under 60 % were correct. */
    record LowSuccess(Tally recent) implements Struggle {
    }

    /** The same kind of penalty {@code times} times (3 or more) in the last 7 days. */
    record RepeatedPenalty(Misconception kind, int times) implements Struggle {
    }
}
