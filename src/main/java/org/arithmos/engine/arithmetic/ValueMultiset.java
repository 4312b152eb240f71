package org.arithmos.engine.arithmetic;

/**
 * A multiset of card values 1-10 packed in one int: digit {@code v - 1} in base 5 counts the cards of
 * value {@code v}. Within one card type a value has at most four copies (NZ-DECK-2, NZ-DECK-3), so
 * every multiset of one type fits, and the search keys on values, not on positions.
 */
public final class ValueMultiset {

    public static final int MAX_COPIES = 4;
    static final int[] POW = new int[11];

    static {
        POW[0] = 1;
        for (int i = 1; i < POW.length; i++) {
            POW[i] = POW[i - 1] * 5;
        }
    }

    private ValueMultiset() {
    }

    /** Packs counts indexed by value ({@code counts[v]} for v in 1..10; index 0 ignored). */
    public static int of(int[] counts) {
        int code = 0;
        for (int v = 1; v <= 10; v++) {
            if (counts[v] < 0 || counts[v] > MAX_COPIES) {
                throw new IllegalArgumentException("a card type holds 0-4 copies of value " + v + ", not " + counts[v]);
            }
            code += counts[v] * POW[v - 1];
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
        return code / POW[value - 1] % 5;
    }

    public static int plus(int code, int value) {
        return code + POW[value - 1];
    }

    public static int minus(int code, int value) {
        return code - POW[value - 1];
    }

    public static int size(int code) {
        int size = 0;
        for (int c = code; c != 0; c /= 5) {
            size += c % 5;
        }
        return size;
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
