package org.arithmos.engine.arithmetic;

import java.util.Arrays;
import java.util.Optional;

/**
 * The closest left-to-right arrangement (fewest swapped pairs, then earliest cards first), found by
 * building only orders that work: from the target backwards, each choice of last card fixes the value
 * the cards before it must make. A card placed last among the rest swaps with every remaining card put
 * down after it, so the swaps are counted while building and a branch stops once it cannot beat the
 * best order found. Nothing is allocated per step.
 */
final class BackwardSearch {

    private final long[] values;
    private final int[] positions;
    private final OperationSet ops;
    private final CalculationTable table;
    /** The values of the cards not placed yet, as a multiset (for the table's exact check). */
    private int free;
    private final int n;
    private final boolean[] used;
    private final int[] order;
    private final Operator[] chosen;
    private int[] bestOrder;
    private Operator[] bestOps;
    private int bestSwaps = Integer.MAX_VALUE;

    private BackwardSearch(long[] values, int[] positions, OperationSet ops) {
        this.values = values;
        this.positions = positions.clone();
        Arrays.sort(this.positions);
        this.ops = ops;
        this.table = CalculationSearch.table(new CalcMode(ops, false));
        this.n = positions.length;
        for (int p : this.positions) {
            free = ValueMultiset.plus(free, (int) values[p]);
        }
        this.used = new boolean[n];
        this.order = new int[n];
        this.chosen = new Operator[Math.max(0, n - 1)];
    }

    static Optional<Arrangement> closest(long[] values, int[] positions, int target, OperationSet ops) {
        BackwardSearch s = new BackwardSearch(values, positions, ops);
        s.place(s.n - 1, target, 0);
        if (s.bestOrder == null) {
            return Optional.empty();
        }
        return Optional.of(new Arrangement(s.bestOrder, Expr.leftToRight(Arrays.asList(s.bestOps)), s.bestSwaps));
    }

    /** Chooses the card at index {@code at} (cards 0..at still to place), which must end on {@code need}. */
    private void place(int at, long need, int swaps) {
        if (swaps > bestSwaps || need < 0 || need > highest() || at > 0 && !table.canMake(free, need)) {
            return;
        }
        if (at == 0) {
            for (int i = 0; i < n; i++) {
                if (!used[i] && values[positions[i]] == need) {
                    order[0] = positions[i];
                    record(swaps);
                    return;
                }
            }
            return;
        }
        // Latest positions first: placing the last card put down last swaps with nothing.
        for (int i = n - 1; i >= 0; i--) {
            if (used[i] || laterCopyFree(i)) {
                continue;
            }
            int extra = 0;
            for (int j = i + 1; j < n; j++) {
                if (!used[j]) {
                    extra++; // a card put down after this one will come before it
                }
            }
            long card = values[positions[i]];
            used[i] = true;
            free = ValueMultiset.minus(free, (int) card);
            order[at] = positions[i];
            for (Operator op : Operator.values()) {
                if (!ops.allows(op)) {
                    continue;
                }
                long before = switch (op) {
                    case PLUS -> need - card;
                    case MINUS -> need + card;
                    case TIMES -> need % card == 0 ? need / card : -1;
                    case DIVIDE -> need * card;
                };
                chosen[at - 1] = op;
                place(at - 1, before, swaps + extra);
            }
            used[i] = false;
            free = ValueMultiset.plus(free, (int) card);
        }
    }

    /** Of equal cards, only the latest free one is tried last: the others give the same values, more swaps. */
    private boolean laterCopyFree(int i) {
        for (int j = i + 1; j < n; j++) {
            if (!used[j] && values[positions[j]] == values[positions[i]]) {
                return true;
            }
        }
        return false;
    }

    /** An upper bound of what the free cards make, left to right: a card at most doubles or multiplies. */
    private long highest() {
        long bound = 1;
        boolean any = false;
        for (int i = 0; i < n; i++) {
            if (!used[i]) {
                bound *= Math.max(2, values[positions[i]]);
                any = true;
            }
        }
        return any ? bound : 0;
    }

    private void record(int swaps) {
        if (swaps < bestSwaps || swaps == bestSwaps && Arrays.compare(order, bestOrder) < 0) {
            bestSwaps = swaps;
            bestOrder = order.clone();
            bestOps = chosen.clone();
        }
    }
}
