package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A player's cards: an immutable multiset of faces. */
public final class Hand {

    public static final Hand EMPTY = new Hand(new byte[Card.FACES], 0);

    private final byte[] counts;
    private final int size;

    private Hand(byte[] counts, int size) {
        this.counts = counts;
        this.size = size;
    }

    public static Hand of(List<? extends Card> cards) {
        byte[] counts = new byte[Card.FACES];
        for (Card c : cards) {
            counts[c.face()]++;
        }
        return new Hand(counts, cards.size());
    }

    public static Hand of(Card... cards) {
        return of(Arrays.asList(cards));
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int count(Card card) {
        return counts[card.face()];
    }

    public int countFace(int face) {
        return counts[face];
    }

    public boolean holds(JokerKind kind) {
        return counts[30 + kind.ordinal()] > 0;
    }

    /** Whether every card of the list (with repeats) is in this hand. */
    public boolean containsAll(List<? extends Card> cards) {
        byte[] left = counts.clone();
        for (Card c : cards) {
            if (--left[c.face()] < 0) {
                return false;
            }
        }
        return true;
    }

    public Hand plus(Card card) {
        byte[] next = counts.clone();
        next[card.face()]++;
        return new Hand(next, size + 1);
    }

    public Hand plusAll(List<? extends Card> cards) {
        byte[] next = counts.clone();
        for (Card c : cards) {
            next[c.face()]++;
        }
        return new Hand(next, size + cards.size());
    }

    /** This hand without these cards; they must be in it. */
    public Hand minusAll(List<? extends Card> cards) {
        byte[] next = counts.clone();
        for (Card c : cards) {
            if (--next[c.face()] < 0) {
                throw new IllegalArgumentException("not in hand: " + c);
            }
        }
        return new Hand(next, size - cards.size());
    }

    public Hand minus(Card card) {
        return minusAll(List.of(card));
    }

    /** The cards in face order: symbols 1-10, drawings, jokers. */
    public List<Card> cards() {
        List<Card> out = new ArrayList<>(size);
        for (int face = 0; face < Card.FACES; face++) {
            for (int i = counts[face]; i > 0; i--) {
                out.add(Card.ofFace(face));
            }
        }
        return out;
    }

    /** One of each card held. */
    public List<Card> distinctCards() {
        List<Card> out = new ArrayList<>();
        for (int face = 0; face < Card.FACES; face++) {
            if (counts[face] > 0) {
                out.add(Card.ofFace(face));
            }
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Hand h && Arrays.equals(counts, h.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }

    @Override
    public String toString() {
        return cards().toString();
    }
}
