package org.arithmos.nambarz.ui;

import java.util.List;
import java.util.Optional;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.RoundResult;
import org.arithmos.engine.nambarz.Standing;
import org.arithmos.nambarz.Outcome;
import org.arithmos.nambarz.TableEvent;

/** A round that ended during an action, with the final standings when the game ended too. */
record RoundEnd(RoundResult result, List<Standing> standings) {

    static Optional<RoundEnd> find(Outcome o) {
        RoundResult result = null;
        List<Standing> standings = null;
        for (TableEvent e : o.events()) {
            if (e instanceof TableEvent.Moved m) {
                for (NambarzEvent ev : m.events()) {
                    if (ev instanceof NambarzEvent.RoundEnded r) {
                        result = r.result();
                    } else if (ev instanceof NambarzEvent.GameEnded g) {
                        standings = g.standings();
                    }
                }
            }
        }
        return result == null ? Optional.empty() : Optional.of(new RoundEnd(result, standings));
    }
}
