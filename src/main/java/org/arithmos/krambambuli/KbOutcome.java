package org.arithmos.krambambuli;

import java.util.List;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.engine.krambambuli.KrambambuliMove;

/**
 * What came of an action: the table now; the step made (with a bot's reason); for a step the rules refuse,
 * the judgment (nothing changed: the pupil tries again); and whether the game had moved on (another tab,
 * a double click), in which case nothing was applied and the table is the current one.
 */
public record KbOutcome(KbTable table, List<Step> steps, KrambambuliJudgment refused, boolean stale) {

    public KbOutcome {
        steps = List.copyOf(steps);
    }

    static KbOutcome stale(KbTable table) {
        return new KbOutcome(table, List.of(), null, true);
    }

    /** One step at the table; {@code reason} is a bot's, null for the pupil. */
    public record Step(int seat, KrambambuliMove move, KrambambuliBot.Reason reason, List<KrambambuliEvent> events) {
        public Step {
            events = List.copyOf(events);
        }
    }
}
