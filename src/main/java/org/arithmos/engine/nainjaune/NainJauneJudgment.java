package org.arithmos.engine.nainjaune;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.Suit;

/**
 * The verdict on a move, as data: legal, or the problem with its rule id, the card at fault (or null), the
 * cards the player may put instead (empty when only passing is possible), and the suit a new sequence may
 * not be started in (or null). "You must put the 5♠", "start with your lowest card: the 2♣".
 */
public record NainJauneJudgment(Problem problem, Suited atFault, List<Suited> allowed, Suit excluded) {

    public enum Problem {
        NONE(null),
        /** Not this player's turn, or the game is over. */
        NOT_NOW("NJ-PLAY-3"),
        /** The card is not in the hand. */
        NOT_IN_HAND("NJ-PLAY-3"),
        /** A sequence is open: only its next card may be put. */
        MUST_PUT_NEXT("NJ-PLAY-3"),
        /** A sequence starts with a low card, A to 10. */
        START_WITH_LOW_CARD("NJ-PLAY-2"),
        /** A sequence starts with the lowest low card in hand. */
        START_WITH_LOWEST("NJ-PLAY-2"),
        /** After a block or a King, the new sequence is in another suit. */
        ANOTHER_SUIT("NJ-PLAY-4"),
        /** No card can start a sequence: the player passes. */
        MUST_PASS("NJ-PLAY-5"),
        /** A card can be put, so the player may not pass. */
        CANNOT_PASS("NJ-PLAY-5");

        public final String rule;

        Problem(String rule) {
            this.rule = rule;
        }
    }

    public NainJauneJudgment {
        allowed = List.copyOf(allowed);
    }

    static NainJauneJudgment ok() {
        return new NainJauneJudgment(Problem.NONE, null, List.of(), null);
    }

    public boolean legal() {
        return problem == Problem.NONE;
    }

    public String rule() {
        return problem.rule;
    }
}
