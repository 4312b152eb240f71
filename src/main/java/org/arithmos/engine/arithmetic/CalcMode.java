package org.arithmos.engine.arithmetic;

import java.util.Objects;

/**
 * How calculations are made in a game: which operations (NZ-CALC-6) and whether parentheses are
 * allowed (NZ-CALC-5). Without parentheses a calculation is read left to right (NZ-CALC-3).
 */
public record CalcMode(OperationSet operations, boolean parentheses) {

    public static final CalcMode LEFT_TO_RIGHT = new CalcMode(OperationSet.ALL, false);
    public static final CalcMode WITH_PARENTHESES = new CalcMode(OperationSet.ALL, true);

    public CalcMode {
        Objects.requireNonNull(operations, "operations");
    }

    public static CalcMode of(OperationSet operations, boolean parentheses) {
        return new CalcMode(operations, parentheses);
    }

    /** Dense index 0..3, for per-mode tables. */
    int index() {
        return operations.ordinal() * 2 + (parentheses ? 1 : 0);
    }
}
