package org.arithmos.engine.arithmetic;

import java.util.EnumSet;
import java.util.Set;

/** The teaching level's operations (NZ-CALC-6, option; default {@link #ALL}). */
public enum OperationSet {
    /** + and − only: the first level for young pupils. */
    ADD_SUBTRACT("+-", EnumSet.of(Operator.PLUS, Operator.MINUS)),
    /** + − × ÷: the rules as written. */
    ALL("+-*/", EnumSet.allOf(Operator.class));

    private final String code;
    private final Set<Operator> operators;

    OperationSet(String code, Set<Operator> operators) {
        this.code = code;
        this.operators = operators;
    }

    public boolean allows(Operator op) {
        return operators.contains(op);
    }

    public Set<Operator> operators() {
        return EnumSet.copyOf(operators);
    }

    /** {@code "+-"} or {@code "+-*&#47;"}. */
    public String code() {
        return code;
    }

    /** Parses "+-" or "+-×÷" (ASCII * and / too, any order). */
    public static OperationSet parse(String text) {
        EnumSet<Operator> ops = EnumSet.noneOf(Operator.class);
        for (int i = 0; i < text.length(); i++) {
            ops.add(Operator.parse(String.valueOf(text.charAt(i))));
        }
        for (OperationSet set : values()) {
            if (set.operators.equals(ops)) {
                return set;
            }
        }
        throw new IllegalArgumentException("operations must be \"+-\" or \"+-*/\", not \"" + text + "\"");
    }
}
