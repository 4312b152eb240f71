package org.arithmos.engine.nainjaune;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.Suit;

/**
 * Everything about a Nain Jaune game at one moment. Immutable; {@link NainJauneGame} makes the next one.
 *
 * @param options      the game's settings
 * @param seed         the seed every round's shuffle is derived from
 * @param round        the round being played, from 1
 * @param hands        each seat's cards, sorted by suit then rank
 * @param aside        the cards set aside for the round (simplified dealing, NJ-DEAL-1)
 * @param sequences    the sequences on the table this round, in the order they were started
 * @param board        the tokens in each box, in {@link Box} order
 * @param tokens       each seat's tokens
 * @param toMove       the seat whose turn it is
 * @param excluded     the suit a new sequence may not be started in (NJ-PLAY-4), or null
 * @param roundStarter the seat that started this round (NJ-PLAY-1)
 * @param results      the rounds played to their end
 * @param moves        moves played since the start of the game
 * @param over         whether the game has ended (NJ-END-2)
 */
public record NainJauneState(NainJauneOptions options, long seed, int round, List<List<Suited>> hands,
                             List<Suited> aside, List<Sequence> sequences, List<Integer> board, List<Integer> tokens,
                             int toMove, Suit excluded, int roundStarter, List<RoundResult> results, int moves,
                             boolean over) {

    public NainJauneState {
        hands = hands.stream().map(List::copyOf).toList();
        aside = List.copyOf(aside);
        sequences = List.copyOf(sequences);
        board = List.copyOf(board);
        tokens = List.copyOf(tokens);
        results = List.copyOf(results);
        if (board.size() != Box.values().length) {
            throw new IllegalArgumentException("the board has five boxes (NJ-DECK-1)");
        }
    }

    /**
     * What one player pays at the end of a round (NJ-END-1): each card left in hand with its price
     * (1, 2 or 5), the sum due, and what they paid, which is less when they had fewer tokens (decision 37).
     */
    public record Payment(int payer, List<Suited> cards, List<Integer> prices, int due, int paid) {
        public Payment {
            cards = List.copyOf(cards);
            prices = List.copyOf(prices);
        }
    }

    /**
     * The end of a round: its winner, the board taken, the payments. A {@code blocked} round is one where nobody
     * could put a card any more (decision 36): {@code winnerCount} is then the winner's own cards with their
     * prices, the lowest total at the table (else null).
     */
    public record RoundResult(int round, int winner, boolean blocked, int boardTaken, List<Payment> payments,
                              Payment winnerCount) {
        public RoundResult {
            payments = List.copyOf(payments);
        }
    }

    public int players() {
        return options.players();
    }

    public List<Suited> hand(int seat) {
        return hands.get(seat);
    }

    /** The sequence the player to move must continue, or null when a new one is to be started. */
    public Sequence openSequence() {
        return sequences.isEmpty() || sequences.getLast().status() != Sequence.Status.OPEN ? null : sequences.getLast();
    }

    /** Every card, wherever it is: 52 at every step (NJ-DECK-1). */
    public int cardCount() {
        return hands.stream().mapToInt(List::size).sum() + aside.size()
                + sequences.stream().mapToInt(q -> q.ranks().size()).sum();
    }

    /** Players' tokens plus the board's: the same at every step. */
    public int tokenCount() {
        return tokens.stream().mapToInt(Integer::intValue).sum() + board.stream().mapToInt(Integer::intValue).sum();
    }

    /** What one seat may know: their own hand, the others' card counts, the table, the tokens. */
    public NainJauneObservation observation(int seat) {
        List<Integer> counts = hands.stream().map(List::size).toList();
        List<NainJauneMove> legal = !over && seat == toMove ? NainJauneRules.legalMoves(this) : List.of();
        return new NainJauneObservation(seat, hand(seat), counts, aside.size(), sequences, board, tokens, toMove,
                excluded, round, options.rounds(), results, over, legal, options.continuing());
    }
}
