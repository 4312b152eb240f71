package org.arithmos.engine.arithmetic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An order of some of the cards a player put down, with a shape that makes the target: the
 * correction a penalty puts on the pile (NZ-PEN-1 shorter, NZ-PEN-4 recombined).
 *
 * @param order      positions in the player's order, in the new order
 * @param expr       shape over {@code order}
 * @param inversions how many pairs are swapped compared with the player's order
 */
public record Arrangement(int[] order, Expr expr, int inversions) {

    public Arrangement {
        order = order.clone();
    }

    @Override
    public int[] order() {
        return order.clone();
    }

    /**
     * The arrangement of the given positions that makes {@code target} and stays closest to the
     * player's order: fewest swapped pairs, then the earliest positions first; operators tried
     * in the order + − × ÷. Empty when no order makes the target.
     *
     * @param values    the values of every card put down, in the player's order
     * @param positions which of them to arrange (at most {@link CalculationTable#MAX_WITNESS_CARDS})
     */
    public static Optional<Arrangement> closest(long[] values, int[] positions, int target, CalcMode mode) {
        if (positions.length < 2 || positions.length > CalculationTable.MAX_WITNESS_CARDS) {
            throw new IllegalArgumentException("arrange 2-8 cards, not " + positions.length);
        }
        int[] sorted = positions.clone();
        Arrays.sort(sorted);
        List<int[]> orders = new ArrayList<>();
        permute(sorted, 0, orders);
        orders.sort(Comparator.comparingInt(Arrangement::countInversions));
        for (int[] order : orders) {
            long[] ordered = new long[order.length];
            for (int i = 0; i < order.length; i++) {
                ordered[i] = values[order[i]];
            }
            Expr expr = mode.parentheses() ? ShapeFinder.anyShape(ordered, target, mode.operations())
                    : ShapeFinder.leftToRight(ordered, target, mode.operations());
            if (expr != null) {
                return Optional.of(new Arrangement(order, expr, countInversions(order)));
            }
        }
        return Optional.empty();
    }

    /** Permutations in lexicographic order, so a stable sort by inversions keeps earliest first. */
    private static void permute(int[] items, int from, List<int[]> out) {
        if (from == items.length) {
            out.add(items.clone());
            return;
        }
        for (int i = from; i < items.length; i++) {
            if (i > from && items[i] == items[from]) {
                continue;
            }
            int[] next = items.clone();
            int moved = next[i];
            System.arraycopy(next, from, next, from + 1, i - from);
            next[from] = moved;
            permute(next, from + 1, out);
        }
    }

    static int countInversions(int[] order) {
        int n = 0;
        for (int i = 0; i < order.length; i++) {
            for (int j = i + 1; j < order.length; j++) {
                if (order[i] > order[j]) {
                    n++;
                }
            }
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Arrangement a && Arrays.equals(order, a.order) && expr.equals(a.expr)
                && inversions == a.inversions;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(order) * 31 + expr.hashCode();
    }

    @Override
    public String toString() {
        return "Arrangement" + Arrays.toString(order) + " " + expr;
    }
}
