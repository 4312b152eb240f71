package org.arithmos.engine.nainjaune;

import java.util.List;

/** A move's result: the new state and what happened on the way. */
public record NainJauneTransition(NainJauneState state, List<NainJauneEvent> events) {
    public NainJauneTransition {
        events = List.copyOf(events);
    }
}
