package org.arithmos.play;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.arithmos.engine.nambarz.NambarzMove;

/** The play to suggest: the one that puts down the most cards (a master stroke is worth showing). */
final class Hints {

    private Hints() {
    }

    static Optional<NambarzMove.PutDown> bestPlay(List<NambarzMove> legal) {
        return legal.stream()
                .filter(m -> m instanceof NambarzMove.PutDown)
                .map(m -> (NambarzMove.PutDown) m)
                .max(Comparator.comparingInt(p -> p.cards().size())); // ties: the first listed
    }

    /** A hint when no card can be put down: the first joker that may be played, else drawing. */
    static NambarzMove suggestion(List<NambarzMove> legal) {
        return bestPlay(legal).<NambarzMove>map(p -> p)
                .or(() -> legal.stream().filter(m -> m instanceof NambarzMove.PlayJoker).findFirst())
                .orElseGet(() -> legal.stream().filter(m -> m instanceof NambarzMove.Draw).findFirst()
                        .orElse(legal.getFirst()));
    }
}
