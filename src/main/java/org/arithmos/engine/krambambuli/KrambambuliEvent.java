package org.arithmos.engine.krambambuli;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard;

/** What happened during a step, in order, for the table's story and for progress. */
public sealed interface KrambambuliEvent {

    /** A drawn card is private: the table shows it to its owner only. */
    record Drew(int seat, PlayingCard card) implements KrambambuliEvent {
    }

    /** KB-DEAL-1: the discard pile, its top card left, became the new stock (rules decision 41). */
    record StockRenewed(int cards) implements KrambambuliEvent {
    }

    record TookDiscard(int seat, PlayingCard card) implements KrambambuliEvent {
    }

    /** New melds, their table numbers, their points; {@code opening} for the first laying down (KB-OPEN-1). */
    record Laid(int seat, List<Meld> melds, List<Integer> numbers, int points, boolean opening) implements KrambambuliEvent {
        public Laid {
            melds = List.copyOf(melds);
            numbers = List.copyOf(numbers);
        }
    }

    record Added(int seat, int meld, List<PlayingCard> cards) implements KrambambuliEvent {
        public Added {
            cards = List.copyOf(cards);
        }
    }

    record TookFromMeld(int seat, int meld, PlayingCard card) implements KrambambuliEvent {
    }

    record RetrievedJoker(int seat, int meld, PlayingCard card) implements KrambambuliEvent {
    }

    record Discarded(int seat, PlayingCard card) implements KrambambuliEvent {
    }

    record RoundEnded(KrambambuliState.RoundResult result) implements KrambambuliEvent {
    }

    record RoundDealt(int round, int starter) implements KrambambuliEvent {
    }

    record GameEnded(List<Integer> winners) implements KrambambuliEvent {
        public GameEnded {
            winners = List.copyOf(winners);
        }
    }
}
