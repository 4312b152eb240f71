package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.cards.Suit;
import org.arithmos.engine.krambambuli.KrambambuliJudgment.Problem;

/** What makes a meld (KB-MELD-1..3), and the points of cards laid or left in hand (KB-OPEN-1, KB-END-1). */
public final class Melds {

    private Melds() {
    }

    /** Cards put in the order of a meld, or why they make none (with the cards at fault). */
    public record Arranged(Meld meld, Problem problem, List<PlayingCard> atFault) {
        public Arranged {
            atFault = List.copyOf(atFault);
        }

        public boolean ok() {
            return meld != null;
        }
    }

    /**
     * Puts cards in any order into the order of a meld; when a joker could go at either end of a sequence it
     * goes where it makes more points. Otherwise says why no meld is possible: too few cards, two jokers,
     * a group too big or with a suit twice, an ace in the middle ("Q K A 2"), cards that do not follow.
     */
    public static Arranged arrange(Collection<PlayingCard> given) {
        List<PlayingCard> cards = List.copyOf(given);
        List<PlayingCard> jokers = cards.stream().filter(c -> c instanceof PlayingCard.Joker).toList();
        List<Suited> naturals = naturals(cards);
        if (cards.size() < 3) {
            return fail(Problem.TOO_FEW_CARDS, cards);
        }
        if (jokers.size() > 1) {
            return fail(Problem.TWO_JOKERS, jokers);
        }
        if (sameRank(naturals)) {
            if (cards.size() > 4) {
                return fail(Problem.GROUP_TOO_BIG, cards);
            }
            List<PlayingCard> twice = repeatedSuits(naturals);
            if (!twice.isEmpty()) {
                return fail(Problem.GROUP_SAME_SUIT, twice);
            }
            List<PlayingCard> ordered = new ArrayList<>(naturals.stream()
                    .sorted(Comparator.comparing(Suited::suit)).toList());
            ordered.addAll(jokers);
            return new Arranged(new Meld(ordered), Problem.NONE, List.of());
        }
        if (naturals.stream().map(Suited::suit).distinct().count() > 1) {
            return fail(Problem.MIXED_CARDS, cards);
        }
        Meld best = null;
        for (List<PlayingCard> order : sequenceOrders(naturals, !jokers.isEmpty())) {
            if (validInOrder(order)) {
                Meld m = new Meld(order);
                if (best == null || m.points() > best.points()) {
                    best = m;
                }
            }
        }
        if (best != null) {
            return new Arranged(best, Problem.NONE, List.of());
        }
        boolean ace = naturals.stream().anyMatch(n -> n.rank() == Rank.ACE);
        boolean top = naturals.stream().anyMatch(n -> n.rank() == Rank.KING || n.rank() == Rank.QUEEN);
        boolean bottom = naturals.stream().anyMatch(n -> n.rank() == Rank.TWO || n.rank() == Rank.THREE);
        if (ace && top && bottom) {
            return fail(Problem.ACE_IN_THE_MIDDLE, naturals.stream().filter(n -> n.rank() == Rank.ACE)
                    .map(n -> (PlayingCard) n).toList());
        }
        return fail(Problem.NOT_FOLLOWING, cards);
    }

    /**
     * The whole meld after adding {@code added} to {@code meld} (KB-TURN-1, decision 49): a group with the
     * cards added; a sequence with them placed at its ends, its own cards keeping their places. When no
     * placement makes a meld, the cards simply put after it (so that the judge can say what is wrong).
     */
    public static List<PlayingCard> extend(Meld meld, List<PlayingCard> added) {
        List<PlayingCard> naive = new ArrayList<>(meld.cards());
        naive.addAll(added);
        if (meld.kind() == Meld.Kind.GROUP || added.size() > 5) {
            return naive;
        }
        for (List<PlayingCard> order : permutations(added)) {
            for (int low = 0; low <= order.size(); low++) {
                List<PlayingCard> out = new ArrayList<>(order.subList(0, low));
                out.addAll(meld.cards());
                out.addAll(order.subList(low, order.size()));
                if (validInOrder(out)) {
                    return out;
                }
            }
        }
        return naive;
    }

