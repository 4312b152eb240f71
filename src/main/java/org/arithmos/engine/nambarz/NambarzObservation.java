package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What one player may know (bots and hints see only this): their own hand, how many cards the others
 * hold, the visible table, the scores. Another player's drawn card is hidden: in that case
 * {@link #phase()} is a {@link TurnPhase.Drawn} whose card is null.
 *
 * <p>A view of a state: each part is worked out when asked (a bot asks for a few parts thousands of
 * times a second), and no accessor reveals another player's cards. A spectator's view (seat -1, the teacher
 * watching a live table) holds no hand at all and never has the turn.
 */
public final class NambarzObservation {

    public static final int PILE_SHOWN = 12;

    private final NambarzState state;
    private final int seat;

    private NambarzObservation(NambarzState state, int seat) {
        this.state = state;
        this.seat = seat;
    }

    static NambarzObservation of(NambarzState s, int seat) {
        if (seat < 0 || seat >= s.options().players()) {
            throw new IllegalArgumentException("no seat " + seat);
        }
        return new NambarzObservation(s, seat);
    }

    /** What someone who sits at no seat may know: the table and every count, no hand. */
    static NambarzObservation spectator(NambarzState s) {
        return new NambarzObservation(s, SPECTATOR);
    }

    /** The seat of a spectator's view. */
    public static final int SPECTATOR = -1;

    /** Whose view this is. */
    public int seat() {
        return seat;
    }

    public NambarzOptions options() {
        return state.options();
    }

    /** The player's own hand; empty for a spectator. */
    public Hand hand() {
        return seat == SPECTATOR ? Hand.EMPTY : state.hand(seat);
    }

    /** Cards held, per seat. */
    public List<Integer> handSizes() {
        List<Integer> sizes = new ArrayList<>(state.options().players());
        for (int p = 0; p < state.options().players(); p++) {
            sizes.add(state.hand(p).size());
        }
        return List.copyOf(sizes);
    }

    public Target target() {
        return state.target();
    }

    /** The newest played cards, newest first (at most {@link #PILE_SHOWN}). */
    public List<Card> pileTop() {
        return List.copyOf(state.playedPile().newest(PILE_SHOWN));
    }

    public int drawPileSize() {
        return state.drawPile().size();
    }

    public int currentSeat() {
        return state.currentSeat();
    }

    public TurnPhase phase() {
        TurnPhase phase = state.phase();
        return phase instanceof TurnPhase.Drawn && seat != state.currentSeat() ? new TurnPhase.Drawn(null) : phase;
    }

    public List<Integer> finishOrder() {
        return state.finishOrder();
    }

    public List<Integer> seatsInRound() {
        return state.seatsInRound();
    }

    public int roundNumber() {
        return state.roundNumber();
    }

    public List<RoundResult> results() {
        return state.results();
    }

    /** Points of the finished regular rounds, per seat. */
    public List<Integer> points() {
        List<Integer> points = new ArrayList<>(state.options().players());
        for (int p = 0; p < state.options().players(); p++) {
            points.add(state.points(p));
        }
        return List.copyOf(points);
    }

    /** The ranking so far, from the rounds played to their end (NZ-SCORE-3): final once the game is over. */
    public List<Standing> standings() {
        return state.standings();
    }

    /** Master-stroke points made in the current round, per seat. */
    public List<Integer> roundBonus() {
        List<Integer> bonus = new ArrayList<>(state.options().players());
        for (int p = 0; p < state.options().players(); p++) {
            bonus.add(state.roundBonus(p));
        }
        return List.copyOf(bonus);
    }

    public boolean over() {
        return state.isOver();
    }

    public boolean myTurn() {
        return seat == state.currentSeat() && !state.isOver();
    }

    /** The legal moves, when it is this player's turn. */
    public List<NambarzMove> legalMoves() {
        return myTurn() ? LegalMoves.of(this) : List.of();
    }

    /** Two views are equal when they show the same: the same hand, table, turn and scores. */
    @Override
    public boolean equals(Object o) {
        return o instanceof NambarzObservation v && seat == v.seat && options().equals(v.options())
                && hand().equals(v.hand()) && handSizes().equals(v.handSizes()) && target().equals(v.target())
                && pileTop().equals(v.pileTop()) && drawPileSize() == v.drawPileSize()
                && currentSeat() == v.currentSeat() && phase().equals(v.phase())
                && finishOrder().equals(v.finishOrder()) && seatsInRound().equals(v.seatsInRound())
                && roundNumber() == v.roundNumber() && results().equals(v.results()) && points().equals(v.points())
                && roundBonus().equals(v.roundBonus()) && over() == v.over();
    }

    @Override
    public int hashCode() {
        return Objects.hash(seat, hand(), currentSeat(), drawPileSize(), roundNumber());
    }

    @Override
    public String toString() {
        return "NambarzObservation[seat " + seat + ", hand " + hand() + ", target " + target() + ", " + phase() + "]";
    }
}
