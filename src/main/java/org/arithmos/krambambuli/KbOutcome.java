package org.arithmos.krambambuli;

import java.util.List;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliMove;

/** What came of a move at the table, as the story tells it (0027). */
public final class KbOutcome {

    private KbOutcome() {
    }

    /** One step at the table; {@code reason} is a robot's, null for a person. */
    public record Step(int seat, KrambambuliMove move, KrambambuliBot.Reason reason, List<KrambambuliEvent> events) {
        public Step {
            events = List.copyOf(events);
        }
    }
}
