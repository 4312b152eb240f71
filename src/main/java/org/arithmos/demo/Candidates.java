package org.arithmos.demo;

import java.util.Arrays;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Operator;

/**
 * What a child's wrong calculation looks like, before the engine is asked: a cheap filter over the
 * calculations of a hand, so that the {@link org.arithmos.engine.nambarz.Judge} sees only likely ones.
 */
final class Candidates {

    private Candidates() {
    }

    /** Whether cards of these types (mixed or not), with or without a matching card, can make the mistake. */
    static boolean cardsFit(Mistake kind, boolean mixed, boolean matching) {
        return mixed == (kind == Mistake.MIXED_TYPES) && matching == (kind == Mistake.MATCHING_CARD_INSIDE);
    }

    /**
     * Whether a calculation of these values and operators (left to right) looks like the mistake. With
     * {@code anyResult}, a calculation with a matching card inside need not make the target.
     */
    static boolean valueFits(Mistake kind, long[] values, Operator[] ops, int t, CalcMode mode, boolean anyResult) {
        long exact = leftToRight(values, ops, false);
        return switch (kind) {
            case MATCHING_CARD_INSIDE -> exact == t || anyResult && exact != Operator.INVALID;
            case TOO_MANY_CARDS, MIXED_TYPES -> exact == t;
            case ABOVE_LEVEL -> exact == t && Arrays.stream(ops).anyMatch(op -> !mode.operations().allows(op));
            case WRONG_RESULT -> exact != Operator.INVALID && Math.abs(exact - t) == 1;
            case WRONG_OPERATOR -> exact != Operator.INVALID && exact != t && otherOperatorMakes(values, ops, t, mode);
            case BELOW_ZERO -> exact == Operator.INVALID && leftToRight(values, ops, true) == t;
            case NOT_MATCHING, WRONG_JOKER -> false;
        };
    }

    /** Two cards whose other operator would have made the target: 5 + 2 where 5 − 2 was meant. */
    private static boolean otherOperatorMakes(long[] values, Operator[] ops, int t, CalcMode mode) {
        if (values.length != 2) {
            return false;
        }
        for (Operator other : Operator.values()) {
            if (other != ops[0] && mode.operations().allows(other) && other.apply(values[0], values[1]) == t) {
                return true;
            }
        }
        return false;
    }

    /**
     * The value read left to right; with {@code difference}, a subtraction below zero counts as the
     * difference of the two numbers, as a child who takes the smaller from the bigger reads it.
     */
    static long leftToRight(long[] values, Operator[] ops, boolean difference) {
        long value = values[0];
        for (int i = 0; i < ops.length; i++) {
            long right = values[i + 1];
            Operator op = ops[i];
            value = difference && op == Operator.MINUS && value < right ? right - value : op.apply(value, right);
            if (value == Operator.INVALID) {
                return value;
            }
        }
        return value;
    }
}
