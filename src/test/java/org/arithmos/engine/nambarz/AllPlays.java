package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.arithmetic.Operator;

/** Every way to put cards down: all orders of all subsets, all operators, all bracketings. For tests. */
final class AllPlays {

    private AllPlays() {
    }

    static <T> List<List<T>> orderedSubsets(List<T> items) {
        List<List<T>> out = new ArrayList<>();
        extend(items, new ArrayList<>(), new boolean[items.size()], out);
        return out;
    }

    private static <T> void extend(List<T> items, List<T> current, boolean[] used, List<List<T>> out) {
        if (!current.isEmpty()) {
            out.add(List.copyOf(current));
        }
        for (int i = 0; i < items.size(); i++) {
            if (!used[i]) {
                used[i] = true;
                current.add(items.get(i));
                extend(items, current, used, out);
                current.removeLast();
                used[i] = false;
            }
        }
    }

    /** Shapes over {@code n} leaves: left to right only, or every tree; every operator (even forbidden ones). */
    static List<Expr> shapes(int n, OperationSet ops, boolean parentheses) {
        return trees(0, n, parentheses);
    }

    private static List<Expr> trees(int from, int n, boolean parentheses) {
        List<Expr> out = new ArrayList<>();
        if (n == 1) {
            out.add(new Expr.Leaf(from));
            return out;
        }
        for (int left = parentheses ? 1 : n - 1; left < n; left++) {
            for (Expr l : trees(from, left, parentheses)) {
                for (Expr r : trees(from + left, n - left, parentheses)) {
                    for (Operator op : Operator.values()) {
                        out.add(new Expr.Node(op, l, r));
                    }
                }
            }
        }
        return out;
    }
}
