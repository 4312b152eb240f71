package org.arithmos.engine.arithmetic;

/** A small open-addressing map from non-zero int keys to int values; read-only once built. */
final class IntIntMap {

    static final int ABSENT = -1;

    private final int[] keys;
    private final int[] vals;
    private final int mask;
    private int size;

    IntIntMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 3)) << 1;
        keys = new int[capacity];
        vals = new int[capacity];
        mask = capacity - 1;
    }

    void put(int key, int value) {
        int i = slot(key);
        if (keys[i] == 0) {
            if (++size * 2 > keys.length) {
                throw new IllegalStateException("map sized too small");
            }
            keys[i] = key;
        }
        vals[i] = value;
    }

    int get(int key) {
        int i = slot(key);
        return keys[i] == key ? vals[i] : ABSENT;
    }

    private int slot(int key) {
        int i = mix(key) & mask;
        while (keys[i] != 0 && keys[i] != key) {
            i = (i + 1) & mask;
        }
        return i;
    }

    private static int mix(int key) {
        int h = key * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    int size() {
        return size;
    }
}
