package org.arithmos.engine.arithmetic;

import java.util.List;

/**
 * The steps of a calculation in the order they are worked out, and its result. Evaluation stops at
 * the first step NZ-CALC-4 forbids; {@link #result()} is then {@link Operator#INVALID}.
 */
public record Evaluation(List<Step> steps, long result) {

    public Evaluation {
        steps = List.copyOf(steps);
    }

    public boolean valid() {
        return result != Operator.INVALID;
    }

    /** The forbidden step (negative or inexact), or null when every step is a whole number ≥ 0. */
    public Step invalidStep() {
        return valid() || steps.isEmpty() ? null : steps.getLast();
    }
}
