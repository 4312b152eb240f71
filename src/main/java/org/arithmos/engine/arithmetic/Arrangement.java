package org.arithmos.engine.arithmetic;

import java.util.Arrays;
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
        int n = positions.length;
        if (n < 2 || n > CalculationTable.MAX_WITNESS_CARDS) {
            throw new IllegalArgumentException("arrange 2-8 cards, not " + n);
        }
        if (!mode.parentheses()) {
            return BackwardSearch.closest(values, positions, target, mode.operations());
        }
        Search search = new Search(values, positions, target, mode);
        // Orders with d swapped pairs are the Lehmer codes of sum d; in lexicographic order they give the
        // permutations in lexicographic order, so the first that works is the closest (fewest swaps, then
        // earliest cards first).
        for (int d = 0; d <= n * (n - 1) / 2; d++) {
            if (search.codesOfSum(0, d)) {
                return Optional.of(new Arrangement(search.order.clone(), search.found, d));
            }
        }
        return Optional.empty();
    }

    /** A lazy walk over orders by number of swapped pairs, with an allocation-free check of each. */
    private static final class Search {
        private final long[] values;
        private final int[] sorted;
        private final long target;
        private final CalcMode mode;
        private final int[] lehmer;
        final int[] order;
        private final long[] ordered;
        private final long[] highest;
        private final Operator[] ops;
        private final boolean[] taken;
        Expr found;

        Search(long[] values, int[] positions, int target, CalcMode mode) {
            this.values = values;
            this.sorted = positions.clone();
            java.util.Arrays.sort(sorted);
            this.target = target;
            this.mode = mode;
            int n = sorted.length;
            this.lehmer = new int[n];
            this.order = new int[n];
            this.ordered = new long[n];
            this.highest = new long[n];
            this.ops = new Operator[n - 1];
            this.taken = new boolean[n];
        }

        /** Digits from {@code i} on, summing to {@code rest}; true once an order that works is found. */
        boolean codesOfSum(int i, int rest) {
            int n = sorted.length;
            if (i == n) {
                return rest == 0 && tryOrder();
            }
            int room = n - 1 - i;
            int roomAfter = room * (room - 1) / 2;
            for (int digit = Math.max(0, rest - roomAfter); digit <= Math.min(room, rest); digit++) {
                lehmer[i] = digit;
                if (codesOfSum(i + 1, rest - digit)) {
                    return true;
                }
            }
            return false;
        }

        private boolean tryOrder() {
            int n = sorted.length;
            java.util.Arrays.fill(taken, false);
            for (int i = 0; i < n; i++) {
                int skip = lehmer[i];
                for (int j = 0; j < n; j++) {
                    if (!taken[j] && skip-- == 0) {
                        taken[j] = true;
                        order[i] = sorted[j];
                        ordered[i] = values[sorted[j]];
                        break;
                    }
                }
            }
            highest[0] = ordered[0];
            for (int i = 1; i < n; i++) {
                long sum = highest[i - 1] + ordered[i];
                long product = highest[i - 1] * ordered[i];
                highest[i] = Math.max(sum, product);
            }
            if (leftToRight(n - 1, target)) {
                found = Expr.leftToRight(java.util.Arrays.asList(ops));
                return true;
            }
            if (mode.parentheses()) {
                found = ShapeFinder.anyShape(ordered, target, mode.operations());
                return found != null;
            }
            return false;
        }

        /** Whether the first {@code i + 1} cards, read left to right, make {@code need}; records the operators. */
        private boolean leftToRight(int i, long need) {
            if (need < 0 || need > highest[i]) {
                return false;
            }
            if (i == 0) {
                return ordered[0] == need;
            }
            long card = ordered[i];
            for (Operator op : Operator.values()) {
                if (!mode.operations().allows(op)) {
                    continue;
                }
                long before = switch (op) {
                    case PLUS -> need - card;
                    case MINUS -> need + card;
                    case TIMES -> need % card == 0 ? need / card : -1;
                    case DIVIDE -> need * card;
                };
                if (before >= 0 && leftToRight(i - 1, before)) {
                    ops[i - 1] = op;
                    return true;
                }
            }
            return false;
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
