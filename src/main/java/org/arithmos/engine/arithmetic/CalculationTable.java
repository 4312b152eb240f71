package org.arithmos.engine.arithmetic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * For one {@link CalcMode}, which value multisets make which targets 1-10, precomputed once.
 *
 * <p>A multiset is <em>blocked</em> for a target when it, or one of its sub-multisets of two or more
 * cards, makes the target; it is <em>minimal</em> when it makes the target and no smaller part of it
 * does. Minimal is exactly "a legal calculation" under the fewest-cards rule NZ-CALC-7, and a
 * blocked multiset never needs extending. Blocked is monotone, so only multisets whose every
 * one-card-smaller part is stored and unblocked for some target are stored: any other multiset of
 * three or more cards is blocked for every target. For the four modes that is a few thousand
 * entries (built in well under a second); each minimal (multiset, target) keeps one witness
 * calculation packed in a long.
 */
final class CalculationTable {

    static final int ALL_TARGETS = (1 << 10) - 1;
    /** Witnesses are packed as ≤ 15 tokens of 4 bits: at most 8 cards. */
    static final int MAX_WITNESS_CARDS = 8;
    static final int OP_TOKEN = 11;

    private final CalcMode mode;
    private final IntIntMap masks;
    /** The entries of the 55 pairs, by {@code a * 11 + b}: the commonest question, answered without hashing. */
    private final int[] pairs = new int[121];
    private final LongLongMap witnesses;
    private final int maxMinimalSize;
    /** Every value each stored multiset makes with all its cards (sorted), for exact pruning elsewhere. */
    private final IntIntMap reachIndex;
    private final long[][] reachSets;

    private CalculationTable(CalcMode mode, IntIntMap masks, LongLongMap witnesses, int maxMinimalSize,
                             Map<Integer, long[]> reach) {
        this.mode = mode;
        this.masks = masks;
        this.witnesses = witnesses;
        this.maxMinimalSize = maxMinimalSize;
        this.reachIndex = new IntIntMap(reach.size());
        this.reachSets = new long[reach.size()][];
        int i = 0;
        for (var e : reach.entrySet()) {
            reachIndex.put(e.getKey(), i);
            reachSets[i++] = e.getValue();
        }
        for (int a = 1; a <= 10; a++) {
            for (int b = 1; b <= 10; b++) {
                pairs[a * 11 + b] = masks.get(ValueMultiset.ofValues(a, b));
            }
        }
    }

    /** The stored entry (blocked targets, minimal targets above bit 10), or {@link IntIntMap#ABSENT}. */
    int entry(int code) {
        return masks.get(code);
    }

    /**
     * Whether the cards of {@code code} (two or more), all of them, make {@code value} in this mode; true
     * when the multiset is not stored (unknown: the caller must not prune on it).
     */
    boolean canMake(int code, long value) {
        int i = reachIndex.get(code);
        return i == IntIntMap.ABSENT || Arrays.binarySearch(reachSets[i], value) >= 0;
    }

    /** {@link #entry} of the pair {a, b}. */
    int pairEntry(int a, int b) {
        return pairs[a * 11 + b];
    }

    CalcMode mode() {
        return mode;
    }

    /** Targets (bit t-1) for which this multiset contains a calculation of ≥ 2 cards, itself included. */
    int blocked(int code, int size) {
        if (size < 2) {
            return 0;
        }
        int entry = masks.get(code);
        return entry == IntIntMap.ABSENT ? ALL_TARGETS : entry & ALL_TARGETS;
    }

    /** Targets for which this multiset, all of it, is a legal calculation (NZ-CALC-7 minimal). */
    int minimal(int code) {
        int entry = masks.get(code);
        return entry == IntIntMap.ABSENT ? 0 : entry >>> 10;
    }

    /** Whether some proper part (≥ 2 cards) of the multiset makes the target. */
    boolean hasShorter(int code, int size, int target) {
        int bit = 1 << (target - 1);
        for (int v = 1; v <= 10; v++) {
            if (ValueMultiset.count(code, v) > 0 && (blocked(ValueMultiset.minus(code, v), size - 1) & bit) != 0) {
                return true;
            }
        }
        return false;
    }

    /** One calculation (values in order, shape) of a minimal multiset for its target. */
    ValueCalculation witness(int code, int target) {
        long packed = witnesses.get(witnessKey(code, target));
        if (packed == 0) {
            throw new IllegalArgumentException("not a minimal calculation for " + target);
        }
        return decode(packed);
    }

    private static long witnessKey(int code, int target) {
        return (long) code << 4 | target;
    }

    int maxMinimalSize() {
        return maxMinimalSize;
    }

    int size() {
        return masks.size();
    }

    static ValueCalculation decode(long packed) {
        int[] values = new int[MAX_WITNESS_CARDS];
        Expr[] stack = new Expr[MAX_WITNESS_CARDS];
        int leaves = 0;
        int depth = 0;
        for (long p = packed; p != 0; p >>>= 4) {
            int token = (int) (p & 15);
            if (token < OP_TOKEN) {
                values[leaves] = token;
                stack[depth++] = new Expr.Leaf(leaves++);
            } else {
                Expr right = stack[--depth];
                Expr left = stack[--depth];
                stack[depth++] = new Expr.Node(Operator.ofIndex(token - OP_TOKEN), left, right);
            }
        }
        return new ValueCalculation(Arrays.copyOf(values, leaves), stack[0]);
    }

