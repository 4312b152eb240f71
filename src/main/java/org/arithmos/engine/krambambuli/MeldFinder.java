package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.cards.Suit;

/** Finds melds in a hand, for the bots and for hints: every meld, a first laying down, additions to the table. */
public final class MeldFinder {

    /** How many combinations the search of a first laying down looks at, at most. */
    private static final int SEARCH_LIMIT = 40_000;

    private MeldFinder() {
    }

    /** Every meld the cards can make (at most one joker each), each in the order of a meld. */
    public static List<Meld> melds(List<PlayingCard> cards) {
        List<Meld> out = new ArrayList<>();
        boolean joker = cards.contains(PlayingCard.JOKER);
        Map<Suit, TreeSet<Integer>> values = new EnumMap<>(Suit.class);
        Map<Rank, TreeSet<Suit>> suits = new EnumMap<>(Rank.class);
        for (PlayingCard c : cards) {
            if (c instanceof Suited s) {
                TreeSet<Integer> v = values.computeIfAbsent(s.suit(), k -> new TreeSet<>());
                v.add(s.rank().number());
                if (s.rank() == Rank.ACE) {
                    v.add(14);
                }
                suits.computeIfAbsent(s.rank(), k -> new TreeSet<>()).add(s.suit());
            }
        }
        values.forEach((suit, present) -> sequences(suit, present, joker, out));
        suits.forEach((rank, present) -> groups(rank, new ArrayList<>(present), joker, out));
        return out;
    }

    private static void sequences(Suit suit, TreeSet<Integer> present, boolean joker, List<Meld> out) {
        for (int low = 1; low <= 12; low++) {
            int missing = 0;
            List<PlayingCard> run = new ArrayList<>();
            for (int v = low; v <= 14 && !(low == 1 && v == 14); v++) {
                if (present.contains(v)) {
                    run.add(PlayingCard.of(Melds.rankOfValue(v), suit));
                } else {
                    missing++;
                    run.add(PlayingCard.JOKER);
                }
                if (missing > (joker ? 1 : 0)) {
                    break;
                }
                if (run.size() >= 3) {
                    out.add(new Meld(run));
                }
            }
        }
    }

    private static void groups(Rank rank, List<Suit> present, boolean joker, List<Meld> out) {
        int n = present.size();
        for (int mask = 1; mask < (1 << n); mask++) {
            List<PlayingCard> g = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if ((mask >> i & 1) == 1) {
                    g.add(PlayingCard.of(rank, present.get(i)));
                }
            }
            if (g.size() >= 3) {
                out.add(new Meld(g));
            }
            if (joker && g.size() >= 2 && g.size() <= 3) {
                List<PlayingCard> withJoker = new ArrayList<>(g);
                withJoker.add(PlayingCard.JOKER);
                out.add(new Meld(withJoker));
            }
        }
    }

    /** The melds of {@code hand} plus {@code card} that contain {@code card}. */
    public static List<Meld> meldsWith(List<PlayingCard> hand, PlayingCard card) {
        List<PlayingCard> all = new ArrayList<>(hand);
        all.add(card);
        return melds(all).stream().filter(m -> m.cards().contains(card)).toList();
    }

    /**
     * The best first laying down from {@code cards} (KB-OPEN-1): disjoint melds with a clean sequence and more
     * than 51 points, or melds taking all cards but one at most (Rami sec, KB-SEC-1); with {@code mustUse} in
     * one of them when not null. Most cards laid first, then most points. Empty when there is none.
     */
    public static List<Meld> bestOpening(List<PlayingCard> cards, PlayingCard mustUse) {
        List<Meld> candidates = melds(cards);
        Search search = new Search(cards, candidates, mustUse);
        search.from(0, new ArrayList<>(cards), new ArrayList<>());
        return search.best;
    }

    /** A table meld with one more card of the hand, at its low or high end (a sequence) or in a group. */
    public static List<List<PlayingCard>> extensions(Meld meld, PlayingCard card) {
        List<List<PlayingCard>> out = new ArrayList<>();
        List<PlayingCard> high = new ArrayList<>(meld.cards());
        high.add(card);
        if (Melds.validInOrder(high)) {
            out.add(high);
        }
        if (meld.kind() == Meld.Kind.SEQUENCE) {
            List<PlayingCard> low = new ArrayList<>(meld.cards());
            low.addFirst(card);
            if (Melds.validInOrder(low)) {
                out.add(low);
            }
        }
        return out;
    }

    /** Depth-first search over disjoint candidate melds. */
    private static final class Search {
        final int size;
        final List<Meld> candidates;
        final PlayingCard mustUse;
        List<Meld> best = List.of();
        int bestScore = -1;
        int visited;

        Search(List<PlayingCard> cards, List<Meld> candidates, PlayingCard mustUse) {
            this.size = cards.size();
            this.candidates = candidates;
            this.mustUse = mustUse;
        }

        void from(int index, List<PlayingCard> left, List<Meld> chosen) {
            if (++visited > SEARCH_LIMIT) {
                return;
            }
            if (!chosen.isEmpty()) {
                consider(left, chosen);
            }
            for (int i = index; i < candidates.size(); i++) {
                Meld m = candidates.get(i);
                if (KrambambuliRules.missing(left, m.cards()).isEmpty()) {
                    chosen.add(m);
                    from(i + 1, KrambambuliRules.minus(left, m.cards()), chosen);
                    chosen.removeLast();
                }
            }
        }

        void consider(List<PlayingCard> left, List<Meld> chosen) {
            if (mustUse != null && chosen.stream().noneMatch(m -> m.cards().contains(mustUse))) {
                return;
            }
            int points = chosen.stream().mapToInt(Meld::points).sum();
            boolean ramiSec = left.size() <= 1;
            boolean opening = chosen.stream().anyMatch(Meld::cleanSequence) && points > KrambambuliRules.OPENING_MINIMUM;
            if (!ramiSec && !opening) {
                return;
            }
            int score = (ramiSec ? 1_000_000 : 0) + (size - left.size()) * 1000 + points;
            if (score > bestScore) {
                bestScore = score;
                best = List.copyOf(chosen);
            }
        }
    }
}
