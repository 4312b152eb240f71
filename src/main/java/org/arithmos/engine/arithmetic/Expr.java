package org.arithmos.engine.arithmetic;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The shape of a calculation: a binary tree whose leaves are the cards in the order they are put
 * down (position 0 is the first card). Left to right (NZ-CALC-3) is the left-deep tree; with the
 * parentheses option (NZ-CALC-5) any tree over the same leaf order is allowed.
 */
public sealed interface Expr permits Expr.Leaf, Expr.Node {

    record Leaf(int position) implements Expr {
        public Leaf {
            if (position < 0) {
                throw new IllegalArgumentException("leaf position must be ≥ 0: " + position);
            }
        }
    }

    record Node(Operator op, Expr left, Expr right) implements Expr {
        public Node {
            java.util.Objects.requireNonNull(op, "op");
            java.util.Objects.requireNonNull(left, "left");
            java.util.Objects.requireNonNull(right, "right");
        }
    }

    /** A single card: the shape of a match. */
    static Expr single() {
        return new Leaf(0);
    }

    /** The left-to-right calculation of {@code ops.size() + 1} cards: ((c0 op0 c1) op1 c2) … */
    static Expr leftToRight(List<Operator> ops) {
        Expr expr = new Leaf(0);
        for (int i = 0; i < ops.size(); i++) {
            expr = new Node(ops.get(i), expr, new Leaf(i + 1));
        }
        return expr;
    }

    default int leafCount() {
        return switch (this) {
            case Leaf leaf -> 1;
            case Node node -> node.left().leafCount() + node.right().leafCount();
        };
    }

    /** True when every right operand is a single card: the calculation reads left to right. */
    default boolean isLeftToRight() {
        return switch (this) {
            case Leaf leaf -> true;
            case Node node -> node.right() instanceof Leaf && node.left().isLeftToRight();
        };
    }

    /** The operators in the order they are applied, for a left-to-right shape. */
    default List<Operator> operators() {
        List<Operator> ops = new ArrayList<>();
        collectOperators(this, ops);
        return ops;
    }

    private static void collectOperators(Expr expr, List<Operator> out) {
        if (expr instanceof Node(Operator op, Expr left, Expr right)) {
            collectOperators(left, out);
            collectOperators(right, out);
            out.add(op);
        }
    }

    /** True when the leaves read 0, 1, 2 … from left to right, as the cards were put down. */
    default boolean hasLeavesInOrder() {
        int[] next = {0};
        return leavesInOrder(this, next);
    }

    private static boolean leavesInOrder(Expr expr, int[] next) {
        return switch (expr) {
            case Leaf(int position) -> position == next[0]++;
            case Node node -> leavesInOrder(node.left(), next) && leavesInOrder(node.right(), next);
        };
    }

    /**
     * Writes the expression with the fewest parentheses that usual precedence needs to read it back
     * as the same tree (a left operand in brackets only when it binds weaker; a right operand also
     * when it binds equally, since {@code 9 - (8 - 2)} is not {@code 9 - 8 - 2}).
     */
    default String format(IntFunction<String> leafText, boolean pupilSymbols, boolean spaced) {
        StringBuilder out = new StringBuilder();
        write(this, leafText, pupilSymbols, spaced, out);
        return out.toString();
    }

    private static void write(Expr expr, IntFunction<String> leafText, boolean pupil, boolean spaced, StringBuilder out) {
        switch (expr) {
            case Leaf(int position) -> out.append(leafText.apply(position));
            case Node(Operator op, Expr left, Expr right) -> {
                writeOperand(left, precedence(left) < precedence(op), leafText, pupil, spaced, out);
                if (spaced) {
                    out.append(' ');
                }
                out.append(pupil ? op.symbol() : op.ascii());
                if (spaced) {
                    out.append(' ');
                }
                writeOperand(right, precedence(right) <= precedence(op), leafText, pupil, spaced, out);
            }
        }
    }

    private static void writeOperand(Expr operand, boolean brackets, IntFunction<String> leafText, boolean pupil,
                                     boolean spaced, StringBuilder out) {
        if (brackets) {
            out.append('(');
        }
        write(operand, leafText, pupil, spaced, out);
        if (brackets) {
            out.append(')');
        }
    }

    private static int precedence(Expr expr) {
        return expr instanceof Node node ? precedence(node.op()) : Integer.MAX_VALUE;
    }

    private static int precedence(Operator op) {
        return op.isMultiplicative() ? 2 : 1;
    }
}
