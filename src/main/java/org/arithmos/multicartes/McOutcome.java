package org.arithmos.multicartes;

import java.util.List;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesEvent;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesMove;

/**
 * What came of an action: the table now; the moves made (with a bot's reason); for a move the rules refuse,
 * the judgment (nothing changed, MC has no penalty); after the pupil's pass, a product they could have
 * made (never a penalty, rules decision 26); and whether the game had moved on (another tab, a
 * double click), in which case nothing was applied and the table is the current one.
 */
public record McOutcome(McTable table, List<Step> steps, MulticartesJudgment refused, MulticartesMove missed,
                        boolean stale) {

    public McOutcome {
        steps = List.copyOf(steps);
    }

    static McOutcome stale(McTable table) {
        return new McOutcome(table, List.of(), null, null, true);
    }

    /** One move at the table; {@code reason} is a bot's, null for the pupil. */
    public record Step(int seat, MulticartesMove move, MulticartesBot.Reason reason, List<MulticartesEvent> events) {
        public Step {
            events = List.copyOf(events);
        }
    }
}
