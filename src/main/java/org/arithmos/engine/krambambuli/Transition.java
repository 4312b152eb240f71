package org.arithmos.engine.krambambuli;

import java.util.List;

/** A step's result: the new state and what happened on the way. */
public record Transition(KrambambuliState state, List<KrambambuliEvent> events) {
    public Transition {
        events = List.copyOf(events);
    }
}
