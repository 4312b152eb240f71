package org.arithmos.progress;

import java.util.EnumSet;
import java.util.Set;

/** What a calculation used, for the success rate by operation: each operator, and brackets. */
public enum Operation {
    PLUS('+'), MINUS('-'), TIMES('*'), DIVIDE('/'), BRACKETS('(');

    private final char ascii;

    Operation(char ascii) {
        this.ascii = ascii;
    }

    /**
     * The operations of a recorded play: its operators ({@code "+-*"} as {@link ProgressEvent#operations()}
     * stores them) and brackets when its notation has some. Empty for a single card or a joker.
     */
    public static Set<Operation> of(String operators, boolean brackets) {
        Set<Operation> out = EnumSet.noneOf(Operation.class);
        if (operators != null) {
            for (Operation op : values()) {
                if (op != BRACKETS && operators.indexOf(op.ascii) >= 0) {
                    out.add(op);
                }
            }
        }
        if (brackets) {
            out.add(BRACKETS);
        }
        return out;
    }
}
