package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.krambambuli.KrambambuliEvent.Added;
import org.arithmos.engine.krambambuli.KrambambuliEvent.Discarded;
import org.arithmos.engine.krambambuli.KrambambuliEvent.Drew;
import org.arithmos.engine.krambambuli.KrambambuliEvent.Laid;
import org.arithmos.engine.krambambuli.KrambambuliEvent.RetrievedJoker;
import org.arithmos.engine.krambambuli.KrambambuliEvent.StockRenewed;
import org.arithmos.engine.krambambuli.KrambambuliEvent.TookDiscard;
import org.arithmos.engine.krambambuli.KrambambuliEvent.TookFromMeld;
import org.arithmos.engine.krambambuli.KrambambuliMove.Add;
import org.arithmos.engine.krambambuli.KrambambuliMove.Discard;
import org.arithmos.engine.krambambuli.KrambambuliMove.Draw;
import org.arithmos.engine.krambambuli.KrambambuliMove.Lay;
import org.arithmos.engine.krambambuli.KrambambuliMove.RetrieveJoker;
import org.arithmos.engine.krambambuli.KrambambuliMove.TakeDiscard;
import org.arithmos.engine.krambambuli.KrambambuliMove.TakeFromMeld;
import org.arithmos.engine.krambambuli.KrambambuliState.TableMeld;
import org.arithmos.engine.krambambuli.KrambambuliState.Turn;

/**
 * Krambambuli (seed 004; RULES.md section 4), a rummy: lay your hand down in sequences and groups; the
 * others score what they still hold; lowest total wins. 2 to 8 players.
 *
 * <p>A game is (options, seed, steps): {@link #start} deals from the seed, {@link #apply} plays one step of
 * the player to move, {@link #replay} rebuilds any moment exactly. Pure functions; the stock is renewed
 * from a generator whose state is part of the game state.
 */
public final class KrambambuliGame {

    /** Hands are kept sorted: suit, then rank; jokers last. */
    static final Comparator<PlayingCard> HAND_ORDER = Comparator.comparingInt(KrambambuliGame::sortKey);

    private KrambambuliGame() {
    }

    public static Transition start(KrambambuliOptions options, long seed) {
        List<KrambambuliEvent> events = new ArrayList<>();
        List<Integer> zeros = new ArrayList<>();
        for (int i = 0; i < options.players(); i++) {
            zeros.add(0);
        }
        return new Transition(Rounds.deal(options, seed, 1, 0, zeros, List.of(), 0, events), events);
    }

    public static KrambambuliState newGame(KrambambuliOptions options, long seed) {
        return start(options, seed).state();
    }