    // ---------------------------------------------------------------------------------------------
    // Building

    static CalculationTable build(CalcMode mode, CalculationTable leftToRightTwin) {
        return new Builder(mode, leftToRightTwin).build();
    }

    private static final class Builder {
        private final CalcMode mode;
        private final CalculationTable twin;
        private final Map<Integer, long[]> reach = new HashMap<>();
        private final IntIntMap masks = new IntIntMap(8192);
        private final List<long[]> minimalEntries = new ArrayList<>();
        private int maxMinimalSize = 2;

        Builder(CalcMode mode, CalculationTable twin) {
            this.mode = mode;
            this.twin = twin;
        }

        CalculationTable build() {
            List<Integer> level = new ArrayList<>();
            for (int a = 1; a <= 10; a++) {
                for (int b = a; b <= 10; b++) {
                    level.add(ValueMultiset.ofValues(a, b));
                }
            }
            for (int size = 2; !level.isEmpty(); size++) {
                for (int code : level) {
                    record(code, size);
                }
                level = nextLevel(level);
            }
            LongLongMap witnesses = new LongLongMap(minimalEntries.size());
            for (long[] entry : minimalEntries) {
                int code = (int) entry[0];
                int target = (int) entry[1];
                witnesses.put(witnessKey(code, target), witness(code, target));
            }
            return new CalculationTable(mode, masks, witnesses, maxMinimalSize, reach);
        }

        private void record(int code, int size) {
            int smaller = 0;
            if (size > 2) {
                for (int v = 1; v <= 10; v++) {
                    if (ValueMultiset.count(code, v) > 0) {
                        smaller |= masks.get(ValueMultiset.minus(code, v)) & ALL_TARGETS;
                    }
                }
            }
            long[] values = reachOf(code, size);
            int makes = 0;
            for (long r : values) {
                if (r >= 1 && r <= 10) {
                    makes |= 1 << (r - 1);
                }
            }
            int minimal = makes & ~smaller;
            masks.put(code, (makes | smaller) | minimal << 10);
            for (int t = 1; t <= 10; t++) {
                if ((minimal & 1 << (t - 1)) != 0) {
                    minimalEntries.add(new long[] {code, t});
                    maxMinimalSize = Math.max(maxMinimalSize, size);
                }
            }
            if (minimal != 0 && size > MAX_WITNESS_CARDS) {
                throw new IllegalStateException("a minimal calculation of " + size + " cards does not fit a witness");
            }
        }

        /** Multisets one card larger whose every one-card-smaller part is stored and not blocked for all. */
        private List<Integer> nextLevel(List<Integer> level) {
            List<Integer> next = new ArrayList<>();
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int code : level) {
                if ((masks.get(code) & ALL_TARGETS) == ALL_TARGETS) {
                    continue;
                }
                for (int v = 1; v <= 10; v++) {
                    if (ValueMultiset.count(code, v) == ValueMultiset.MAX_COPIES) {
                        continue;
                    }
                    int candidate = ValueMultiset.plus(code, v);
                    if (seen.add(candidate) && allPartsOpen(candidate)) {
                        next.add(candidate);
                    }
                }
            }
            return next;
        }

        private boolean allPartsOpen(int code) {
            int blocked = 0;
            for (int v = 1; v <= 10; v++) {
                if (ValueMultiset.count(code, v) > 0) {
                    int part = masks.get(ValueMultiset.minus(code, v));
                    if (part == IntIntMap.ABSENT) {
                        return false;
                    }
                    blocked |= part & ALL_TARGETS;
                }
            }
            return blocked != ALL_TARGETS;
        }

        // --- every value a multiset can make, all of its cards used ----------------------------

        private long[] reachOf(int code, int size) {
            if (size == 1) {
                return new long[] {ValueMultiset.values(code)[0]};
            }
            long[] known = reach.get(code);
            if (known != null) {
                return known;
            }
            LongBuffer out = new LongBuffer();
            if (mode.parentheses()) {
                splits(code, (left, right) -> combineAll(reachOf(left, ValueMultiset.size(left)),
                        reachOf(right, ValueMultiset.size(right)), out));
            } else {
                for (int v = 1; v <= 10; v++) {
                    if (ValueMultiset.count(code, v) > 0) {
                        int rest = ValueMultiset.minus(code, v);
                        combineAll(reachOf(rest, size - 1), new long[] {v}, out);
                    }
                }
            }
            long[] values = out.sortedDistinct();
            reach.put(code, values);
            return values;
        }

        private void combineAll(long[] lefts, long[] rights, LongBuffer out) {
            for (long l : lefts) {
                for (long r : rights) {
                    for (Operator op : Operator.values()) {
                        if (mode.operations().allows(op)) {
                            long v = op.apply(l, r);
                            if (v != Operator.INVALID) {
                                out.add(v);
                            }
                        }
                    }
                }
            }
        }

