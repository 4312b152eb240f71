package org.arithmos.engine.nainjaune;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.cards.Suit;

/**
 * A sequence on the table (NJ-PLAY-2 to NJ-PLAY-4): cards of one suit in order, from the low card that
 * started it. Only the last sequence of the table may be {@link Status#OPEN}.
 */
public record Sequence(Suit suit, List<Rank> ranks, Status status) {

    public enum Status {
        /** The next player must put the next card. */
        OPEN,
        /** The next player could not continue it (NJ-PLAY-3): it can never be continued. */
        BLOCKED,
        /** It reached its King (NJ-PLAY-4). */
        COMPLETE
    }

    public Sequence {
        ranks = List.copyOf(ranks);
        if (ranks.isEmpty()) {
            throw new IllegalArgumentException("a sequence holds at least one card");
        }
        for (int i = 1; i < ranks.size(); i++) {
            if (ranks.get(i).number() != ranks.get(i - 1).number() + 1) {
                throw new IllegalArgumentException("a sequence goes up one by one: " + ranks);
            }
        }
    }

    public Rank last() {
        return ranks.getLast();
    }

    public List<PlayingCard> cards() {
        return ranks.stream().map(r -> (PlayingCard) PlayingCard.of(r, suit)).toList();
    }

    /** The card that would continue it, or null after the King. */
    public PlayingCard.Suited next() {
        return last() == Rank.KING ? null : PlayingCard.of(Rank.ofNumber(last().number() + 1), suit);
    }

    Sequence with(Rank r) {
        List<Rank> more = new java.util.ArrayList<>(ranks);
        more.add(r);
        return new Sequence(suit, more, r == Rank.KING ? Status.COMPLETE : Status.OPEN);
    }

    Sequence blocked() {
        return new Sequence(suit, ranks, Status.BLOCKED);
    }
}
