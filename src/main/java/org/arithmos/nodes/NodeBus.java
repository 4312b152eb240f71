package org.arithmos.nodes;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
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
 * How the nodes of a cluster speak to each other (docs/decisions/0031, 0036): PostgreSQL's LISTEN/NOTIFY, no
 * broker of our own. A feature subscribes to a channel of its own (live tables, sessions) and hears the
 * messages of the other nodes only: its own node acted on them already. Said inside a transaction, a message
 * is delivered only if that commits. On H2 (one node by nature) the bus says nothing and hears nothing.
 * Knows no feature, so that every feature may use it without depending on another.
 */
@Component
public class NodeBus implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(NodeBus.class);
    /** Starts before the features that speak on it and the web server, stops after them. */
    public static final int PHASE = SmartLifecycle.DEFAULT_PHASE - 4096;

    private final JdbcTemplate jdbc;
    private final DataSource dataSource;
    private final String node = UUID.randomUUID().toString().substring(0, 8);
    private final boolean clustered;
    private final Map<String, BiConsumer<String, String>> hearers = new ConcurrentHashMap<>();
    private final CountDownLatch listeningOnce = new CountDownLatch(1);
    private volatile Thread listening;
    private volatile boolean running;

    NodeBus(JdbcTemplate jdbc, DataSource dataSource) {
        this.jdbc = jdbc;
        this.dataSource = dataSource;
        this.clustered = Boolean.TRUE.equals(jdbc.execute((ConnectionCallback<Boolean>) c ->
                "PostgreSQL".equals(c.getMetaData().getDatabaseProductName())));
    }

    /** Whether other nodes may share the database (PostgreSQL); on H2 the bus is silent. */
    public boolean clustered() {
        return clustered;
    }

    /**
     * Hears the other nodes' messages on {@code channel}, each with the name of the node that said it; subscribe as
     * the bean is made, before the bus starts.
     */
    public void subscribe(String channel, BiConsumer<String, String> hearer) {
        if (!channel.matches("[a-z_]+") || running) {
            throw new IllegalStateException("channel " + channel + " subscribed late or misnamed");
        }
        hearers.put(channel, hearer);
    }

    /** Says {@code message} to the other nodes. Inside a transaction: delivered only if it commits. */
    public void send(String channel, String message) {
        if (clustered) {
            jdbc.query("select pg_notify(?, ?)", rs -> null, channel, node + " " + message);
        }
    }

    /** One payload heard from a channel; a node's own are ignored. */
    void hear(String channel, String payload) {
        int space = payload.indexOf(' ');
        BiConsumer<String, String> hearer = hearers.get(channel);
        if (space > 0 && hearer != null && !payload.substring(0, space).equals(node)) {
            hearer.accept(payload.substring(0, space), payload.substring(space + 1));
        }
    }

    /** Listens on a connection of its own, taken again after a database restart. */
    private void listen() {
        while (running) {
            try (Connection c = dataSource.getConnection()) {
                c.setAutoCommit(true);
                try (Statement s = c.createStatement()) {
                    for (String channel : hearers.keySet()) {
                        s.execute("LISTEN " + channel);
                    }
                }
                listeningOnce.countDown();
                PGConnection pg = c.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] news = pg.getNotifications(500);
                    for (PGNotification n : news == null ? new PGNotification[0] : news) {
                        try {
                            hear(n.getName(), n.getParameter());
                        } catch (RuntimeException e) {
                            log.warn("a message of another node could not be followed: {}", n.getParameter(), e);
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

    /** Starts listening, and waits (a few seconds at most) until it does: what is said after start is heard. */
    @Override
    public void start() {
        running = true;
        if (clustered) {
            listening = Thread.ofPlatform().daemon().name("node-bus").start(this::listen);
            try {
                if (!listeningOnce.await(10, TimeUnit.SECONDS)) {
                    log.warn("not yet listening to the other nodes; going on");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
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

    @Override
    public int getPhase() {
        return PHASE;
    }
}
