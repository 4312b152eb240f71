package org.arithmos.pedagogy;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.arithmos.engine.nambarz.NambarzRule;

/**
 * A verdict of the judge in words, in one language (NZ-PEN-6: which rule, which cards, the right play).
 *
 * @param legal       whether the play was accepted
 * @param rule        the rule broken, or for a correct play the rule that allows it
 * @param title       the rule in plain words: "Too many cards"
 * @param reason      why, with the real numbers: "6 ÷ 2 = 3 already makes 3 with 2 of your 4 cards."
 * @param correctPlay what happens to the cards and the right play; null for a correct play
 * @param steps       the calculation step by step as a pupil reads it ("10 − 4 = 6", "6 ÷ 2 = 3 ✓");
 *                    empty for a single card or a joker
 * @param bonus       NZ-SCORE-2's master stroke ("Master stroke! +7 points"), or null
 */
public record Explanation(boolean legal, NambarzRule rule, String title, String reason, String correctPlay,
                          List<String> steps, String bonus) {

    public Explanation {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(reason, "reason");
        steps = List.copyOf(steps);
    }

    /** Everything on one line, for the referee and logs: title, reason, right play, bonus, then the steps in brackets. */
    public String oneLine() {
        List<String> parts = new ArrayList<>();
        // A full stop, not a colon: it needs no language's typography (French puts a space before a colon).
        parts.add(title + ". " + reason);
        if (correctPlay != null) {
            parts.add(correctPlay);
        }
        if (bonus != null) {
            parts.add(bonus + ".");
        }
        if (!steps.isEmpty()) {
            parts.add("[" + String.join(", ", steps) + "]");
        }
        return String.join(" ", parts);
    }
}
