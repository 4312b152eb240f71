package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A moment of a Nambarz game. Immutable: {@link NambarzGame#apply} returns a new state. A game is its
 * options, its seed and its moves; {@link NambarzGame#replay} rebuilds exactly this state from them
 * (the seeded generator's state travels with it).
 */
public final class NambarzState {

    final NambarzOptions options;
    final long seed;
    final int roundNumber;
    final int participants;
    final Hand[] hands;
    final DrawPile draw;
    final PlayedPile played;
    final int current;
    final TurnPhase phase;
    final int[] finishOrder;
    final int[] roundBonus;
    final List<RoundResult> results;
    final long rng;
    final int idleTurns;
    final boolean movedThisTurn;
    final boolean playedThisTurn;
    final int moves;
    final int turns;
    final boolean over;

    NambarzState(StateEditor e) {
        options = e.options;
        seed = e.seed;
        roundNumber = e.roundNumber;
        participants = e.participants;
        hands = e.hands;
        draw = e.draw;
        played = e.played;
        current = e.current;
        phase = e.phase;
        finishOrder = e.finishOrder;
        roundBonus = e.roundBonus;
        results = e.results;
        rng = e.rng;
        idleTurns = e.idleTurns;
        movedThisTurn = e.movedThisTurn;
        playedThisTurn = e.playedThisTurn;
        moves = e.moves;
        turns = e.turns;
        over = e.over;
    }

    public NambarzOptions options() {
        return options;
    }

    public long seed() {
        return seed;
    }

    /** 1-based; rounds after {@code options().rounds()} are tie-break rounds (NZ-SCORE-3). */
    public int roundNumber() {
        return roundNumber;
    }

    public boolean isTieBreakRound() {
        return roundNumber > options.rounds();
    }

    /** Whether this seat plays in the current round (everyone, except in a tie-break round). */
    public boolean inRound(int seat) {
        return (participants >> seat & 1) != 0;
    }

    public List<Integer> seatsInRound() {
        List<Integer> seats = new ArrayList<>();
        for (int s = 0; s < options.players(); s++) {
            if (inRound(s)) {
                seats.add(s);
            }
        }
        return seats;
    }

    public Hand hand(int seat) {
        return hands[seat];
    }

    public DrawPile drawPile() {
        return draw;
    }

    public PlayedPile playedPile() {
        return played;
    }

    /** What the player to move must cover (NZ-TARGET-1). */
    public Target target() {
        return played.target();
    }

    public int currentSeat() {
        return current;
    }

    public TurnPhase phase() {
        return phase;
    }

    /** Seats that ran out of cards this round, first out first. */
    public List<Integer> finishOrder() {
        return Arrays.stream(finishOrder).boxed().toList();
    }

    public boolean hasFinished(int seat) {
        for (int s : finishOrder) {
            if (s == seat) {
                return true;
            }
        }
        return false;
    }

    /** Master-stroke points made so far in the current round. */
    public int roundBonus(int seat) {
        return roundBonus[seat];
    }

    public List<RoundResult> results() {
        return results;
    }

    public boolean isOver() {
        return over;
    }

    /** Turns begun since the start (a turn may take several moves); changes when a new turn begins. */
    public int turnNumber() {
        return turns;
    }

    /** How many moves have been applied since the start. */
    public int moveCount() {
        return moves;
    }

    /** Points of the finished regular rounds (tie-break rounds only order the tied). */
    public int points(int seat) {
        int total = 0;
        for (RoundResult r : results) {
            if (!r.tieBreak()) {
                total += r.points(seat);
            }
        }
        return total;
    }

    /** The ranking so far: final once {@link #isOver()}. */
    public List<Standing> standings() {
        return Standings.of(this);
    }

    /** What {@code seat} may know: their own hand, the others' card counts, the table. */
    public NambarzObservation observation(int seat) {
        return NambarzObservation.of(this, seat);
    }

    /** What a spectator may know (the teacher watching a live table): the table and the counts, no hand. */
    public NambarzObservation spectatorObservation() {
        return NambarzObservation.spectator(this);
    }

    /** How many copies of each face are in hands and piles (the deck, at every step). */
    public int[] faceCounts() {
        int[] counts = new int[Card.FACES];
        for (Hand h : hands) {
            for (int f = 0; f < Card.FACES; f++) {
                counts[f] += h.countFace(f);
            }
        }
        draw.addCounts(counts);
        played.addCounts(counts);
        return counts;
    }

    int idleTurns() {
        return idleTurns;
    }

    /** Two states are equal when every card lies in the same place and the game stands at the same point. */
    @Override
    public boolean equals(Object o) {
        return o instanceof NambarzState s && seed == s.seed && rng == s.rng && moves == s.moves
                && turns == s.turns && roundNumber == s.roundNumber && participants == s.participants && current == s.current
                && idleTurns == s.idleTurns && movedThisTurn == s.movedThisTurn && playedThisTurn == s.playedThisTurn && over == s.over
                && options.equals(s.options) && phase.equals(s.phase) && Arrays.equals(hands, s.hands)
                && Arrays.equals(finishOrder, s.finishOrder) && Arrays.equals(roundBonus, s.roundBonus)
                && results.equals(s.results) && draw.cards().equals(s.draw.cards())
                && played.cards().equals(s.played.cards());
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(seed, rng, moves, current, Arrays.hashCode(hands));
    }

    @Override
    public String toString() {
        return "NambarzState[round " + roundNumber + ", move " + moves + ", seat " + current + " to play, "
                + phase + ", target " + target() + "]";
    }
}
