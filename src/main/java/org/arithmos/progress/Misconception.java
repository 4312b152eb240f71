package org.arithmos.progress;

import java.util.Arrays;
import java.util.List;

/**
 * What a penalty tells a teacher about a pupil's thinking: the rule broken (NambarzRule ids, as NZ-PEN-0
 * names it), grouped as a teacher would talk about it. Every rule a penalty can name belongs to one group.
 */
public enum Misconception {
    /** NZ-CALC-7: more cards than needed, a shorter calculation was inside. */
    TOO_MANY_CARDS("NZ-CALC-7"),
    /** NZ-CALC-8: a card that matches the target put inside a calculation. */
    MATCHING_CARD_INSIDE("NZ-CALC-8"),
    /** NZ-CALC-2: symbol and drawing cards mixed in one calculation. */
    MIXED_KINDS("NZ-CALC-2"),
    /** NZ-CALC-3 and NZ-CALC-4: not the right result, or a step below zero or not a whole number. */
    WRONG_RESULT("NZ-CALC-3", "NZ-CALC-4"),
    /** NZ-CALC-6: an operation the level does not allow yet. */
    OTHER_LEVEL("NZ-CALC-6"),
    /** NZ-MATCH-1: a single card that does not match the target. */
    NOT_A_MATCH("NZ-MATCH-1"),
    /** NZ-JOKER-1 to 5: a joker where it may not go, or the wrong card after it. */
    JOKERS("NZ-JOKER-1", "NZ-JOKER-2", "NZ-JOKER-3", "NZ-JOKER-4", "NZ-JOKER-5"),
    /** Any other rule (none today; kept so that a new rule is never lost from the counts). */
    OTHER;

    private final List<String> rules;

    Misconception(String... rules) {
        this.rules = List.of(rules);
    }

    /** The rule ids of this group, as in RULES.md. */
    public List<String> rules() {
        return rules;
    }

    public static Misconception of(String ruleId) {
        return Arrays.stream(values()).filter(m -> m.rules.contains(ruleId)).findFirst().orElse(OTHER);
    }
}
