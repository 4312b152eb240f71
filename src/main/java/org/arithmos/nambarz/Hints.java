package org.arithmos.nambarz;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.arithmos.engine.nambarz.Correction;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.Transition;
import org.arithmos.engine.nambarz.TurnPhase;

/**
 * The play to suggest: the one that puts down the most cards (a master stroke is worth showing); and the plays a
 * pupil is told of after their move, kindly: the one they missed, the better one.
 */
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

    /**
     * When the pupil draws although a card could be put down, or keeps a drawn card that could be played:
     * that play (NZ-TURN-2; shown kindly, never a penalty).
     */
    static NambarzMove missedPlay(NambarzState state, NambarzMove move) {
        boolean drawing = move instanceof NambarzMove.Draw && state.phase() instanceof TurnPhase.Open;
        boolean keeping = move instanceof NambarzMove.Pass && state.phase() instanceof TurnPhase.Drawn;
        if (!drawing && !keeping) {
            return null;
        }
        return bestPlay(NambarzGame.legalMoves(state)).orElse(null);
    }

    /**
     * When the pupil's play was penalized and every card went back (no correction kept a right play): the
     * play the hint would have shown, or a draw when no card could be put down.
     */
    static Optional<NambarzMove> betterPlay(NambarzState before, Transition t) {
        return betterPlay(before, t.events());
    }

    /** {@link #betterPlay(NambarzState, Transition)} from the move's events (the class game's debrief keeps it). */
    static Optional<NambarzMove> betterPlay(NambarzState before, List<?> events) {
        boolean allBack = events.stream().anyMatch(e -> e instanceof NambarzEvent.Played p
                && p.seat() == before.currentSeat() && p.judgment() instanceof Judgment.Penalized penalty
                && penalty.correction() instanceof Correction.TakeBack);
        return allBack ? Optional.of(suggestion(NambarzGame.legalMoves(before))) : Optional.empty();
    }
}
