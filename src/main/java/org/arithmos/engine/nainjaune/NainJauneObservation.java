package org.arithmos.engine.nainjaune;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.Suit;

/** What one player sees: their hand, the others' card counts (not their cards), the table, tokens and their moves. */
public record NainJauneObservation(int seat, List<Suited> hand, List<Integer> handSizes, int asideCount,
                                   List<Sequence> sequences, List<Integer> board, List<Integer> tokens, int toMove,
                                   Suit excluded, int round, int rounds, List<NainJauneState.RoundResult> results,
                                   boolean over, List<NainJauneMove> legalMoves,
                                   NainJauneOptions.Continuing continuing) {

    public NainJauneObservation {
        hand = List.copyOf(hand);
        handSizes = List.copyOf(handSizes);
        sequences = List.copyOf(sequences);
        board = List.copyOf(board);
        tokens = List.copyOf(tokens);
        results = List.copyOf(results);
        legalMoves = List.copyOf(legalMoves);
    }

    public boolean myTurn() {
        return !over && seat == toMove;
    }

    /** The open sequence the player to move must continue, or null. */
    public Sequence openSequence() {
        return sequences.isEmpty() || sequences.getLast().status() != Sequence.Status.OPEN ? null : sequences.getLast();
    }
}
