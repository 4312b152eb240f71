package org.arithmos.engine.arithmetic;

/** One operation of a calculation as a pupil would say it: {@code 10 − 4 = 6}. */
public record Step(long left, Operator op, long right, long result) {

    /** False when NZ-CALC-4 forbids this step (below zero, inexact division). */
    public boolean valid() {
        return result != Operator.INVALID;
    }
}
