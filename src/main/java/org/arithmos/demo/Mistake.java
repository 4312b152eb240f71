package org.arithmos.demo;

import org.arithmos.engine.nambarz.NambarzRule;

/**
 * The mistakes children make at a Nambarz table, each with the rule the engine penalizes it under. A
 * simulated pupil makes them with real cards of their hand; the engine judges them like any play.
 */
enum Mistake {
    /** A correct calculation with a card or two too many: some of its cards already make the target. */
    TOO_MANY_CARDS(NambarzRule.NZ_CALC_7),
    /** A calculation with a card that matches the target (on 3-bee: 8-bee − 5-cat, or 9 ÷ 3). */
    MATCHING_CARD_INSIDE(NambarzRule.NZ_CALC_8),
    /** A correct calculation mixing symbol and drawing cards. */
    MIXED_TYPES(NambarzRule.NZ_CALC_2),
    /** A miscount: the calculation comes one away from the target. */
    WRONG_RESULT(NambarzRule.NZ_CALC_3),
    /** Two cards with the wrong operator: 5 + 2 on a 3. */
    WRONG_OPERATOR(NambarzRule.NZ_CALC_3),
    /** The smaller number minus the bigger, read as their difference: 3 − 7 on a 4. */
    BELOW_ZERO(NambarzRule.NZ_CALC_4),
    /** A correct calculation with × or ÷ at the + − level. */
    ABOVE_LEVEL(NambarzRule.NZ_CALC_6),
    /** One card that does not match, often an animal mixed up with a number (8-bee on the symbol 3). */
    NOT_MATCHING(NambarzRule.NZ_MATCH_1),
    /** Change-number on a drawing card, or change-drawing on a symbol card. */
    WRONG_JOKER(NambarzRule.NZ_JOKER_1);

    private final NambarzRule rule;

    Mistake(NambarzRule rule) {
        this.rule = rule;
    }

    /** The rule the engine names for this mistake (NZ-PEN-0). */
    NambarzRule rule() {
        return rule;
    }
}
