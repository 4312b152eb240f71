package org.arithmos.engine.multicartes;

import java.util.List;

/**
 * Everything about a Multicartes game at one moment. Immutable; {@link MulticartesGame} makes the next one.
 *
 * @param hands        each seat's number cards, sorted
 * @param discard      the discard pile, its top last
 * @param aside        the cards not dealt (two with three players, MC-DEAL-1; the rest of the deck solo)
 * @param pile         the combination cards still face down, the next one first
 * @param turned       the combination cards turned up this cycle, the one in play last (MC-TURN-3)
 * @param pileRng      the state of the generator that shuffles the combination pile when it runs out
 * @param starter      the first player of the round: a new combination is turned when the turn comes back
 * @param toMove       the seat whose turn it is
 * @param round        the round being played, from 1
 * @param totals       each seat's penalty points so far (MC-END-1)
 * @param results      the rounds played to their end
 * @param turnedInRound combination cards turned this round (the solo score, MC-SOLO-1)
 * @param moves        moves played since the start of the game
 * @param over         whether the game has ended
 */
public record MulticartesState(MulticartesOptions options, long seed, List<List<Integer>> hands, List<Integer> discard,
                               List<Integer> aside, List<Integer> pile, List<Integer> turned, long pileRng, int starter,
                               int toMove, int round, List<Integer> totals, List<RoundResult> results,
                               int turnedInRound, int moves, boolean over) {

    /** A solo game that has turned this many combination cards without emptying the hand stops there. */
    public static final int SOLO_LIMIT = 60;

    public MulticartesState {
        hands = hands.stream().map(List::copyOf).toList();
        discard = List.copyOf(discard);
        aside = List.copyOf(aside);
        pile = List.copyOf(pile);
        turned = List.copyOf(turned);
        totals = List.copyOf(totals);
        results = List.copyOf(results);
    }

    /** The end of a round: who ran out of cards (or -1 when a solo game stopped at its limit), and points. */
    public record RoundResult(int round, int winner, List<Integer> points, int combinationsTurned) {
        public RoundResult {
            points = List.copyOf(points);
        }
    }

    public int players() {
        return options.players();
    }

    public List<Integer> hand(int seat) {
        return hands.get(seat);
    }

    /** The combination card in play. */
    public Combination combination() {
        return Combination.of(turned.getLast());
    }

    /** The top of the discard pile, or null when it is empty. */
    public Integer discardTop() {
        return discard.isEmpty() ? null : discard.getLast();
    }

    /** Every number card, wherever it is: the 32 of MC-DECK-1 at every step. */
    public int numberCardCount() {
        return hands.stream().mapToInt(List::size).sum() + discard.size() + aside.size();
    }

    /** What one seat may know: their own hand, the others' card counts, the table. */
    public MulticartesObservation observation(int seat) {
        List<Integer> counts = hands.stream().map(List::size).toList();
        List<MulticartesMove> legal = !over && seat == toMove ? MulticartesRules.legalMoves(this) : List.of();
        return new MulticartesObservation(seat, hand(seat), counts, discardTop(), combination(), pile.size(), toMove,
                round, totals, turnedInRound, over, legal);
    }
}
