package org.arithmos.engine.arithmetic;

/**
 * A multiset of card values 1-10 packed in one int: bits {@code 3(v-1)} to {@code 3(v-1)+2} count the
 * cards of value {@code v}. Within one card type a value has at most four copies (NZ-DECK-2, NZ-DECK-3),
 * so every multiset of one type fits in 30 bits, and the search keys on values, not on positions. A count
 * is a shift and a mask: the search reads counts millions of times a second.
 */
public final class ValueMultiset {

    public static final int MAX_COPIES = 4;
    private static final int BITS = 3;
    private static final int MASK = 7;

    private ValueMultiset() {
    }

    /** Packs counts indexed by value ({@code counts[v]} for v in 1..10; index 0 ignored). */
    public static int of(int[] counts) {
        int code = 0;
        for (int v = 1; v <= 10; v++) {
            if (counts[v] < 0 || counts[v] > MAX_COPIES) {
                throw new IllegalArgumentException("a card type holds 0-4 copies of value " + v + ", not " + counts[v]);
            }
            code += counts[v] << shift(v);
        }
        return code;
    }

    /** Packs a list of values. */
    public static int ofValues(int... values) {
        int[] counts = new int[11];
        for (int v : values) {
            checkValue(v);
            counts[v]++;
        }
        return of(counts);
    }

    public static int count(int code, int value) {
        return code >>> shift(value) & MASK;
    }

    public static int plus(int code, int value) {
        return code + (1 << shift(value));
    }

    public static int minus(int code, int value) {
        return code - (1 << shift(value));
    }

    /** {@code k} cards of value {@code v}, as a multiset to add to another. */
    static int copies(int value, int k) {
        return k << shift(value);
    }

    public static int size(int code) {
        int size = 0;
        for (int c = code; c != 0; c >>>= BITS) {
            size += c & MASK;
        }
        return size;
    }

    private static int shift(int value) {
        return BITS * (value - 1);
    }

    /** The values in ascending order, with repeats. */
    public static int[] values(int code) {
        int[] values = new int[size(code)];
        int i = 0;
        for (int v = 1; v <= 10; v++) {
            for (int k = count(code, v); k > 0; k--) {
                values[i++] = v;
            }
        }
        return values;
    }

    static void checkValue(int v) {
        if (v < 1 || v > 10) {
            throw new IllegalArgumentException("card values are 1-10, not " + v);
        }
    }
}
