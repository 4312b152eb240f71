package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;

/**
 * The face-up pile of played cards, newest on top; an immutable linked list, so pushing a card shares
 * everything below it.
 */
public final class PlayedPile {

    static final PlayedPile EMPTY = new PlayedPile(null, null, 0);

    private final Card top;
    private final PlayedPile below;
    private final int size;

    private PlayedPile(Card top, PlayedPile below, int size) {
        this.top = top;
        this.below = below;
        this.size = size;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The card on top, or null when empty. */
    public Card top() {
        return top;
    }

    PlayedPile push(Card card) {
        return new PlayedPile(card, this, size + 1);
    }

    PlayedPile pushAll(List<? extends Card> cards) {
        PlayedPile pile = this;
        for (Card c : cards) {
            pile = pile.push(c);
        }
        return pile;
    }

    PlayedPile pop() {
        if (size == 0) {
            throw new IllegalStateException("empty pile");
        }
        return below;
    }

    /**
     * NZ-TARGET-1: the card to cover is the top card, looking through replay jokers. It is either a
     * number card or a change joker played alone (NZ-JOKER-3).
     */
    public Target target() {
        for (PlayedPile p = this; p.size > 0; p = p.below) {
            switch (p.top) {
                case NumberCard card -> {
                    return new Target.NumberTarget(card);
                }
                case Joker joker when joker.kind().isChange() -> {
                    return new Target.JokerTarget(joker.kind());
                }
                case Joker replay -> {
                    // transparent: look under it
                }
            }
        }
        throw new IllegalStateException("no card to cover");
    }

    /** How many cards from the top stay when the pile is reshuffled: down to the target, inclusive. */
    int keptOnReshuffle() {
        int kept = 0;
        for (PlayedPile p = this; p.size > 0; p = p.below) {
            kept++;
            if (!(p.top instanceof Joker j && j.kind() == JokerKind.REPLAY)) {
                return kept;
            }
        }
        return kept;
    }

    /** The newest {@code n} cards, newest first. */
    public List<Card> newest(int n) {
        List<Card> out = new ArrayList<>(Math.min(n, size));
        for (PlayedPile p = this; p.size > 0 && out.size() < n; p = p.below) {
            out.add(p.top);
        }
        return out;
    }

    /** Every card, newest first. */
    public List<Card> cards() {
        return newest(size);
    }

    void addCounts(int[] counts) {
        for (PlayedPile p = this; p.size > 0; p = p.below) {
            counts[p.top.face()]++;
        }
    }
}
