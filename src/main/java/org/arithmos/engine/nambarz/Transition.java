package org.arithmos.engine.nambarz;

import java.util.List;

/** The state after a move and what happened on the way. */
public record Transition(NambarzState state, List<NambarzEvent> events) {

    public Transition {
        events = java.util.Collections.unmodifiableList(events);
    }
}
