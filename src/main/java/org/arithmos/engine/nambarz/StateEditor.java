package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.core.Rng;

/** A private working copy of a state while one move is applied; frozen into a new state at the end. */
final class StateEditor {

    final NambarzOptions options;
    final long seed;
    int roundNumber;
    int participants;
    Hand[] hands;
    DrawPile draw;
    PlayedPile played;
    int current;
    TurnPhase phase;
    int[] finishOrder;
    int[] roundBonus;
    List<RoundResult> results;
    long rng;
    int idleTurns;
    boolean movedThisTurn;
    /** A correct play stayed on the pile this turn (a replay joker before any play makes the player draw). */
    boolean playedThisTurn;
    int moves;
    int turns;
    boolean over;
    final List<NambarzEvent> events = new ArrayList<>(4);

    /** A game not dealt yet. */
    StateEditor(NambarzOptions options, long seed) {
        this.options = options;
        this.seed = seed;
        this.rng = seed;
        this.hands = new Hand[options.players()];
        java.util.Arrays.fill(hands, Hand.EMPTY);
        this.draw = DrawPile.EMPTY;
        this.played = PlayedPile.EMPTY;
        this.finishOrder = new int[0];
        this.roundBonus = new int[options.players()];
        this.results = List.of();
        this.phase = new TurnPhase.Open(false);
    }

    StateEditor(NambarzState s) {
        options = s.options;
        seed = s.seed;
        roundNumber = s.roundNumber;
        participants = s.participants;
        hands = s.hands.clone();
        draw = s.draw;
        played = s.played;
        current = s.current;
        phase = s.phase;
        finishOrder = s.finishOrder;
        roundBonus = s.roundBonus;
        results = s.results;
        rng = s.rng;
        idleTurns = s.idleTurns;
        movedThisTurn = s.movedThisTurn;
        playedThisTurn = s.playedThisTurn;
        moves = s.moves;
        turns = s.turns;
        over = s.over;
    }

    NambarzState freeze() {
        return new NambarzState(this);
    }

    Hand hand() {
        return hands[current];
    }

    void setHand(Hand hand) {
        hands[current] = hand;
    }

    Target target() {
        return played.target();
    }

    boolean inRound(int seat) {
        return (participants >> seat & 1) != 0;
    }

    boolean finished(int seat) {
        for (int s : finishOrder) {
            if (s == seat) {
                return true;
            }
        }
        return false;
    }

    /** Seats still holding cards in this round. */
    int activeCount() {
        int n = 0;
        for (int s = 0; s < options.players(); s++) {
            if (inRound(s) && !finished(s)) {
                n++;
            }
        }
        return n;
    }

    void addFinished(int seat) {
        int[] next = java.util.Arrays.copyOf(finishOrder, finishOrder.length + 1);
        next[finishOrder.length] = seat;
        finishOrder = next;
    }

    void addBonus(int seat, int points) {
        roundBonus = roundBonus.clone();
        roundBonus[seat] += points;
    }

    /**
     * Takes the top card of the draw pile, first turning the played cards under the target into a new
     * draw pile when it is empty (NZ-DEAL-3); null when there is nothing left to draw.
     */
    Card drawOne() {
        if (draw.isEmpty()) {
            reshuffle();
        }
        if (draw.isEmpty()) {
            return null;
        }
        Card card = draw.top();
        draw = draw.withoutTop();
        movedThisTurn = true;
        return card;
    }

    private void reshuffle() {
        int kept = played.keptOnReshuffle();
        if (played.size() <= kept) {
            return;
        }
        List<Card> top = played.newest(kept);
        List<Card> all = played.cards();
        byte[] faces = new byte[all.size() - kept];
        for (int i = kept; i < all.size(); i++) {
            faces[i - kept] = (byte) all.get(i).face();
        }
        Rng random = Rng.at(rng);
        random.shuffle(faces, faces.length);
        rng = random.state();
        draw = new DrawPile(faces, 0);
        PlayedPile pile = PlayedPile.EMPTY;
        for (int i = top.size() - 1; i >= 0; i--) {
            pile = pile.push(top.get(i));
        }
        played = pile;
        events.add(new NambarzEvent.Reshuffled(faces.length));
    }
}
