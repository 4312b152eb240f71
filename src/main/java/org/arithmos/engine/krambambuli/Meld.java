package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.cards.Suit;

/**
 * A valid meld, its cards in order (KB-MELD-1..3): a sequence, low to high, of 3+ cards of one suit with the
 * ace low (before the 2) or high (after the king), never in the middle; or a group of 3 or 4 cards of one
 * rank and different suits. At most one joker, which stands for the card of its place: in a sequence its
 * place says which card it is; in a group it is a card of the rank, and one certain card only when the
 * three other suits are there (rules decision 43). So a meld records what its joker stands for by its order.
 */
public record Meld(List<PlayingCard> cards) {

    public enum Kind { SEQUENCE, GROUP }

    public Meld {
        cards = List.copyOf(cards);
        if (!Melds.validInOrder(cards)) {
            throw new IllegalArgumentException("not a meld in this order: " + cards);
        }
    }

    /** Reads "5H 6H JK" (a meld's notation); throws IllegalArgumentException when it is no meld in this order. */
    public static Meld parse(String text) {
        List<PlayingCard> cards = new ArrayList<>();
        for (String c : text.strip().split("\\s+")) {
            cards.add(PlayingCard.parse(c));
        }
        return new Meld(cards);
    }

    public String notation() {
        return String.join(" ", cards.stream().map(PlayingCard::notation).toList());
    }

    public Kind kind() {
        return Melds.sameRank(naturals()) ? Kind.GROUP : Kind.SEQUENCE;
    }

    public int size() {
        return cards.size();
    }

    public boolean hasJoker() {
        return cards.contains(PlayingCard.JOKER);
    }

    public int jokerIndex() {
        return cards.indexOf(PlayingCard.JOKER);
    }

    List<Suited> naturals() {
        return Melds.naturals(cards);
    }

    /** A sequence's first value: 1 for a low ace, up to 12; the last value may be 14 (a high ace). */
    public int low() {
        return Melds.sequenceLow(cards);
    }

    /** The card at {@code index} stands for: itself, or for a joker the one certain card, or null. */
    public Suited face(int index) {
        PlayingCard c = cards.get(index);
        if (c instanceof Suited s) {
            return s;
        }
        List<Suited> naturals = naturals();
        if (kind() == Kind.SEQUENCE) {
            return PlayingCard.of(Melds.rankOfValue(low() + index), naturals.getFirst().suit());
        }
        if (naturals.size() < 3) {
            return null;
        }
        Set<Suit> missing = EnumSet.allOf(Suit.class);
        naturals.forEach(n -> missing.remove(n.suit()));
        return PlayingCard.of(naturals.getFirst().rank(), missing.iterator().next());
    }

    /** The rank of a group (its joker included). */
    public Rank rank() {
        return naturals().getFirst().rank();
    }

    /**
     * Points of each card as laid (KB-OPEN-1): J Q K = 10, an ace 1 low or 11 high in a sequence and 11 in a
     * group (decision 44), others face value; a joker counts as the card it stands for.
     */
    public List<Integer> cardPoints() {
        List<Integer> out = new ArrayList<>();
        if (kind() == Kind.GROUP) {
            int p = Melds.rankPoints(rank());
            cards.forEach(c -> out.add(p));
            return out;
        }
        int low = low();
        for (int i = 0; i < cards.size(); i++) {
            int v = low + i;
            out.add(v == 1 ? 1 : v == 14 ? 11 : Math.min(v, 10));
        }
        return out;
    }

    public int points() {
        return cardPoints().stream().mapToInt(Integer::intValue).sum();
    }

    /** A sequence without joker (KB-OPEN-1 asks for one of 3+ cards in the first laying down). */
    public boolean cleanSequence() {
        return kind() == Kind.SEQUENCE && !hasJoker();
    }

    @Override
    public String toString() {
        return String.join(" ", cards.stream().map(PlayingCard::toString).toList());
    }
}
