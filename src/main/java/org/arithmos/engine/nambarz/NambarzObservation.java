package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;

/**
 * What one player may know (bots and hints see only this): their own hand, how many cards the others
 * hold, the visible table, the scores. Another player's drawn card is hidden: in that case
 * {@link #phase()} is a {@link TurnPhase.Drawn} whose card is null.
 *
 * @param seat      whose view this is
 * @param handSizes cards held, per seat
 * @param pileTop   the newest played cards, newest first (at most {@link #PILE_SHOWN})
 */
public record NambarzObservation(int seat, NambarzOptions options, Hand hand, List<Integer> handSizes,
                                 Target target, List<Card> pileTop, int drawPileSize, int currentSeat,
                                 TurnPhase phase, List<Integer> finishOrder, List<Integer> seatsInRound,
                                 int roundNumber, List<RoundResult> results, List<Integer> points,
                                 List<Integer> roundBonus, boolean over) {

    public static final int PILE_SHOWN = 12;

    public NambarzObservation {
        handSizes = List.copyOf(handSizes);
        pileTop = List.copyOf(pileTop);
        finishOrder = List.copyOf(finishOrder);
        seatsInRound = List.copyOf(seatsInRound);
        results = List.copyOf(results);
        points = List.copyOf(points);
        roundBonus = List.copyOf(roundBonus);
    }

    static NambarzObservation of(NambarzState s, int seat) {
        int players = s.options().players();
        List<Integer> sizes = new ArrayList<>(players);
        List<Integer> points = new ArrayList<>(players);
        List<Integer> bonus = new ArrayList<>(players);
        for (int p = 0; p < players; p++) {
            sizes.add(s.hand(p).size());
            points.add(s.points(p));
            bonus.add(s.roundBonus(p));
        }
        TurnPhase phase = s.phase();
        if (phase instanceof TurnPhase.Drawn && seat != s.currentSeat()) {
            phase = new TurnPhase.Drawn(null);
        }
        return new NambarzObservation(seat, s.options(), s.hand(seat), sizes, s.target(),
                s.playedPile().newest(PILE_SHOWN), s.drawPile().size(), s.currentSeat(), phase, s.finishOrder(),
                s.seatsInRound(), s.roundNumber(), s.results(), points, bonus, s.isOver());
    }

    public boolean myTurn() {
        return seat == currentSeat && !over;
    }

    /** The legal moves, when it is this player's turn. */
    public List<NambarzMove> legalMoves() {
        return myTurn() ? LegalMoves.of(this) : List.of();
    }
}
