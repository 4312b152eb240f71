package org.arithmos.nambarz.ui;

import java.util.List;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.nambarz.Outcome;
import org.arithmos.nambarz.TableEvent;

/** The penalty cards the pupil drew in an outcome (shown in the explanation). */
final class PenaltyCards {

    private PenaltyCards() {
    }

    static List<Card> of(Outcome o, int you) {
        for (TableEvent e : o.events()) {
            if (e instanceof TableEvent.Moved m) {
                for (NambarzEvent ev : m.events()) {
                    if (ev instanceof NambarzEvent.PenaltyDrawn p && p.seat() == you) {
                        return p.cards();
                    }
                }
            }
        }
        return List.of();
    }
}
