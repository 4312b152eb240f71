package org.arithmos.engine.nambarz;

import java.util.List;
import org.arithmos.engine.arithmetic.Expr;

/** What happened while a move was applied, in order: for the table, the logs and progress records. */
public sealed interface NambarzEvent {

    /** This event as {@code viewer} may see it: another player's drawn cards are hidden (null / empty). */
    default NambarzEvent seenBy(int viewer) {
        return switch (this) {
            case Drew(int seat, Card card) when seat != viewer -> new Drew(seat, null);
            case PenaltyDrawn(int seat, int count, List<Card> cards) when seat != viewer ->
                    new PenaltyDrawn(seat, count, List.of());
            default -> this;
        };
    }

    /**
     * Cards or a joker put down, what they were judged against, and the verdict; {@code expr} is null for a
     * joker.
     */
    record Played(int seat, List<Card> cards, Expr expr, PlayContext context, Judgment judgment)
            implements NambarzEvent {
        public Played {
            cards = List.copyOf(cards);
        }
    }

    /** A card drawn by choice; only its owner may see which: null when hidden (see {@link #seenBy}). */
    record Drew(int seat, Card card) implements NambarzEvent {
    }

    /** The draw pile and the played cards under the target are empty: nothing to draw. */
    record NothingToDraw(int seat) implements NambarzEvent {
    }

    /** The 3 penalty cards (fewer if the piles run out); {@code cards} is empty when hidden. */
    record PenaltyDrawn(int seat, int count, List<Card> cards) implements NambarzEvent {
        public PenaltyDrawn {
            cards = List.copyOf(cards);
        }

        public PenaltyDrawn(int seat, List<Card> cards) {
            this(seat, cards.size(), cards);
        }
    }

    /** The played cards under the target became the new draw pile (NZ-DEAL-3). */
    record Reshuffled(int cards) implements NambarzEvent {
    }

    /** The turn ended without putting a card down (after drawing, or leaving a joker alone). */
    record Passed(int seat) implements NambarzEvent {
    }

    /** A player has no cards left. */
    record Finished(int seat, int place) implements NambarzEvent {
    }

    record RoundStarted(int number, boolean tieBreak, List<Integer> seats, int starter, Card startCard)
            implements NambarzEvent {
        public RoundStarted {
            seats = List.copyOf(seats);
        }
    }

    record RoundEnded(RoundResult result) implements NambarzEvent {
    }

    record GameEnded(List<Standing> standings) implements NambarzEvent {
        public GameEnded {
            standings = List.copyOf(standings);
        }
    }
}
