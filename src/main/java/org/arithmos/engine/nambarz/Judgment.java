package org.arithmos.engine.nambarz;

import java.util.List;
import org.arithmos.engine.arithmetic.Evaluation;

/**
 * The verdict on a play, as data: legal or not, the rule, the cards at fault and the correct play
 * (NZ-PEN-6). Words come later, from the i18n bundles.
 */
public sealed interface Judgment permits Judgment.Accepted, Judgment.Penalized {

    boolean legal();

    /** The steps of a calculation (null for a single card or a joker). */
    Evaluation evaluation();

    /**
     * A correct play. {@code bonus} is NZ-SCORE-2's master-stroke points (0 below four cards).
     */
    record Accepted(PlayKind kind, int bonus, Evaluation evaluation) implements Judgment {
        @Override
        public boolean legal() {
            return true;
        }
    }

    /**
     * A play that breaks {@code rule} (the one NZ-PEN-0 names first), with the positions of the cards
     * at fault among those put down and the correction applied.
     */
    record Penalized(NambarzRule rule, List<Integer> atFault, Correction correction, Evaluation evaluation)
            implements Judgment {
        public Penalized {
            atFault = List.copyOf(atFault);
        }

        @Override
        public boolean legal() {
            return false;
        }
    }

    /** NZ-SCORE-2: +7 for 4 cards, +14 for 5, +7 for each further card. */
    static int masterStrokeBonus(int cards) {
        return cards >= 4 ? 7 * (cards - 3) : 0;
    }
}
