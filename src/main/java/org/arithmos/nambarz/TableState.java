package org.arithmos.nambarz;

import java.util.List;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.tables.GameId;
import org.arithmos.tables.Seat;

/**
 * The table as the pupil sees it: their own hand, the others' card counts, the card to cover, scores
 * (an observation, so nothing of the others' hands leaves the server), and what they may do now.
 *
 * @param you        the pupil's seat
 * @param legalMoves the pupil's legal moves when it is their turn, else empty
 * @param moveCount  moves played so far: sent back with each action, so a stale tab is noticed
 * @param recorded   false for guests: nothing is stored
 */
public record TableState(GameId id, NzSetup setup, List<Seat> seats, int you, NambarzObservation view,
                         List<NambarzMove> legalMoves, int moveCount, boolean recorded) {

    public TableState {
        seats = List.copyOf(seats);
        legalMoves = List.copyOf(legalMoves);
    }

    public boolean over() {
        return view.over();
    }

    public boolean yourTurn() {
        return view.myTurn();
    }

    public Seat current() {
        return seats.get(view.currentSeat());
    }

    /** What Check (and playing it) would say of this put down now, without playing it. */
    public Judgment verdictOf(NambarzMove.PutDown play) {
        return CheckVerdict.of(view.target(), view.phase(), setup.options().calcMode(), play);
    }

    /** A bot is to move: the table lets it play after the pace delay. */
    public boolean botToMove() {
        return !over() && current().isBot();
    }
}
