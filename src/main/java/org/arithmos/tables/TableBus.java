package org.arithmos.tables;

import java.time.Clock;
import java.util.UUID;
import java.util.function.Consumer;
import org.arithmos.nodes.NodeBus;
import org.springframework.stereotype.Component;

/**
 * What the nodes of a cluster tell each other about live tables (docs/decisions/0031), on the nodes' bus. A node
 * that changed a table says so inside the change's transaction (PostgreSQL delivers it only once that commits,
 * so the others hear only of acknowledged moves); a node that holds a copy of that table catches up from the
 * database. Pupils' screens are heard too ("Léa is at table T on node 2"), so that no node puts a robot in the
 * seat of a pupil who plays on another node. On H2 (one node by nature) it says nothing and hears nothing.
 */
@Component
class TableBus {

    static final String CHANNEL = "arithmos_tables";

    /**
     * What a node hears: a table changed (its class too), a pupil's screen of it is open on another node, or a
     * class's turn timer changed.
     */
    sealed interface Signal {
    }

    record Changed(UUID tableId, long classId) implements Signal {
    }

    record Here(UUID tableId, long accountId) implements Signal {
    }

    record TurnTimer(long classId) implements Signal {
    }

    private final NodeBus nodes;
    private final ScreensElsewhere screens;
    private volatile Consumer<Signal> listener = s -> { };

    TableBus(NodeBus nodes, Clock clock) {
        this.nodes = nodes;
        this.screens = new ScreensElsewhere(clock);
        nodes.subscribe(CHANNEL, (node, message) -> hear(message));
    }

    /** Whether other nodes may share the database (PostgreSQL); on H2 the bus is silent. */
    boolean clustered() {
        return nodes.clustered();
    }

    void onSignal(Consumer<Signal> listener) {
        this.listener = listener;
    }

    /** Says that the table changed. Inside the change's transaction: sent only if it commits. */
    void changed(UUID tableId, long classId) {
        nodes.send(CHANNEL, "C " + tableId + " " + classId);
    }

    /** Says that the class's turn timer changed. Inside the change's transaction: sent only if it commits. */
    void turnTimerChanged(long classId) {
        nodes.send(CHANNEL, "T " + classId);
    }

    /** Says that this pupil has a screen of the table open on this node. */
    void here(UUID tableId, long accountId) {
        nodes.send(CHANNEL, "H " + tableId + " " + accountId);
    }

    /** Whether another node said lately that this pupil has a screen of the table open there. */
    boolean seenElsewhere(UUID tableId, long accountId) {
        return screens.seenLately(tableId, accountId);
    }

    /** Forgets the screens not heard of lately. */
    void forgetStale() {
        screens.forgetStale();
    }

    /** One message of another node. */
    void hear(String message) {
        String[] p = message.split(" ");
        if (p.length == 2 && p[0].equals("T")) {
            listener.accept(new TurnTimer(Long.parseLong(p[1])));
            return;
        }
        if (p.length != 3) {
            return;
        }
        UUID table = UUID.fromString(p[1]);
        Signal signal = switch (p[0]) {
            case "C" -> new Changed(table, Long.parseLong(p[2]));
            case "H" -> {
                screens.heard(table, Long.parseLong(p[2]));
                yield new Here(table, Long.parseLong(p[2]));
            }
            default -> null;
        };
        if (signal != null) {
            listener.accept(signal);
        }
    }
}
