package org.arithmos.engine.nainjaune;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.arithmos.engine.cards.Decks;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.cards.Suit;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nainjaune.NainJauneEvent.BoxWon;
import org.arithmos.engine.nainjaune.NainJauneEvent.CardPut;
import org.arithmos.engine.nainjaune.NainJauneEvent.GameEnded;
import org.arithmos.engine.nainjaune.NainJauneEvent.Passed;
import org.arithmos.engine.nainjaune.NainJauneEvent.RoundEnded;
import org.arithmos.engine.nainjaune.NainJauneEvent.RoundStarted;
import org.arithmos.engine.nainjaune.NainJauneEvent.SequenceBlocked;
import org.arithmos.engine.nainjaune.NainJauneEvent.SequenceCompleted;
import org.arithmos.engine.nainjaune.NainJauneMove.Pass;
import org.arithmos.engine.nainjaune.NainJauneMove.Put;
import org.arithmos.engine.nainjaune.NainJauneState.Payment;
import org.arithmos.engine.nainjaune.NainJauneState.RoundResult;

/**
 * Nain Jaune (seed 002; RULES.md section 3): put your cards in sequences by suit, win the boxes of the
 * board with their cards, and be the first with no cards left. 2 to 8 players.
 *
 * <p>A game is (options, seed, moves): {@link #start} deals from the seed, {@link #apply} plays one move of
 * the player to move, {@link #replay} rebuilds any moment exactly. Pure functions.
 */
public final class NainJauneGame {

    /** Tokens each player puts in each box at the start of a round (NJ-DEAL-2). */
    public static final int STAKE_PER_BOX = 1;

    static final Comparator<Suited> HAND_ORDER = Comparator.<Suited>comparingInt(c -> c.suit().ordinal())
            .thenComparingInt(c -> c.rank().number());

    private NainJauneGame() {
    }

    public static NainJauneTransition start(NainJauneOptions options, long seed) {
        List<NainJauneEvent> events = new ArrayList<>();
        List<Integer> tokens = new ArrayList<>();
        for (int i = 0; i < options.players(); i++) {
            tokens.add(options.startTokens());
        }
        List<Integer> board = List.of(0, 0, 0, 0, 0);
        return new NainJauneTransition(deal(options, seed, 1, -1, board, tokens, List.of(), 0, events), events);
    }

    public static NainJauneState newGame(NainJauneOptions options, long seed) {
        return start(options, seed).state();
    }

    /** Plays one move of the player to move; a move the rules refuse throws and changes nothing. */
    public static NainJauneTransition apply(NainJauneState s, NainJauneMove move) {
        NainJauneJudgment verdict = NainJauneRules.judge(s, move);
        if (!verdict.legal()) {
            throw new IllegalNainJauneMove(verdict);
        }
        List<NainJauneEvent> events = new ArrayList<>();
        int seat = s.toMove();
        int n = s.players();
        NainJauneState counted = new NainJauneState(s.options(), s.seed(), s.round(), s.hands(), s.aside(),
                s.sequences(), s.board(), s.tokens(), seat, s.excluded(), s.roundStarter(), s.results(), s.moves() + 1,
                false);
        NainJauneState after = switch (move) {
            case Pass p -> {
                // NJ-PLAY-5: the next player starts a new sequence, in any suit (decision 34).
                events.add(new Passed(seat));
                yield with(counted, s.hands(), s.sequences(), s.board(), s.tokens(), (seat + 1) % n, null);
            }
            case Put p -> put(counted, seat, p.card(), events);
        };
        return new NainJauneTransition(after, events);
    }

    public static NainJauneState play(NainJauneState s, NainJauneMove move) {
        return apply(s, move).state();
    }

    public static NainJauneState replay(NainJauneOptions options, long seed, List<NainJauneMove> moves) {
        NainJauneState s = newGame(options, seed);
        for (NainJauneMove m : moves) {
            s = play(s, m);
        }
        return s;
    }

    public static List<NainJauneMove> legalMoves(NainJauneState s) {
        return NainJauneRules.legalMoves(s);
    }