    /** Plays one step of the player to move; a step the rules refuse throws and changes nothing. */
    public static Transition apply(KrambambuliState s, KrambambuliMove move) {
        KrambambuliJudgment verdict = KrambambuliRules.judge(s, move);
        if (!verdict.legal()) {
            throw new IllegalKrambambuliMove(verdict);
        }
        List<KrambambuliEvent> events = new ArrayList<>();
        int seat = s.toMove();
        Working w = new Working(s);
        List<PlayingCard> hand = w.hands.get(seat);
        Turn turn = s.turn();
        boolean opened = s.opened(seat);
        switch (move) {
            case Draw d -> {
                if (w.stock.isEmpty()) {
                    renewStock(w, events);
                }
                PlayingCard c = w.stock.removeFirst();
                hand.add(c);
                events.add(new Drew(seat, c));
                turn = new Turn(true, false, false);
            }
            case TakeDiscard t -> {
                PlayingCard c = w.discard.removeLast();
                hand.add(c);
                events.add(new TookDiscard(seat, c));
                lay(w, seat, t.melds(), !opened, events);
                turn = new Turn(true, true, !opened && hand.size() <= 1);
                opened = true;
            }
            case Lay l -> {
                lay(w, seat, l.melds(), !opened, events);
                turn = new Turn(true, true, !opened && hand.size() <= 1);
                opened = true;
            }
            case Add a -> {
                List<PlayingCard> added = KrambambuliRules.minus(a.result(), w.table.get(a.meld()).meld().cards());
                added.forEach(hand::remove);
                w.table.set(a.meld(), new TableMeld(w.table.get(a.meld()).owner(), new Meld(a.result())));
                events.add(new Added(seat, a.meld(), added));
            }
            case TakeFromMeld f -> {
                TableMeld from = w.table.get(f.meld());
                w.table.set(f.meld(), new TableMeld(from.owner(), new Meld(KrambambuliRules.remaining(from.meld(), f.card()))));
                events.add(new TookFromMeld(seat, f.meld(), f.card()));
                hand.add(f.card());
                lay(w, seat, List.of(f.result()), false, events);
                turn = new Turn(true, true, false);
            }
            case RetrieveJoker r -> {
                TableMeld from = w.table.get(r.meld());
                List<PlayingCard> cards = new ArrayList<>(from.meld().cards());
                cards.set(from.meld().jokerIndex(), r.card());
                w.table.set(r.meld(), new TableMeld(from.owner(), new Meld(cards)));
                hand.remove(r.card());
                hand.add(PlayingCard.JOKER);
                events.add(new RetrievedJoker(seat, r.meld(), r.card()));
            }
            case Discard d -> {
                hand.remove(d.card());
                w.discard.add(d.card());
                events.add(new Discarded(seat, d.card()));
            }
        }
        hand.sort(HAND_ORDER);
        List<Boolean> openedNow = new ArrayList<>(s.opened());
        openedNow.set(seat, opened);
        KrambambuliState after = new KrambambuliState(s.options(), s.seed(), w.hands, w.stock, w.discard, w.table,
                openedNow, w.rng, s.starter(), seat, turn, s.turnsInRound(), s.round(), s.totals(), s.results(),
                s.moves() + 1, false);
        if (hand.isEmpty()) {
            // KB-END-1, or KB-SEC-1 when the hand went down at once as the first laying down (decision 45).
            return new Transition(Rounds.end(after, seat, turn.ramiSec(), events), events);
        }
        if (move instanceof Discard) {
            return new Transition(Rounds.nextTurn(after, events), events);
        }
        return new Transition(after, events);
    }

    public static KrambambuliState play(KrambambuliState s, KrambambuliMove move) {
        return apply(s, move).state();
    }

    public static KrambambuliState replay(KrambambuliOptions options, long seed, List<KrambambuliMove> moves) {
        KrambambuliState s = newGame(options, seed);
        for (KrambambuliMove m : moves) {
            s = play(s, m);
        }
        return s;
    }

    private static void lay(Working w, int seat, List<List<PlayingCard>> melds, boolean opening,
                            List<KrambambuliEvent> events) {
        List<Meld> laid = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (List<PlayingCard> cards : melds) {
            Meld m = new Meld(cards);
            cards.forEach(w.hands.get(seat)::remove);
            numbers.add(w.table.size());
            w.table.add(new TableMeld(seat, m));
            laid.add(m);
        }
        events.add(new Laid(seat, laid, numbers, laid.stream().mapToInt(Meld::points).sum(), opening));
    }

    /** KB-DEAL-1 and decision 41: the discard pile but its top card, shuffled, is the new stock. */
    private static void renewStock(Working w, List<KrambambuliEvent> events) {
        PlayingCard top = w.discard.removeLast();
        Rng rng = Rng.at(w.rng);
        List<PlayingCard> cards = new ArrayList<>(w.discard);
        for (int i = cards.size() - 1; i > 0; i--) {
            int k = rng.nextInt(i + 1);
            cards.set(i, cards.set(k, cards.get(i)));
        }
        w.rng = rng.state();
        w.stock.addAll(cards);
        w.discard.clear();
        w.discard.add(top);
        events.add(new StockRenewed(cards.size()));
    }

    private static int sortKey(PlayingCard c) {
        return switch (c) {
            case PlayingCard.Suited s -> s.suit().ordinal() * 20 + s.rank().number();
            case PlayingCard.Joker j -> 100;
        };
    }

    /** Mutable copies of a state's piles while a step is applied. */
    private static final class Working {
        final List<List<PlayingCard>> hands = new ArrayList<>();
        final List<PlayingCard> stock;
        final List<PlayingCard> discard;
        final List<TableMeld> table;
        long rng;

        Working(KrambambuliState s) {
            s.hands().forEach(h -> hands.add(new ArrayList<>(h)));
            stock = new ArrayList<>(s.stock());
            discard = new ArrayList<>(s.discard());
            table = new ArrayList<>(s.table());
            rng = s.rng();
        }
    }
}
