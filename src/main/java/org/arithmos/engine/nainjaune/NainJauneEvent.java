package org.arithmos.engine.nainjaune;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.Suit;

/** What happened during a move, in order, for the table's story and for progress. */
public sealed interface NainJauneEvent {

    /** A round dealt (NJ-DEAL-1); each seat's stake (5, or what they had, NJ-DEAL-2); who starts (NJ-PLAY-1). */
    record RoundStarted(int round, int starter, List<Integer> stakes) implements NainJauneEvent {
        public RoundStarted {
            stakes = List.copyOf(stakes);
        }
    }

    /** A card put; {@code started} when it began a new sequence (NJ-PLAY-2). */
    record CardPut(int seat, Suited card, boolean started) implements NainJauneEvent {
    }

    /** NJ-BOX-1: the seat took the box's tokens. */
    record BoxWon(int seat, Box box, int tokens) implements NainJauneEvent {
    }

    /**
     * NJ-PLAY-3: {@code couldNot} has no {@code missing} ({@link #NOBODY} when every player was asked, decision
     * 40); {@code restarts} put the last card and starts again.
     */
    record SequenceBlocked(Suit suit, Suited missing, int couldNot, int restarts) implements NainJauneEvent {
        public static final int NOBODY = -1;
    }

    /** NJ-PLAY-4: a King ends the sequence; its player starts a new one. */
    record SequenceCompleted(Suit suit, int seat) implements NainJauneEvent {
    }

    /** NJ-PLAY-5: the seat could not start a sequence; the next one starts. */
    record Passed(int seat) implements NainJauneEvent {
    }

    record RoundEnded(NainJauneState.RoundResult result) implements NainJauneEvent {
    }

    /** NJ-END-2: the final tokens and the seats with the most. */
    record GameEnded(List<Integer> tokens, List<Integer> winners) implements NainJauneEvent {
        public GameEnded {
            tokens = List.copyOf(tokens);
            winners = List.copyOf(winners);
        }
    }
}
