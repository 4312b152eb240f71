package org.arithmos.nambarz;

import java.util.List;

/**
 * The table after an action and what happened. {@code stale} means the action was not applied because
 * the game had moved on (another tab, a double click): the table shown is the current one.
 */
public record Outcome(TableState table, List<TableEvent> events, boolean stale) {

    public Outcome {
        events = List.copyOf(events);
    }

    static Outcome stale(TableState table) {
        return new Outcome(table, List.of(), true);
    }
}
