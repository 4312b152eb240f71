package org.arithmos.engine.arithmetic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The naive search the solver is checked against: every order, every operator, every bracketing. */
final class BruteForce {

    private BruteForce() {
    }

    /** Whether these values, all of them, make {@code target} in some order. */
    static boolean reaches(List<Long> values, long target, CalcMode mode) {
        for (List<Long> order : permutations(values)) {
            Set<Long> results = mode.parentheses() ? trees(order, mode.operations()) : leftToRight(order, mode.operations());
            if (results.contains(target)) {
                return true;
            }
        }
        return false;
    }

    /** Sub-multisets (as codes) that make the target while no smaller part of them does. */
    static Set<Integer> minimal(int[] values, int target, CalcMode mode) {
        int n = values.length;
        Set<Integer> reaching = new HashSet<>();
        for (int mask = 1; mask < 1 << n; mask++) {
            if (Integer.bitCount(mask) < 2) {
                continue;
            }
            List<Long> sub = new ArrayList<>();
            int[] counts = new int[11];
            for (int i = 0; i < n; i++) {
                if ((mask >> i & 1) != 0) {
                    sub.add((long) values[i]);
                    counts[values[i]]++;
                }
            }
            if (reaches(sub, target, mode)) {
                reaching.add(ValueMultiset.of(counts));
            }
        }
        Set<Integer> minimal = new HashSet<>();
        for (int c : reaching) {
            boolean smallest = reaching.stream().noneMatch(d -> d != c && contains(c, d));
            if (smallest) {
                minimal.add(c);
            }
        }
        return minimal;
    }

    private static boolean contains(int big, int small) {
        for (int v = 1; v <= 10; v++) {
            if (ValueMultiset.count(small, v) > ValueMultiset.count(big, v)) {
                return false;
            }
        }
        return true;
    }

    static List<List<Long>> permutations(List<Long> values) {
        List<List<Long>> out = new ArrayList<>();
        permute(new ArrayList<>(values), 0, out);
        return out;
    }

    private static void permute(List<Long> v, int i, List<List<Long>> out) {
        if (i == v.size()) {
            out.add(new ArrayList<>(v));
            return;
        }
        for (int j = i; j < v.size(); j++) {
            java.util.Collections.swap(v, i, j);
            permute(v, i + 1, out);
            java.util.Collections.swap(v, i, j);
        }
    }

    static Set<Long> leftToRight(List<Long> v, OperationSet ops) {
        Set<Long> results = new HashSet<>(List.of(v.getFirst()));
        for (int i = 1; i < v.size(); i++) {
            Set<Long> next = new HashSet<>();
            for (long x : results) {
                for (Operator op : Operator.values()) {
                    long y = op.apply(x, v.get(i));
                    if (ops.allows(op) && y != Operator.INVALID) {
                        next.add(y);
                    }
                }
            }
            results = next;
        }
        return results;
    }

    static Set<Long> trees(List<Long> v, OperationSet ops) {
        if (v.size() == 1) {
            return new HashSet<>(v);
        }
        Set<Long> results = new HashSet<>();
        for (int k = 1; k < v.size(); k++) {
            for (long x : trees(v.subList(0, k), ops)) {
                for (long y : trees(v.subList(k, v.size()), ops)) {
                    for (Operator op : Operator.values()) {
                        long z = op.apply(x, y);
                        if (ops.allows(op) && z != Operator.INVALID) {
                            results.add(z);
                        }
                    }
                }
            }
        }
        return results;
    }
}
