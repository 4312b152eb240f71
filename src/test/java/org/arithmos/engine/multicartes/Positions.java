package org.arithmos.engine.multicartes;

import java.util.List;

/** Hand-made Multicartes positions for scenario tests (card conservation is not needed for one turn). */
final class Positions {

    private Positions() {
    }

    /** Seat 0 to move, holding {@code mine}; seat 1 holds {@code theirs}; the card in play and the discard pile. */
    static MulticartesState twoPlayers(List<Integer> mine, List<Integer> theirs, int combination, List<Integer> discard) {
        return new MulticartesState(MulticartesOptions.of(2), 1L, List.of(mine, theirs), discard, List.of(),
                List.of(1, 2, 3), List.of(combination), 7L, 0, 0, 1, List.of(0, 0), List.of(), 1, 0, false);
    }
}
