package org.arithmos.engine.arithmetic;

/** A small open-addressing map from non-zero long keys to long values; read-only once built. */
final class LongLongMap {

    private final long[] keys;
    private final long[] vals;
    private final int mask;
    private int size;

    LongLongMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 3)) << 1;
        keys = new long[capacity];
        vals = new long[capacity];
        mask = capacity - 1;
    }

    void put(long key, long value) {
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
    long get(long key) {
        int i = slot(key);
        return keys[i] == key ? vals[i] : 0;
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        int i = (int) (h ^ (h >>> 32)) & mask;
        while (keys[i] != 0 && keys[i] != key) {
            i = (i + 1) & mask;
        }
        return i;
    }

    int size() {
        return size;
    }
}
