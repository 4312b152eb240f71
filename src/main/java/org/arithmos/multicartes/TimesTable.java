package org.arithmos.multicartes;

import java.util.List;

/**
 * A pupil's 10 × 10 times-table map from their Multicartes multiplications: for each a × b (1 to 10),
 * whether it is known, shaky or never met. a × b and b × a are one fact.
 */
public record TimesTable(List<List<Knowledge>> cells) {

    public static final int SIZE = 10;

    /**
     * Counted over the last {@link #RECENT} times the product was met, so that a pupil who learnt it
     * leaves old errors behind.
     */
    public static final int RECENT = 5;

    public enum Knowledge {
        /** Found recently, without errors (decision 0017: one correct product is enough to be green). */
        KNOWN,
        /** A recent error: a wrong product, or a product missed on a pass. */
        SHAKY,
        /** Never met in a game. */
        NEVER
    }

    public TimesTable {
        cells = cells.stream().map(List::copyOf).toList();
        if (cells.size() != SIZE || cells.stream().anyMatch(r -> r.size() != SIZE)) {
            throw new IllegalArgumentException("a times table is 10 by 10");
        }
    }

    /** What is known of {@code a × b}, both from 1 to 10. */
    public Knowledge of(int a, int b) {
        return cells.get(a - 1).get(b - 1);
    }

    public long count(Knowledge k) {
        return cells.stream().flatMap(List::stream).filter(c -> c == k).count();
    }
}
