package org.arithmos.engine.arithmetic;

import java.util.ArrayList;
import java.util.List;

/** Works out a calculation step by step (NZ-CALC-3, NZ-CALC-4, NZ-CALC-5). */
public final class Evaluator {

    private Evaluator() {
    }

    /** The value of {@code expr} whose leaf {@code i} is {@code values[i]}, with every step. */
    public static Evaluation evaluate(long[] values, Expr expr) {
        List<Step> steps = new ArrayList<>(values.length);
        long result = eval(values, expr, steps);
        return new Evaluation(steps, result);
    }

    /** The value only, without recording steps: {@link Operator#INVALID} when a step is forbidden. */
    public static long value(long[] values, Expr expr) {
        return eval(values, expr, null);
    }

    private static long eval(long[] values, Expr expr, List<Step> steps) {
        return switch (expr) {
            case Expr.Leaf(int position) -> values[position];
            case Expr.Node(Operator op, Expr left, Expr right) -> {
                long l = eval(values, left, steps);
                if (l == Operator.INVALID) {
                    yield Operator.INVALID;
                }
                long r = eval(values, right, steps);
                if (r == Operator.INVALID) {
                    yield Operator.INVALID;
                }
                long result = op.apply(l, r);
                if (steps != null) {
                    steps.add(new Step(l, op, r, result));
                }
                yield result;
            }
        };
    }
}
