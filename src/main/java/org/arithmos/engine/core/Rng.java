package org.arithmos.engine.core;

/**
 * SplitMix64: a small, fast, seeded generator whose whole state is one long, so a game state can carry
 * it and replaying the same moves from the same seed draws the same cards. Not for security.
 */
public final class Rng {

    private long state;

    private Rng(long state) {
        this.state = state;
    }

    /** A generator that continues from {@code state} (a seed, or a state saved with {@link #state()}). */
    public static Rng at(long state) {
        return new Rng(state);
    }

    public long state() {
        return state;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound), without modulo bias (Lemire). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x100000000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    /** Fisher-Yates shuffle of the first {@code length} entries. */
    public void shuffle(byte[] items, int length) {
        for (int i = length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            byte t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }

    /** A seed for another purpose (a bot, a new game) derived from this one. */
    public static long derive(long seed, long salt) {
        return at(seed ^ salt * 0x9E3779B97F4A7C15L).nextLong();
    }
}