        // --- one witness per minimal (multiset, target) ---------------------------------------

        private long witness(int code, int target) {
            if (twin != null && (twin.minimal(code) & 1 << (target - 1)) != 0) {
                // A left-to-right witness reads without brackets: nicer to show, valid with them too.
                return twin.witnesses.get(witnessKey(code, target));
            }
            Tokens tokens = new Tokens();
            if (!find(code, ValueMultiset.size(code), target, tokens)) {
                throw new IllegalStateException("no witness for a reachable target");
            }
            return tokens.packed;
        }

        private boolean find(int code, int size, long value, Tokens out) {
            if (size == 1) {
                int v = ValueMultiset.values(code)[0];
                if (v != value) {
                    return false;
                }
                out.push(v);
                return true;
            }
            return mode.parentheses() ? findSplit(code, value, out) : findLast(code, size, value, out);
        }

        private boolean findLast(int code, int size, long value, Tokens out) {
            for (int c = 1; c <= 10; c++) {
                if (ValueMultiset.count(code, c) == 0) {
                    continue;
                }
                int rest = ValueMultiset.minus(code, c);
                long[] restValues = reachOf(rest, size - 1);
                for (Operator op : Operator.values()) {
                    long needed = leftOperandFor(op, value, c);
                    if (mode.operations().allows(op) && needed >= 0 && contains(restValues, needed)) {
                        Tokens attempt = out.copy();
                        if (find(rest, size - 1, needed, attempt)) {
                            attempt.push(c);
                            attempt.push(OP_TOKEN + op.ordinal());
                            out.packed = attempt.packed;
                            out.count = attempt.count;
                            return true;
                        }
                    }
                }
            }
            return false;
        }

        /** The left operand that gives {@code value} with right operand {@code right}, or -1. */
        private static long leftOperandFor(Operator op, long value, long right) {
            return switch (op) {
                case PLUS -> value >= right ? value - right : -1;
                case MINUS -> value + right;
                case TIMES -> value % right == 0 ? value / right : -1;
                case DIVIDE -> value * right;
            };
        }

        private boolean findSplit(int code, long value, Tokens out) {
            boolean[] found = {false};
            splits(code, (left, right) -> {
                if (found[0]) {
                    return;
                }
                long[] lefts = reachOf(left, ValueMultiset.size(left));
                long[] rights = reachOf(right, ValueMultiset.size(right));
                for (Operator op : Operator.values()) {
                    if (!mode.operations().allows(op)) {
                        continue;
                    }
                    for (long l : lefts) {
                        for (long r : rights) {
                            if (op.apply(l, r) == value) {
                                Tokens attempt = out.copy();
                                if (find(left, ValueMultiset.size(left), l, attempt)
                                        && find(right, ValueMultiset.size(right), r, attempt)) {
                                    attempt.push(OP_TOKEN + op.ordinal());
                                    out.packed = attempt.packed;
                                    out.count = attempt.count;
                                    found[0] = true;
                                    return;
                                }
                            }
                        }
                    }
                }
            });
            return found[0];
        }
    }

    /** Calls back every ordered split of a multiset into two non-empty parts. */
    private static void splits(int code, SplitConsumer consumer) {
        int[] counts = new int[11];
        for (int v = 1; v <= 10; v++) {
            counts[v] = ValueMultiset.count(code, v);
        }
        splitFrom(counts, 1, 0, code, consumer);
    }

    private static void splitFrom(int[] counts, int v, int left, int code, SplitConsumer consumer) {
        if (v > 10) {
            if (left != 0 && left != code) {
                consumer.accept(left, code - left);
            }
            return;
        }
        for (int k = 0; k <= counts[v]; k++) {
            splitFrom(counts, v + 1, left + ValueMultiset.copies(v, k), code, consumer);
        }
    }

    private interface SplitConsumer {
        void accept(int left, int right);
    }

    private static boolean contains(long[] sorted, long value) {
        return Arrays.binarySearch(sorted, value) >= 0;
    }

    /** Postfix tokens, 4 bits each, first token in the lowest bits. */
    private static final class Tokens {
        long packed;
        int count;

        void push(int token) {
            packed |= (long) token << (4 * count++);
        }

        Tokens copy() {
            Tokens t = new Tokens();
            t.packed = packed;
            t.count = count;
            return t;
        }
    }

    /** A growable long array, sorted and deduplicated at the end. */
    private static final class LongBuffer {
        private long[] data = new long[64];
        private int size;

        void add(long v) {
            if (size == data.length) {
                data = Arrays.copyOf(data, size * 2);
            }
            data[size++] = v;
        }

        long[] sortedDistinct() {
            Arrays.sort(data, 0, size);
            int n = 0;
            for (int i = 0; i < size; i++) {
                if (n == 0 || data[i] != data[n - 1]) {
                    data[n++] = data[i];
                }
            }
            return Arrays.copyOf(data, n);
        }
    }
}