    private static NainJauneState put(NainJauneState s, int seat, Suited card, List<NainJauneEvent> events) {
        int n = s.players();
        List<List<Suited>> hands = copy(s.hands());
        hands.get(seat).remove(card);
        List<Sequence> sequences = new ArrayList<>(s.sequences());
        Sequence open = s.openSequence();
        Sequence now;
        if (open == null) {
            now = new Sequence(card.suit(), List.of(card.rank()), Sequence.Status.OPEN);
            sequences.add(now);
        } else {
            now = open.with(card.rank());
            sequences.set(sequences.size() - 1, now);
        }
        events.add(new CardPut(seat, card, open == null));
        List<Integer> board = new ArrayList<>(s.board());
        List<Integer> tokens = new ArrayList<>(s.tokens());
        Box box = Box.of(card);
        if (box != null) {
            // NJ-BOX-1
            int won = board.set(box.ordinal(), 0);
            tokens.set(seat, tokens.get(seat) + won);
            events.add(new BoxWon(seat, box, won));
        }
        NainJauneState moved = with(s, hands, sequences, board, tokens, seat, null);
        if (hands.get(seat).isEmpty()) {
            return endRound(moved, seat, false, events);
        }
        if (card.rank() == Rank.KING) {
            // NJ-PLAY-4: whoever puts a King starts a new sequence, in another suit (decision 33).
            events.add(new SequenceCompleted(card.suit(), seat));
            return orBlocked(with(moved, hands, sequences, board, tokens, seat, card.suit()), events);
        }
        int next = (seat + 1) % n;
        int continues = continuer(s.options().continuing(), hands, seat, now.next());
        if (continues >= 0) {
            return with(moved, hands, sequences, board, tokens, continues, null);
        }
        // NJ-PLAY-3: nobody may continue; the sequence is blocked for good, and NJ-PLAY-4: the player who put its
        // last card starts a new one in another suit (decision 33).
        sequences.set(sequences.size() - 1, now.blocked());
        int couldNot = s.options().continuing() == NainJauneOptions.Continuing.FAMILY ? SequenceBlocked.NOBODY : next;
        events.add(new SequenceBlocked(card.suit(), now.next(), couldNot, seat));
        return orBlocked(with(moved, hands, sequences, board, tokens, seat, card.suit()), events);
    }

    /**
     * NJ-PLAY-3 (decision 50): the seat that puts {@code wanted} next, or -1 when the sequence is blocked. With
     * {@code NEXT_PLAYER} only the next seat may; with {@code FAMILY} the seat that just put a card goes on, then
     * the first seat after it that holds the card.
     */
    private static int continuer(NainJauneOptions.Continuing rule, List<List<Suited>> hands, int seat, Suited wanted) {
        int n = hands.size();
        return switch (rule) {
            case NEXT_PLAYER -> hands.get((seat + 1) % n).contains(wanted) ? (seat + 1) % n : -1;
            case FAMILY -> {
                for (int k = 0; k < n; k++) {
                    if (hands.get((seat + k) % n).contains(wanted)) {
                        yield (seat + k) % n;
                    }
                }
                yield -1;
            }
        };
    }

    /**
     * Decision 36: when nobody holds a low card and no sequence is open, no card can ever be put again. The
     * round is blocked: every hand is counted with NJ-END-1's prices and the lowest total wins it as if it had
     * no cards (fewer cards, then turn order from the player to move, break a tie).
     */
    private static NainJauneState orBlocked(NainJauneState s, List<NainJauneEvent> events) {
        boolean anyLow = s.hands().stream().flatMap(List::stream).anyMatch(NainJauneRules::isLow);
        if (anyLow) {
            return s;
        }
        int n = s.players();
        int best = s.toMove();
        for (int k = 1; k < n; k++) {
            int p = (s.toMove() + k) % n;
            int byValue = Integer.compare(value(s.hand(p)), value(s.hand(best)));
            if (byValue < 0 || byValue == 0 && s.hand(p).size() < s.hand(best).size()) {
                best = p;
            }
        }
        return endRound(s, best, true, events);
    }

    private static int value(List<Suited> hand) {
        return hand.stream().mapToInt(NainJauneRules::price).sum();
    }

    private static Payment count(int seat, List<Suited> cards, int paid) {
        List<Integer> prices = cards.stream().map(NainJauneRules::price).toList();
        return new Payment(seat, cards, prices, prices.stream().mapToInt(Integer::intValue).sum(), paid);
    }

