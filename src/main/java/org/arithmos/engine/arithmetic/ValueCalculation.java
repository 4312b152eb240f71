package org.arithmos.engine.arithmetic;

import java.util.Arrays;

/** A calculation on card values: the values in the order they are put down, and its shape. */
public record ValueCalculation(int[] values, Expr expr) {

    public ValueCalculation {
        values = values.clone();
        if (expr.leafCount() != values.length || !expr.hasLeavesInOrder()) {
            throw new IllegalArgumentException("the shape must use each value once, in order");
        }
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    public int size() {
        return values.length;
    }

    public int value(int position) {
        return values[position];
    }

    /** E.g. {@code (10 − 4) ÷ 2}. */
    @Override
    public String toString() {
        return expr.format(i -> Integer.toString(values[i]), true, true);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ValueCalculation other && Arrays.equals(values, other.values) && expr.equals(other.expr);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(values) + expr.hashCode();
    }
}
