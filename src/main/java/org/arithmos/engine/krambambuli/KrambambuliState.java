package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard;

/**
 * Everything about a Krambambuli game at one moment. Immutable; {@link KrambambuliGame} makes the next one.
 *
 * @param hands        each seat's cards, sorted (suit, then rank; jokers last)
 * @param stock        the face-down stock, its top first
 * @param discard      the discard pile, its top last
 * @param table        the melds on the table, numbered in the order laid
 * @param opened       whether each seat has made its first laying down this round (KB-OPEN-1)
 * @param rng          the state of the generator that shuffles the discard pile into a new stock
 * @param starter      the seat that played first this round
 * @param toMove       the seat whose turn it is
 * @param turn         what the player to move has done this turn
 * @param turnsInRound turns finished this round (a round stops at {@link #turnLimit()}, decision 48)
 * @param round        the round being played, from 1
 * @param totals       each seat's points so far (KB-END-2)
 * @param results      the rounds played to their end
 * @param moves        steps played since the start of the game
 * @param over         whether the game has ended
 */
public record KrambambuliState(KrambambuliOptions options, long seed, List<List<PlayingCard>> hands,
                               List<PlayingCard> stock, List<PlayingCard> discard, List<TableMeld> table,
                               List<Boolean> opened, long rng, int starter, int toMove, Turn turn,
                               int turnsInRound, int round, List<Integer> totals, List<RoundResult> results,
                               int moves, boolean over) {

    /** Turns per player after which a round stops, blocked (rules decision 48). */
    public static final int TURNS_PER_PLAYER = 60;

    public KrambambuliState {
        hands = hands.stream().map(List::copyOf).toList();
        stock = List.copyOf(stock);
        discard = List.copyOf(discard);
        table = List.copyOf(table);
        opened = List.copyOf(opened);
        totals = List.copyOf(totals);
        results = List.copyOf(results);
    }

    /** A meld on the table and who laid it (anyone who has opened may add to it or take from it). */
    public record TableMeld(int owner, Meld meld) {
    }

    /**
     * The turn so far: drawn (or taken the discard), a new meld laid, and whether that was a first laying
     * down taking the whole hand or all but one card (Rami sec, KB-SEC-1, decision 45).
     */
    public record Turn(boolean drawn, boolean laid, boolean ramiSec) {
        public static final Turn START = new Turn(false, false, false);
    }

    /**
     * The end of a round: who went out ({@code -1} when the round was blocked, decision 47), whether by
     * Rami sec (KB-SEC-1), the cards each seat still held and the points each one scored.
     */
    public record RoundResult(int round, int winner, boolean ramiSec, List<List<PlayingCard>> hands,
                              List<Integer> points) {
        public RoundResult {
            hands = hands.stream().map(List::copyOf).toList();
            points = List.copyOf(points);
        }
    }

    public int players() {
        return options.players();
    }

    public List<PlayingCard> hand(int seat) {
        return hands.get(seat);
    }

    public boolean opened(int seat) {
        return opened.get(seat);
    }

    public PlayingCard discardTop() {
        return discard.isEmpty() ? null : discard.getLast();
    }

    public int turnLimit() {
        return TURNS_PER_PLAYER * players();
    }

    /** Every card of the game, wherever it is: hands, table, stock, discard pile (the deck(s) at every step). */
    public List<PlayingCard> allCards() {
        List<PlayingCard> all = new ArrayList<>();
        hands.forEach(all::addAll);
        table.forEach(t -> all.addAll(t.meld().cards()));
        all.addAll(stock);
        all.addAll(discard);
        return all;
    }

    /** The seats with the lowest total (KB-END-2): the winners once the game is over. */
    public List<Integer> leaders() {
        int min = totals.stream().mapToInt(Integer::intValue).min().orElse(0);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < totals.size(); i++) {
            if (totals.get(i) == min) {
                out.add(i);
            }
        }
        return out;
    }

    /** What one seat may know: its own hand, the others' card counts, the table, the top discard. */
    public KrambambuliObservation observation(int seat) {
        List<Integer> counts = hands.stream().map(List::size).toList();
        List<KrambambuliRules.Step> steps = !over && seat == toMove ? KrambambuliRules.steps(this) : List.of();
        return new KrambambuliObservation(seat, hand(seat), counts, table, discardTop(), discard.size(),
                stock.size(), opened, toMove, turn, round, totals, results, over, steps);
    }
}
