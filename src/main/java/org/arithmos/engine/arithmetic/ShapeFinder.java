package org.arithmos.engine.arithmetic;

import java.util.Arrays;

/** Finds operators (and brackets) that make a target from values in a fixed order. */
public final class ShapeFinder {

    private ShapeFinder() {
    }

    /** Left-to-right operators making {@code target}, or null; + − × ÷ preferred in that order. */
    public static Expr leftToRight(long[] values, long target, OperationSet ops) {
        int n = values.length;
        long[][] reach = new long[n][];
        reach[0] = new long[] {values[0]};
        for (int i = 1; i < n; i++) {
            Buffer next = new Buffer(reach[i - 1].length * 4);
            for (long r : reach[i - 1]) {
                for (Operator op : Operator.values()) {
                    long v = op.apply(r, values[i]);
                    if (ops.allows(op) && v != Operator.INVALID) {
                        next.add(v);
                    }
                }
            }
            reach[i] = next.distinct();
        }
        if (Arrays.binarySearch(reach[n - 1], target) < 0) {
            return null;
        }
        Operator[] chosen = new Operator[n - 1];
        if (!backtrack(values, reach, n - 1, target, ops, chosen)) {
            throw new IllegalStateException("reachable target without a path");
        }
        return Expr.leftToRight(Arrays.asList(chosen));
    }

    private static boolean backtrack(long[] values, long[][] reach, int i, long value, OperationSet ops, Operator[] chosen) {
        if (i == 0) {
            return values[0] == value;
        }
        for (long r : reach[i - 1]) {
            for (Operator op : Operator.values()) {
                if (ops.allows(op) && op.apply(r, values[i]) == value) {
                    chosen[i - 1] = op;
                    if (backtrack(values, reach, i - 1, r, ops, chosen)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Any bracketing (NZ-CALC-5) making {@code target}, or null; left to right preferred. */
    public static Expr anyShape(long[] values, long target, OperationSet ops) {
        Expr plain = leftToRight(values, target, ops);
        if (plain != null) {
            return plain;
        }
        int n = values.length;
        long[][][] reach = new long[n][n][];
        for (int i = 0; i < n; i++) {
            reach[i][i] = new long[] {values[i]};
        }
        for (int len = 2; len <= n; len++) {
            for (int i = 0; i + len - 1 < n; i++) {
                int j = i + len - 1;
                Buffer out = new Buffer(64);
                for (int k = i; k < j; k++) {
                    for (long l : reach[i][k]) {
                        for (long r : reach[k + 1][j]) {
                            for (Operator op : Operator.values()) {
                                long v = op.apply(l, r);
                                if (ops.allows(op) && v != Operator.INVALID) {
                                    out.add(v);
                                }
                            }
                        }
                    }
                }
                reach[i][j] = out.distinct();
            }
        }
        return build(reach, 0, n - 1, target, ops);
    }

    private static Expr build(long[][][] reach, int i, int j, long value, OperationSet ops) {
        if (i == j) {
            return reach[i][i][0] == value ? new Expr.Leaf(i) : null;
        }
        if (Arrays.binarySearch(reach[i][j], value) < 0) {
            return null;
        }
        for (int k = j - 1; k >= i; k--) {
            for (Operator op : Operator.values()) {
                if (!ops.allows(op)) {
                    continue;
                }
                for (long l : reach[i][k]) {
                    for (long r : reach[k + 1][j]) {
                        if (op.apply(l, r) == value) {
                            Expr left = build(reach, i, k, l, ops);
                            Expr right = left == null ? null : build(reach, k + 1, j, r, ops);
                            if (right != null) {
                                return new Expr.Node(op, left, right);
                            }
                        }
                    }
                }
            }
        }
        return null;
    }

    /** A growable array of longs, sorted and deduplicated at the end: no boxing on the hot path. */
    private static final class Buffer {
        private long[] data;
        private int size;

        Buffer(int capacity) {
            data = new long[Math.max(4, capacity)];
        }

        void add(long v) {
            if (size == data.length) {
                data = Arrays.copyOf(data, size * 2);
            }
            data[size++] = v;
        }

        long[] distinct() {
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