    private static List<List<PlayingCard>> permutations(List<PlayingCard> cards) {
        if (cards.size() <= 1) {
            return List.of(cards);
        }
        List<List<PlayingCard>> out = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            List<PlayingCard> rest = new ArrayList<>(cards);
            PlayingCard first = rest.remove(i);
            for (List<PlayingCard> p : permutations(rest)) {
                List<PlayingCard> one = new ArrayList<>();
                one.add(first);
                one.addAll(p);
                out.add(one);
            }
        }
        return out;
    }

    /** Null when {@code cards} make a meld in this very order; else the problem (as {@link #arrange} says it). */
    static Problem problemInOrder(List<PlayingCard> cards) {
        if (validInOrder(cards)) {
            return null;
        }
        Arranged any = arrange(cards);
        return any.ok() ? Problem.NOT_IN_ORDER : any.problem();
    }

    /** Whether {@code cards} make a meld in this very order (no explanation; what a Meld checks). */
    static boolean validInOrder(List<PlayingCard> cards) {
        List<Suited> naturals = naturals(cards);
        if (cards.size() < 3 || cards.size() - naturals.size() > 1) {
            return false;
        }
        if (sameRank(naturals)) {
            return cards.size() <= 4 && repeatedSuits(naturals).isEmpty();
        }
        return sequenceLow(cards) > 0;
    }

    /** Checks cards given in order (as a move gives them). */
    public static Arranged check(List<PlayingCard> cards) {
        if (validInOrder(cards)) {
            return new Arranged(new Meld(cards), Problem.NONE, List.of());
        }
        Arranged any = arrange(cards);
        return any.ok() ? fail(Problem.NOT_IN_ORDER, cards) : any;
    }

    private static Arranged fail(Problem p, List<PlayingCard> atFault) {
        return new Arranged(null, p, atFault);
    }

    /** Candidate orders of same-suit naturals (aces tried low and high) with an optional joker. */
    private static List<List<PlayingCard>> sequenceOrders(List<Suited> naturals, boolean joker) {
        List<List<PlayingCard>> out = new ArrayList<>();
        long aces = naturals.stream().filter(n -> n.rank() == Rank.ACE).count();
        for (int mask = 0; mask < (1 << aces); mask++) {
            List<Integer> values = new ArrayList<>();
            int a = 0;
            for (Suited n : naturals) {
                values.add(n.rank() == Rank.ACE ? ((mask >> a++) & 1) == 0 ? 1 : 14 : n.rank().number());
            }
            values.sort(null);
            Suit suit = naturals.getFirst().suit();
            int min = values.getFirst();
            int max = values.getLast();
            List<PlayingCard> order = new ArrayList<>();
            int gaps = 0;
            for (int v = min; v <= max; v++) {
                if (values.contains(v)) {
                    order.add(PlayingCard.of(rankOfValue(v), suit));
                } else {
                    order.add(PlayingCard.JOKER);
                    gaps++;
                }
            }
            if (values.size() != values.stream().distinct().count() || gaps > (joker ? 1 : 0)) {
                continue;
            }
            if (gaps == 1 || !joker) {
                out.add(order);
            } else {
                List<PlayingCard> high = new ArrayList<>(order);
                high.add(PlayingCard.JOKER);
                out.add(high);
                List<PlayingCard> low = new ArrayList<>(order);
                low.addFirst(PlayingCard.JOKER);
                out.add(low);
            }
        }
        return out;
    }

    /** The first value of a sequence given in order (1 = low ace … 14 = high ace), or -1 when it is none. */
    static int sequenceLow(List<PlayingCard> cards) {
        int first = -1;
        for (int i = 0; i < cards.size() && first < 0; i++) {
            if (cards.get(i) instanceof Suited) {
                first = i;
            }
        }
        if (first < 0 || cards.size() < 3) {
            return -1;
        }
        Suited anchor = (Suited) cards.get(first);
        int low = anchor.rank() == Rank.ACE ? (first == 0 ? 1 : 14 - first) : anchor.rank().number() - first;
        if (low < 1 || low + cards.size() - 1 > 14) {
            return -1;
        }
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i) instanceof Suited s) {
                int v = low + i;
                if (s.suit() != anchor.suit() || s.rank() != rankOfValue(v)) {
                    return -1;
                }
            }
        }
        return low;
    }

    static Rank rankOfValue(int v) {
        return v == 14 ? Rank.ACE : Rank.ofNumber(v);
    }

    static List<Suited> naturals(List<PlayingCard> cards) {
        return cards.stream().filter(c -> c instanceof Suited).map(c -> (Suited) c).toList();
    }

    static boolean sameRank(List<Suited> naturals) {
        return !naturals.isEmpty() && naturals.stream().map(Suited::rank).distinct().count() == 1;
    }

    private static List<PlayingCard> repeatedSuits(List<Suited> naturals) {
        Set<Suit> seen = new HashSet<>();
        Set<Suit> twice = new HashSet<>();
        naturals.forEach(n -> {
            if (!seen.add(n.suit())) {
                twice.add(n.suit());
            }
        });
        return naturals.stream().filter(n -> twice.contains(n.suit())).map(n -> (PlayingCard) n).toList();
    }

    /** A card of a group as laid: J Q K and 10 = 10, the ace 11 (decision 44), others face value. */
    static int rankPoints(Rank r) {
        return r == Rank.ACE ? 11 : Math.min(r.number(), 10);
    }

    /** A card left in hand (KB-END-1): J Q K and 10 = 10, 2-9 face value, ace 11, joker 20 or 50. */
    public static int handPoints(PlayingCard c, int jokerPoints) {
        return switch (c) {
            case Suited s -> rankPoints(s.rank());
            case PlayingCard.Joker j -> jokerPoints;
        };
    }
}
