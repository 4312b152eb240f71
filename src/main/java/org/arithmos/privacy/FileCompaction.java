package org.arithmos.privacy;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

/**
 * Rewrites the H2 file with its live pages only ({@code SHUTDOWN COMPACT}), in a short moment when no session
 * uses it (decision 0034). H2's online compaction leaves dead pages (a deleted name) in chunks that still hold
 * live ones, and its chunk move failed H2's own assertion under load; {@code SHUTDOWN COMPACT} erases them but
 * closes the database under every session. So the pool is suspended first (requests then wait in
 * {@code getConnection}), the connections in use are waited for and every pooled one closed, the file is
 * compacted on a connection of its own, and the pool resumed: its next connection opens the file again.
 */
final class FileCompaction {

    private final HikariDataSource pool;
    private final Duration waitForActive;

    FileCompaction(HikariDataSource pool, Duration waitForActive) {
        this.pool = pool;
        this.waitForActive = waitForActive;
    }

    /** Whether the pool is an H2 file database, the only kind this applies to. */
    static boolean appliesTo(Object dataSource) {
        return dataSource instanceof HikariDataSource h && h.getJdbcUrl() != null
                && h.getJdbcUrl().startsWith("jdbc:h2:file:");
    }

    /**
     * Compacts the file now. Returns how long the pool was suspended; throws when a connection in use was not
     * given back in time (the pool is resumed, the file left as it was: try again later). The pool is always
     * resumed, also when the app stops: a bean closed after this one may still need a connection, and a
     * suspended pool would hold it for ever (Hikari's wait cannot be interrupted).
     */
    Duration run() throws SQLException, InterruptedException {
        HikariPoolMXBean bean = pool.getHikariPoolMXBean();
        long start = System.nanoTime();
        bean.suspendPool();
        try {
            waitUntilNoneActive(bean);
            // A connection of its own, outside the suspended pool, opened before the pool's are closed: else
            // the pool closing its last one (Hikari does it on a thread of its own) closes the database without
            // compacting it, and a SHUTDOWN COMPACT racing with that close left the file as it was (seen once
            // on the 86 MB file).
            try (Connection own = DriverManager.getConnection(pool.getJdbcUrl(), pool.getUsername(), pool.getPassword());
                 Statement s = own.createStatement()) {
                bean.softEvictConnections(); // idle ones closed; none is active any more
                s.execute("SHUTDOWN COMPACT"); // closes every session, ours last, then rewrites the file
            }
        } finally {
            bean.resumePool();
        }
        return Duration.ofNanos(System.nanoTime() - start);
    }

    private void waitUntilNoneActive(HikariPoolMXBean bean) throws InterruptedException {
        long deadline = System.nanoTime() + waitForActive.toNanos();
        while (bean.getActiveConnections() > 0) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(bean.getActiveConnections()
                        + " database connections still in use after " + waitForActive + "; compaction put off");
            }
            Thread.sleep(5);
        }
    }
}
