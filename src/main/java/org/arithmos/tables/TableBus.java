package org.arithmos.tables;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * How the nodes of a cluster tell each other about live tables (docs/decisions/0031): PostgreSQL's
 * LISTEN/NOTIFY, no broker of our own. A node that changed a table says so inside the change's transaction
 * (PostgreSQL delivers it only once that commits, so the others hear only of acknowledged moves); a node
 * that holds a copy of that table catches up from the database. Pupils' screens are heard too ("Léa is at
 * table T on node 2"), so that no node puts a robot in the seat of a pupil who plays on another node.
 * On H2 (one node by nature) it says nothing and hears nothing.
 */
@Component
class TableBus implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(TableBus.class);
    static final String CHANNEL = "arithmos_tables";
    /** A pupil heard of within this long is still at the table on another node (screens say so every sweep). */
    static final Duration PRESENCE = Duration.ofSeconds(15);

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

    private final JdbcTemplate jdbc;
    private final DataSource dataSource;
    private final Clock clock;
    private final String node = UUID.randomUUID().toString().substring(0, 8);
    private final boolean clustered;
    private final Map<String, Instant> heard = new ConcurrentHashMap<>();
    private volatile Consumer<Signal> listener = s -> { };
    private volatile Thread listening;
    private volatile boolean running;

    TableBus(JdbcTemplate jdbc, DataSource dataSource, Clock clock) {
        this.jdbc = jdbc;
        this.dataSource = dataSource;
        this.clock = clock;
        this.clustered = Boolean.TRUE.equals(jdbc.execute((ConnectionCallback<Boolean>) c ->
                "PostgreSQL".equals(c.getMetaData().getDatabaseProductName())));
    }

    /** Whether other nodes may share the database (PostgreSQL); on H2 the bus is silent. */
    boolean clustered() {
        return clustered;
    }

    void onSignal(Consumer<Signal> listener) {
        this.listener = listener;
    }

    /** Says that the table changed. Inside the change's transaction: sent only if it commits. */
    void changed(UUID tableId, long classId) {
        send("C " + node + " " + tableId + " " + classId);
    }

    /** Says that the class's turn timer changed. Inside the change's transaction: sent only if it commits. */
    void turnTimerChanged(long classId) {
        send("T " + node + " " + classId);
    }

    /** Says that this pupil has a screen of the table open on this node. */
    void here(UUID tableId, long accountId) {
        send("H " + node + " " + tableId + " " + accountId);
    }

    /** Whether another node said lately that this pupil has a screen of the table open there. */
    boolean seenElsewhere(UUID tableId, long accountId) {
        Instant at = heard.get(tableId + " " + accountId);
        return at != null && at.isAfter(clock.instant().minus(PRESENCE));
    }

    private void send(String payload) {
        if (clustered) {
            jdbc.query("select pg_notify(?, ?)", rs -> null, CHANNEL, payload);
        }
    }

    /** One payload heard from the channel; a node's own are ignored (it acted on them already). */
    void hear(String payload) {
        String[] p = payload.split(" ");
        if (p.length < 3 || p[1].equals(node)) {
            return;
        }
        if (p.length == 3 && p[0].equals("T")) {
            listener.accept(new TurnTimer(Long.parseLong(p[2])));
            return;
        }
        if (p.length != 4) {
            return;
        }
        UUID table = UUID.fromString(p[2]);
        Signal signal = switch (p[0]) {
            case "C" -> new Changed(table, Long.parseLong(p[3]));
            case "H" -> {
                heard.put(table + " " + p[3], clock.instant());
                yield new Here(table, Long.parseLong(p[3]));
            }
            default -> null;
        };
        if (signal != null) {
            listener.accept(signal);
        }
    }

    /** Listens on a connection of its own, taken again after a database restart. */
    private void listen() {
        while (running) {
            try (Connection c = dataSource.getConnection()) {
                c.setAutoCommit(true);
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + CHANNEL);
                }
                PGConnection pg = c.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] news = pg.getNotifications(500);
                    if (news != null) {
                        for (PGNotification n : news) {
                            try {
                                hear(n.getParameter());
                            } catch (RuntimeException e) {
                                log.warn("a table signal could not be followed: {}", n.getParameter(), e);
                            }
                        }
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (running) {
                    log.warn("listening to the other nodes failed; trying again in a second", e);
                    sleep(1000);
                }
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void start() {
        running = true;
        if (clustered) {
            listening = Thread.ofPlatform().daemon().name("table-bus").start(this::listen);
        }
    }

    @Override
    public void stop() {
        running = false;
        Thread t = listening;
        if (t != null) {
            try {
                t.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }
}
