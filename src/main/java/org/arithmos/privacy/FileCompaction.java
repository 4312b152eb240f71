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
     * Compacts the file now. {@code resume}: false when the app stops (nothing may take a connection again).
     * Returns how long the pool was suspended; throws when a connection in use was not given back in time
     * (the pool is resumed, the file left as it was: try again later).
     */
    Duration run(boolean resume) throws SQLException, InterruptedException {
        HikariPoolMXBean bean = pool.getHikariPoolMXBean();
        long start = System.nanoTime();
        bean.suspendPool();
        try {
            waitUntilNoneActive(bean);
            bean.softEvictConnections(); // idle ones closed now; none is active any more
            // A connection of its own, outside the suspended pool: the last session, it closes the database.
            try (Connection own = DriverManager.getConnection(pool.getJdbcUrl(), pool.getUsername(), pool.getPassword());
                 Statement s = own.createStatement()) {
                s.execute("SHUTDOWN COMPACT");
            }
        } finally {
            if (resume) {
                bean.resumePool();
            }
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
