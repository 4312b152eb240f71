package org.arithmos.engine.multicartes;

import java.util.List;

/** A move's result: the new state and what happened on the way. */
public record Transition(MulticartesState state, List<MulticartesEvent> events) {
    public Transition {
        events = List.copyOf(events);
    }
}