    /**
     * NJ-END-1: the winner takes the board and every other player pays for the cards left in their hand,
     * what they have at most (decision 37); in a blocked round, the same with the lowest count as the winner
     * (decision 36). Then NJ-END-2: the game ends, or the next round is dealt.
     */
    private static NainJauneState endRound(NainJauneState s, int winner, boolean blocked, List<NainJauneEvent> events) {
        List<Integer> tokens = new ArrayList<>(s.tokens());
        List<Integer> board = new ArrayList<>(s.board());
        List<Payment> payments = new ArrayList<>();
        int taken = board.stream().mapToInt(Integer::intValue).sum();
        board.replaceAll(b -> 0);
        tokens.set(winner, tokens.get(winner) + taken);
        for (int p = 0; p < s.players(); p++) {
            if (p == winner) {
                continue;
            }
            int paid = Math.min(value(s.hand(p)), tokens.get(p));
            tokens.set(p, tokens.get(p) - paid);
            tokens.set(winner, tokens.get(winner) + paid);
            payments.add(count(p, s.hand(p), paid));
        }
        RoundResult result = new RoundResult(s.round(), winner, blocked, taken, payments,
                blocked ? count(winner, s.hand(winner), 0) : null);
        List<RoundResult> results = new ArrayList<>(s.results());
        results.add(result);
        events.add(new RoundEnded(result));
        boolean over = s.round() >= s.options().rounds() || tokens.stream().anyMatch(t -> t == 0);
        if (over) {
            int most = tokens.stream().mapToInt(Integer::intValue).max().orElse(0);
            List<Integer> winners = new ArrayList<>();
            for (int p = 0; p < s.players(); p++) {
                if (tokens.get(p) == most) {
                    winners.add(p);
                }
            }
            events.add(new GameEnded(tokens, winners));
            return new NainJauneState(s.options(), s.seed(), s.round(), s.hands(), s.aside(), s.sequences(), board,
                    tokens, s.toMove(), null, s.roundStarter(), results, s.moves(), true);
        }
        // NJ-PLAY-1: the winner starts the next round.
        return deal(s.options(), s.seed(), s.round() + 1, winner, board, tokens, results, s.moves(), events);
    }

    /**
     * NJ-DEAL-1 and NJ-DEAL-2: shuffle from the seed, deal one card at a time from seat 0 (classic: every
     * card; simplified: equal hands, the rest aside), everyone stakes one token per box. The first round is
     * started by the holder of the A♥, or of the lowest heart when the A♥ is set aside (decision 35).
     */
    private static NainJauneState deal(NainJauneOptions o, long seed, int round, int starter, List<Integer> board,
                                       List<Integer> tokens, List<RoundResult> results, int moves,
                                       List<NainJauneEvent> events) {
        List<PlayingCard> deck = Decks.shuffled(1, 0, Rng.at(Rng.derive(seed, round)));
        int n = o.players();
        int dealt = o.dealing() == NainJauneOptions.Dealing.CLASSIC ? deck.size() : deck.size() / n * n;
        List<List<Suited>> hands = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            hands.add(new ArrayList<>());
        }
        for (int i = 0; i < dealt; i++) {
            hands.get(i % n).add((Suited) deck.get(i));
        }
        hands.forEach(h -> h.sort(HAND_ORDER));
        List<Suited> aside = deck.subList(dealt, deck.size()).stream().map(c -> (Suited) c).sorted(HAND_ORDER).toList();
        List<Integer> newBoard = new ArrayList<>(board);
        List<Integer> newTokens = new ArrayList<>(tokens);
        List<Integer> stakes = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            // A player with fewer than 5 tokens stakes what they have, box by box in the board's order (decision 37).
            int stake = Math.min(newTokens.get(p), STAKE_PER_BOX * Box.values().length);
            newTokens.set(p, newTokens.get(p) - stake);
            for (int b = 0; b < stake; b++) {
                newBoard.set(b % newBoard.size(), newBoard.get(b % newBoard.size()) + 1);
            }
            stakes.add(stake);
        }
        int first = starter >= 0 ? starter : firstStarter(hands);
        events.add(new RoundStarted(round, first, stakes));
        return new NainJauneState(o, seed, round, hands, aside, List.of(), newBoard, newTokens, first, null, first,
                results, moves, false);
    }

    /** NJ-PLAY-1: the holder of the A♥; when it is set aside, of the lowest heart dealt (decision 35). */
    static int firstStarter(List<List<Suited>> hands) {
        for (Rank r : Rank.values()) {
            Suited heart = PlayingCard.of(r, Suit.HEARTS);
            for (int p = 0; p < hands.size(); p++) {
                if (hands.get(p).contains(heart)) {
                    return p;
                }
            }
        }
        throw new IllegalStateException("no heart was dealt");
    }

    private static NainJauneState with(NainJauneState s, List<List<Suited>> hands, List<Sequence> sequences,
                                       List<Integer> board, List<Integer> tokens, int toMove, Suit excluded) {
        return new NainJauneState(s.options(), s.seed(), s.round(), hands, s.aside(), sequences, board, tokens, toMove,
                excluded, s.roundStarter(), s.results(), s.moves(), s.over());
    }

    private static List<List<Suited>> copy(List<List<Suited>> hands) {
        List<List<Suited>> out = new ArrayList<>();
        hands.forEach(h -> out.add(new ArrayList<>(h)));
        return out;
    }
}
