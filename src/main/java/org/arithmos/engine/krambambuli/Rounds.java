package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.cards.Decks;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.krambambuli.KrambambuliEvent.GameEnded;
import org.arithmos.engine.krambambuli.KrambambuliEvent.RoundDealt;
import org.arithmos.engine.krambambuli.KrambambuliEvent.RoundEnded;
import org.arithmos.engine.krambambuli.KrambambuliState.RoundResult;
import org.arithmos.engine.krambambuli.KrambambuliState.Turn;

/** Dealing, passing the turn, and the end of a round and of the game (KB-DEAL-1, KB-END-1, KB-SEC-1, KB-END-2). */
final class Rounds {

    /** What every other player scores after a Rami sec (KB-SEC-1). */
    static final int RAMI_SEC_POINTS = 200;

    private Rounds() {
    }

    /** KB-DEAL-1: 13 cards each, one by one from the starter; the next card starts the discard pile; the rest is the stock. */
    static KrambambuliState deal(KrambambuliOptions o, long seed, int round, int starter, List<Integer> totals,
                                 List<RoundResult> results, int moves, List<KrambambuliEvent> events) {
        List<PlayingCard> deck = Decks.shuffled(o.decks(), o.jokersPerDeck(), Rng.at(Rng.derive(seed, round)));
        List<List<PlayingCard>> hands = new ArrayList<>();
        List<Boolean> opened = new ArrayList<>();
        for (int i = 0; i < o.players(); i++) {
            hands.add(new ArrayList<>());
            opened.add(false);
        }
        int dealt = 13 * o.players();
        for (int k = 0; k < dealt; k++) {
            hands.get((starter + k) % o.players()).add(deck.get(k));
        }
        hands.forEach(h -> h.sort(KrambambuliGame.HAND_ORDER));
        List<PlayingCard> discard = List.of(deck.get(dealt));
        List<PlayingCard> stock = deck.subList(dealt + 1, deck.size());
        events.add(new RoundDealt(round, starter));
        return new KrambambuliState(o, seed, hands, stock, discard, List.of(), opened, Rng.derive(seed, 1000L + round),
                starter, starter, Turn.START, 0, round, totals, results, moves, false);
    }

    /** After a discard: the next seat plays, unless the round is blocked (decisions 47, 48). */
    static KrambambuliState nextTurn(KrambambuliState s, List<KrambambuliEvent> events) {
        int next = (s.toMove() + 1) % s.players();
        KrambambuliState moved = new KrambambuliState(s.options(), s.seed(), s.hands(), s.stock(), s.discard(),
                s.table(), s.opened(), s.rng(), s.starter(), next, Turn.START, s.turnsInRound() + 1, s.round(),
                s.totals(), s.results(), s.moves(), false);
        if (moved.turnsInRound() >= moved.turnLimit() || !KrambambuliRules.canDraw(moved)) {
            return end(moved, -1, false, events);
        }
        return moved;
    }

    /**
     * KB-END-1: the others score the cards left in hand (KB-SEC-1: 200 each after a Rami sec; a blocked round,
     * {@code winner} -1, everyone scores their hand). Then the game ends (KB-END-2) or the next round is dealt.
     */
    static KrambambuliState end(KrambambuliState s, int winner, boolean ramiSec, List<KrambambuliEvent> events) {
        List<Integer> points = new ArrayList<>();
        List<Integer> totals = new ArrayList<>();
        for (int i = 0; i < s.players(); i++) {
            int p = i == winner ? 0 : ramiSec ? RAMI_SEC_POINTS : handPoints(s.hand(i), s.options().jokerPoints());
            points.add(p);
            totals.add(s.totals().get(i) + p);
        }
        RoundResult result = new RoundResult(s.round(), winner, ramiSec, s.hands(), points);
        List<RoundResult> results = new ArrayList<>(s.results());
        results.add(result);
        events.add(new RoundEnded(result));
        if (totals.stream().anyMatch(t -> t >= s.options().target())) {
            KrambambuliState over = new KrambambuliState(s.options(), s.seed(), s.hands(), s.stock(), s.discard(),
                    s.table(), s.opened(), s.rng(), s.starter(), s.toMove(), s.turn(), s.turnsInRound(), s.round(),
                    totals, results, s.moves(), true);
            events.add(new GameEnded(over.leaders()));
            return over;
        }
        // The next round: the next seat starts (decision 46).
        return deal(s.options(), s.seed(), s.round() + 1, (s.starter() + 1) % s.players(), totals, results, s.moves(),
                events);
    }

    static int handPoints(List<PlayingCard> hand, int jokerPoints) {
        return hand.stream().mapToInt(c -> Melds.handPoints(c, jokerPoints)).sum();
    }
}
