package org.arithmos.multicartes;

import java.util.List;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesEvent;
import org.arithmos.engine.multicartes.MulticartesMove;

/** A move at the table as the story and the replay tell it (the table's own outcome is {@code tables.TableNews}). */
public final class McOutcome {

    private McOutcome() {
    }

    /** One move at the table; {@code reason} is a robot's, null for a pupil. */
    public record Step(int seat, MulticartesMove move, MulticartesBot.Reason reason, List<MulticartesEvent> events) {
        public Step {
            events = List.copyOf(events);
        }
    }
}
