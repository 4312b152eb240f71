package org.arithmos.engine.arithmetic;

/** A small open-addressing map from non-zero int keys to long values; read-only once built. */
final class IntLongMap {

    private final int[] keys;
    private final long[] vals;
    private final int mask;
    private int size;

    IntLongMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 3)) << 1;
        keys = new int[capacity];
        vals = new long[capacity];
        mask = capacity - 1;
    }

    void put(int key, long value) {
        int i = slot(key);
        if (keys[i] == 0) {
            if (++size * 2 > keys.length) {
                throw new IllegalStateException("map sized too small");
            }
            keys[i] = key;
        }
        vals[i] = value;
    }

    /** The value, or 0 when absent (0 is never a stored value). */
    long get(int key) {
        int i = slot(key);
        return keys[i] == key ? vals[i] : 0;
    }

    private int slot(int key) {
        int h = key * 0x9E3779B9;
        int i = (h ^ (h >>> 16)) & mask;
        while (keys[i] != 0 && keys[i] != key) {
            i = (i + 1) & mask;
        }
        return i;
    }

    int size() {
        return size;
    }
}
