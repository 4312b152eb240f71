package org.arithmos.engine.arithmetic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Review coverage for NZ-CALC-7 (fewest cards): the exact search checked against an independent brute
 * force over subsets of card POSITIONS (not value multisets), on hands larger than the existing
 * property test reaches (8 cards left to right, where minimal calculations of up to 8 cards exist;
 * 6 cards with parentheses). Passes: the search is exact in the four modes.
 */
class CalculationSearchReviewTest {

    /** Values every subset of positions can make, all of its cards used. */
    private static List<Set<Long>> reach(int[] v, CalcMode mode) {
        int n = v.length;
        List<Set<Long>> r = new ArrayList<>(1 << n);
        r.add(Set.of());
        for (int mask = 1; mask < 1 << n; mask++) {
            Set<Long> out = new HashSet<>();
            if (Integer.bitCount(mask) == 1) {
                out.add((long) v[Integer.numberOfTrailingZeros(mask)]);
            } else if (!mode.parentheses()) {
                for (int i = 0; i < n; i++) {
                    if ((mask >> i & 1) != 0) {
                        combine(r.get(mask & ~(1 << i)), Set.of((long) v[i]), mode, out);
                    }
                }
            } else {
                for (int sub = (mask - 1) & mask; sub > 0; sub = (sub - 1) & mask) {
                    combine(r.get(sub), r.get(mask & ~sub), mode, out);
                }
            }
            r.add(out);
        }
        return r;
    }

    private static void combine(Set<Long> lefts, Set<Long> rights, CalcMode mode, Set<Long> out) {
        for (long a : lefts) {
            for (long b : rights) {
                for (Operator op : Operator.values()) {
                    long x = mode.operations().allows(op) ? op.apply(a, b) : Operator.INVALID;
                    if (x != Operator.INVALID) {
                        out.add(x);
                    }
                }
            }
        }
    }

    private static Set<Integer> minimal(int[] v, int target, List<Set<Long>> r) {
        Set<Integer> out = new HashSet<>();
        for (int mask = 1; mask < r.size(); mask++) {
            if (Integer.bitCount(mask) < 2 || !r.get(mask).contains((long) target)) {
                continue;
            }
            boolean shorter = false;
            for (int sub = (mask - 1) & mask; sub > 0 && !shorter; sub = (sub - 1) & mask) {
                shorter = Integer.bitCount(sub) >= 2 && r.get(sub).contains((long) target);
            }
            if (!shorter) {
                int[] counts = new int[11];
                for (int i = 0; i < v.length; i++) {
                    if ((mask >> i & 1) != 0) {
                        counts[v[i]]++;
                    }
                }
                out.add(ValueMultiset.of(counts));
            }
        }
        return out;
    }

    private static void check(CalcMode mode, int cards, int hands, long seed) {
        Random random = new Random(seed);
        for (int h = 0; h < hands; h++) {
            int[] counts = new int[11];
            int[] v = new int[cards];
            for (int i = 0; i < cards; i++) {
                int x;
                do {
                    x = 1 + random.nextInt(10);
                } while (counts[x] == ValueMultiset.MAX_COPIES);
                counts[x]++;
                v[i] = x;
            }
            List<Set<Long>> r = reach(v, mode);
            for (int t = 1; t <= 10; t++) {
                Set<Integer> found = new HashSet<>();
                CalculationSearch.forEachMinimal(ValueMultiset.of(counts), t, mode, (code, size) -> found.add(code));
                assertThat(found).as("%s hand %s target %d", mode, java.util.Arrays.toString(v), t)
                        .isEqualTo(minimal(v, t, r));
            }
        }
    }

    @Test
    @DisplayName("NZ-CALC-7 (coverage): every minimal calculation of 7-8-card hands, left to right, + − × ÷ and + −")
    void leftToRightLargeHands() {
        check(CalcMode.LEFT_TO_RIGHT, 8, 60, 11);
        check(new CalcMode(OperationSet.ADD_SUBTRACT, false), 8, 25, 12);
        check(CalcMode.LEFT_TO_RIGHT, 7, 60, 13);
    }

    @Test
    @DisplayName("NZ-CALC-7 (coverage): every minimal calculation of 6-7-card hands with parentheses, both operation sets")
    void parenthesesHands() {
        check(CalcMode.WITH_PARENTHESES, 6, 40, 21);
        check(new CalcMode(OperationSet.ADD_SUBTRACT, true), 6, 40, 22);
        check(CalcMode.WITH_PARENTHESES, 7, 8, 23);
    }
}
