package org.arithmos.engine.krambambuli;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard;

/**
 * The verdict on a step, as data: legal, or the problem with its rule id, the cards at fault, and for the
 * first laying down the points of each card laid and their total ("10 + 10 + 10 + 7 + 8 + 2 = 47").
 * Words live in the bundles (key {@code kb.problem.<NAME>}).
 */
public record KrambambuliJudgment(Problem problem, List<PlayingCard> atFault, List<Integer> points, int total) {

    public enum Problem {
        NONE(null),
        /** The game is over, or the step does not belong to this moment of the turn. */
        NOT_NOW("KB-TURN-1"),
        /** Laying down, adding or discarding before drawing. */
        DRAW_FIRST("KB-TURN-1"),
        /** A second draw in the same turn. */
        ALREADY_DRAWN("KB-TURN-1"),
        /** Stock and discard pile are both used up. */
        NOTHING_TO_DRAW("KB-DEAL-1"),
        /** A card named is not in the hand (or not as many times). */
        NOT_IN_HAND("KB-TURN-1"),
        /** The discard pile is empty. */
        NO_DISCARD("KB-TURN-1"),
        /** The top discard was taken but is in none of the melds laid down. */
        DISCARD_NOT_USED("KB-TURN-1"),
        /** A second new meld in one turn (the first laying down may hold several at once). */
        ONE_MELD_PER_TURN("KB-TURN-1"),
        /** Fewer than 3 cards. */
        TOO_FEW_CARDS("KB-MELD-1"),
        /** Two jokers in one meld. */
        TWO_JOKERS("KB-MELD-3"),
        /** The ace between a king and a two ("Q K A 2"). */
        ACE_IN_THE_MIDDLE("KB-MELD-1"),
        /** Same suit, but the cards do not follow each other (a gap, or the same card twice). */
        NOT_FOLLOWING("KB-MELD-1"),
        /** The cards could make a sequence, but they are not given in its order. */
        NOT_IN_ORDER("KB-MELD-1"),
        /** Neither one suit nor one rank. */
        MIXED_CARDS("KB-MELD-1"),
        /** A group with two cards of the same suit. */
        GROUP_SAME_SUIT("KB-MELD-2"),
        /** A group of more than four cards. */
        GROUP_TOO_BIG("KB-MELD-2"),
        /** The first laying down has no sequence of 3 or more without a joker. */
        NO_CLEAN_SEQUENCE("KB-OPEN-1"),
        /** The first laying down makes 51 points or fewer. */
        TOO_FEW_POINTS("KB-OPEN-1"),
        /** Acting on the table (adding, taking a card, taking back a joker) before one's own first laying down. */
        NOT_OPENED("KB-TURN-2"),
        /** No meld with that number on the table. */
        NO_SUCH_MELD("KB-TURN-1"),
        /** Adding must keep the meld's cards where they are and only add cards from the hand. */
        ADD_CHANGES_MELD("KB-TURN-1"),
        /** The card named is not in that meld on the table. */
        NOT_IN_MELD("KB-TURN-2"),
        /** What would remain of the table meld is no meld. */
        TAKE_BREAKS_MELD("KB-TURN-2"),
        /** The card taken from the table is not in the new meld, or the new meld has no card of the hand. */
        TAKEN_CARD_NOT_USED("KB-TURN-2"),
        /** The meld holds no joker. */
        NO_JOKER("KB-JOKER-1"),
        /** The joker could stand for more than one card ("9♠ 9♥ 🃏": 9♦ or 9♣). */
        JOKER_AMBIGUOUS("KB-JOKER-1"),
        /** The card given is not the one the joker stands for. */
        NOT_THE_JOKERS_CARD("KB-JOKER-1");

        public final String rule;

        Problem(String rule) {
            this.rule = rule;
        }
    }

    public KrambambuliJudgment {
        atFault = List.copyOf(atFault);
        points = List.copyOf(points);
    }

    static KrambambuliJudgment ok() {
        return new KrambambuliJudgment(Problem.NONE, List.of(), List.of(), 0);
    }

    static KrambambuliJudgment of(Problem problem, List<PlayingCard> atFault) {
        return new KrambambuliJudgment(problem, atFault, List.of(), 0);
    }

    public boolean legal() {
        return problem == Problem.NONE;
    }

    public String rule() {
        return problem.rule;
    }
}
