package org.arithmos.nainjaune;

import java.util.List;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneEvent;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneMove;

/**
 * What came of an action: the table now; the moves made (with a bot's reason); for a move the rules refuse,
 * the judgment (nothing changed: the pupil tries again); and whether the game had moved on (another tab, a
 * double click), in which case nothing was applied and the table is the current one.
 */
public record NjOutcome(NjTable table, List<Step> steps, NainJauneJudgment refused, boolean stale) {

    public NjOutcome {
        steps = List.copyOf(steps);
    }

    static NjOutcome stale(NjTable table) {
        return new NjOutcome(table, List.of(), null, true);
    }

    /** One move at the table; {@code reason} is a bot's, null for the pupil. */
    public record Step(int seat, NainJauneMove move, NainJauneBot.Reason reason, List<NainJauneEvent> events) {
        public Step {
            events = List.copyOf(events);
        }
    }
}
