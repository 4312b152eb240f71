package org.arithmos.engine.arithmetic;

import java.util.ArrayList;
import java.util.List;

/**
 * Exact search of the legal calculations (NZ-CALC-7 minimal ones) in a multiset of card values.
 *
 * <p>The hand's sub-multisets are walked in ascending value order, each once; a sub-multiset that
 * already makes the target is a legal calculation and is never extended (fewest cards), and one
 * that contains a calculation is pruned with everything above it. The per-mode
 * {@link CalculationTable} answers both questions with one lookup, so a 30-card hand costs a few
 * hundred lookups.
 */
public final class CalculationSearch {

    private static final CalculationTable[] TABLES = new CalculationTable[4];

    private CalculationSearch() {
    }

    /** Receives each legal calculation's value multiset once. */
    @FunctionalInterface
    public interface Visitor {
        void accept(int code, int size);
    }

    /** Calls {@code visitor} for every minimal sub-multiset of {@code hand} that makes {@code target}. */
    public static void forEachMinimal(int hand, int target, CalcMode mode, Visitor visitor) {
        forEachMinimal(hand, target, mode, Integer.MAX_VALUE, visitor);
    }

    /** The same, for calculations of at most {@code maxCards} cards (a bot that looks no further). */
    public static void forEachMinimal(int hand, int target, CalcMode mode, int maxCards, Visitor visitor) {
        checkTarget(target);
        int[] present = new int[10];
        int n = 0;
        for (int v = 1; v <= 10; v++) {
            if (ValueMultiset.count(hand, v) > 0) {
                present[n++] = v;
            }
        }
        new Walk(table(mode), hand, 1 << (target - 1), present, n, maxCards, visitor).from(0, 0, 0);
    }

    /** One search: the values the hand holds, walked in ascending order, each multiset once. */
    private record Walk(CalculationTable table, int hand, int bit, int[] present, int count, int maxCards,
                        Visitor visitor) {

        void from(int code, int size, int first) {
            if (size >= maxCards) {
                return;
            }
            for (int i = first; i < count; i++) {
                int v = present[i];
                if (ValueMultiset.count(code, v) == ValueMultiset.count(hand, v)) {
                    continue;
                }
                int bigger = ValueMultiset.plus(code, v);
                int biggerSize = size + 1;
                if (biggerSize >= 2) {
                    // At size 1 the multiset is the single value present[first]; pairs need no hashing.
                    int entry = biggerSize == 2 ? table.pairEntry(present[first], v) : table.entry(bigger);
                    if (entry == IntIntMap.ABSENT) {
                        continue; // three cards or more, not stored: a calculation is inside for every target
                    }
                    if ((entry >>> 10 & bit) != 0) {
                        visitor.accept(bigger, biggerSize);
                        continue;
                    }
                    if ((entry & bit) != 0) {
                        continue;
                    }
                }
                from(bigger, biggerSize, i);
            }
        }
    }

    /** Every legal calculation in the hand, one witness order each, in ascending multiset order. */
    public static List<ValueCalculation> minimalCalculations(int hand, int target, CalcMode mode) {
        List<ValueCalculation> out = new ArrayList<>();
        CalculationTable table = table(mode);
        forEachMinimal(hand, target, mode, (code, size) -> out.add(table.witness(code, target)));
        return out;
    }

    /** Whether these values, all of them, are a legal calculation for the target (some order). */
    public static boolean isMinimal(int code, int target, CalcMode mode) {
        checkTarget(target);
        return (table(mode).minimal(code) & 1 << (target - 1)) != 0;
    }

    /** Whether two or more of these values, fewer than all, make the target (NZ-CALC-7). */
    public static boolean hasShorter(int code, int target, CalcMode mode) {
        checkTarget(target);
        return table(mode).hasShorter(code, ValueMultiset.size(code), target);
    }

    /** One calculation of a minimal multiset; see {@link #isMinimal}. */
    public static ValueCalculation witness(int code, int target, CalcMode mode) {
        checkTarget(target);
        return table(mode).witness(code, target);
    }

    /** The largest legal calculation possible in this mode (NZ-CALC-7 bounds it). */
    public static int maxCalculationSize(CalcMode mode) {
        return table(mode).maxMinimalSize();
    }

    /** Builds the tables now (e.g. at application start) instead of at the first search. */
    public static void warmUp() {
        for (OperationSet ops : OperationSet.values()) {
            table(new CalcMode(ops, true));
        }
    }

    static CalculationTable table(CalcMode requested) {
        // With + and − only, brackets reach exactly the left-to-right values: a tree's value is a signed
        // sum ≥ 0, and putting the added cards first keeps every left-to-right step ≥ 0. Sharing the
        // table spares splitting multisets of up to 20 cards (checked against brute force in tests).
        CalcMode mode = requested.operations() == OperationSet.ADD_SUBTRACT && requested.parentheses()
                ? new CalcMode(OperationSet.ADD_SUBTRACT, false) : requested;
        CalculationTable table = TABLES[mode.index()];
        return table != null ? table : build(mode);
    }

    private static synchronized CalculationTable build(CalcMode mode) {
        CalculationTable table = TABLES[mode.index()];
        if (table == null) {
            CalculationTable twin = mode.parentheses() ? table(new CalcMode(mode.operations(), false)) : null;
            table = CalculationTable.build(mode, twin);
            TABLES[mode.index()] = table;
        }
        return table;
    }

    private static void checkTarget(int target) {
        if (target < 1 || target > 10) {
            throw new IllegalArgumentException("a target is a card value 1-10, not " + target);
        }
    }
}
