package org.arithmos.nainjaune;

import java.util.List;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneEvent;
import org.arithmos.engine.nainjaune.NainJauneMove;

/** A move at the table as the story and the replay tell it (the table's own outcome is {@code tables.TableNews}). */
public final class NjOutcome {

    private NjOutcome() {
    }

    /** One move at the table; {@code reason} is a robot's, null for a pupil. */
    public record Step(int seat, NainJauneMove move, NainJauneBot.Reason reason, List<NainJauneEvent> events) {
        public Step {
            events = List.copyOf(events);
        }
    }
}
