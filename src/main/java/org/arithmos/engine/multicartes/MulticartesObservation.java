package org.arithmos.engine.multicartes;

import java.util.List;

/** What one player sees: their hand, the others' card counts (not their cards), the table and their moves. */
public record MulticartesObservation(int seat, List<Integer> hand, List<Integer> handSizes, Integer discardTop,
                                     Combination combination, int pileSize, int toMove, int round,
                                     List<Integer> totals, int turnedInRound, boolean over,
                                     List<MulticartesMove> legalMoves) {

    public MulticartesObservation {
        hand = List.copyOf(hand);
        handSizes = List.copyOf(handSizes);
        totals = List.copyOf(totals);
        legalMoves = List.copyOf(legalMoves);
    }

    public boolean myTurn() {
        return !over && seat == toMove;
    }
}
