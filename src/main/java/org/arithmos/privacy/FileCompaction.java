package org.arithmos.privacy;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
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

    /** How long the compaction may take to begin on the thread that closes the database last. */
    private static final Duration REWRITE_START = Duration.ofSeconds(3);
    /** How long a compaction under way is waited for (a school's file of a few hundred MB). */
    private static final Duration REWRITE_LIMIT = Duration.ofMinutes(2);

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
     * given back in time, or when the file was not rewritten (the pool is resumed, the file left as it was: try
     * again later). The pool is always resumed, also when the app stops: a bean closed after this one may still
     * need a connection, and a suspended pool would hold it for ever (Hikari's wait cannot be interrupted).
     */
    Duration run() throws SQLException, InterruptedException {
        HikariPoolMXBean bean = pool.getHikariPoolMXBean();
        Object before = fileKey();
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
                s.execute("SHUTDOWN COMPACT"); // closes every session; whichever closes last rewrites the file
            }
            awaitRewritten(before);
        } finally {
            bean.resumePool();
        }
        return Duration.ofNanos(System.nanoTime() - start);
    }

    /**
     * Waits, the pool still suspended, until the file on disk is a new one. {@code SHUTDOWN COMPACT} writes the
     * compacted copy beside the file ({@code .tempFile}) and moves it over it; but the database closes with its
     * last session, and when that is a pooled connection Hikari closes on its own thread, the copy is written
     * there, after our statement returned (measured: up to 130 ms). A pool resumed before that opened the file
     * again under the compaction, and a deleted name stayed in it (seen once in CI). A file that is still the
     * same one, with no copy being written, was not compacted.
     */
    private void awaitRewritten(Object before) throws InterruptedException {
        if (before == null) {
            return; // no inode on this file system: nothing to compare
        }
        Path copy = Path.of(file() + ".tempFile");
        long start = System.nanoTime();
        while (before.equals(fileKey())) {
            long waited = System.nanoTime() - start;
            if (waited > REWRITE_LIMIT.toNanos() || waited > REWRITE_START.toNanos() && !Files.exists(copy)) {
                throw new IllegalStateException("the database file " + file() + " was not rewritten after "
                        + Duration.ofNanos(waited).toMillis() + " ms; compaction put off");
            }
            Thread.sleep(5);
        }
    }

    /** The file's identity on disk (its inode), or null where the file system gives none. */
    private Object fileKey() {
        try {
            return Files.readAttributes(file(), BasicFileAttributes.class).fileKey();
        } catch (IOException e) {
            return null;
        }
    }

    /** The {@code .mv.db} file of the pool's URL ({@code jdbc:h2:file:<path>;settings}). */
    Path file() {
        String path = pool.getJdbcUrl().substring("jdbc:h2:file:".length()).split(";", 2)[0];
        if (path.startsWith("~")) {
            path = System.getProperty("user.home") + path.substring(1);
        }
        return Path.of(path + ".mv.db");
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
