package org.arithmos.engine.multicartes;

import java.util.List;

/**
 * The verdict on a move, as data: legal, or the problem with its rule id, the cards at fault, a correct
 * move the player could make instead (or null), and for a product that is not on the card, the nearest
 * miss ("2 × 9 = 18 would need a 9": one of the cards said, with a card the hand lacks), or null.
 */
public record MulticartesJudgment(Problem problem, List<Integer> atFault, MulticartesMove correction,
                                  MulticartesMove.Multiply nearMiss) {

    public enum Problem {
        NONE(null),
        /** A card said is not in the hand (or not twice, for a square). */
        NOT_IN_HAND("MC-TURN-1"),
        /** The product is not one of the four numbers of the combination card. */
        NOT_ON_CARD("MC-TURN-1"),
        /** A swap while the hand already makes a product of the card. */
        SWAP_WHILE_HAND_PLAYS("MC-TURN-2"),
        /** A swap with an empty discard pile. */
        NOTHING_TO_SWAP("MC-TURN-2"),
        /** The multiplication after a swap must use the card taken. */
        TAKEN_CARD_NOT_USED("MC-TURN-2"),
        /** Not this player's turn, or the game is over. */
        NOT_NOW("MC-TURN-1");

        public final String rule;

        Problem(String rule) {
            this.rule = rule;
        }
    }

    public MulticartesJudgment {
        atFault = List.copyOf(atFault);
    }

    static MulticartesJudgment ok() {
        return new MulticartesJudgment(Problem.NONE, List.of(), null, null);
    }

    public boolean legal() {
        return problem == Problem.NONE;
    }

    public String rule() {
        return problem.rule;
    }
}
