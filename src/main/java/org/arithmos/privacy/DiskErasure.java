package org.arithmos.privacy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Makes deletions reach the disk (decision 0022). H2 writes changed pages to new places in its file and
 * leaves the old ones, with the deleted names in them, until the file is compacted; so after a pupil is
 * deleted, and once a day, the file is compacted: live pages are moved together and the rest is cut off.
 * On PostgreSQL, plain VACUUM marks dead rows reusable but does not overwrite them; only VACUUM FULL (or
 * a rewrite of the table) leaves no copy in the table's files, and the write-ahead log and backups keep
 * theirs until they are recycled.
 */
@Component
public class DiskErasure {

    private static final Logger log = LoggerFactory.getLogger(DiskErasure.class);
    /** How long one compaction may hold the file (it blocks writers meanwhile). */
    private static final int MAX_MILLIS = 5_000;
    /** H2's own default, put back after each pass (a longer retention protects the file if power fails). */
    private static final int H2_RETENTION_MILLIS = 45_000;

    private final DataSource dataSource;

    DiskErasure(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Compacts the database file now, if it is H2's; any other database is left to its own vacuum. */
    public void compactNow() {
        try (Connection c = dataSource.getConnection()) {
            if (!c.getMetaData().getURL().startsWith("jdbc:h2:file:")) {
                return;
            }
            try (Statement s = c.createStatement()) {
                // Old pages are kept a while for readers still using them (45 s by default); not for this pass.
                s.execute("SET RETENTION_TIME 0");
                try {
                    s.execute("CHECKPOINT SYNC");
                    Object store = h2Store(c);
                    store.getClass().getMethod("compactFile", int.class).invoke(store, MAX_MILLIS);
                } finally {
                    s.execute("SET RETENTION_TIME " + H2_RETENTION_MILLIS);
                }
            }
        } catch (SQLException | ReflectiveOperationException | RuntimeException e) {
            log.warn("Compacting the database file failed; it is tried again after the next deletion or tomorrow", e);
        }
    }

    /**
     * H2's store behind a connection. H2 has no SQL command that compacts an open file (SHUTDOWN COMPACT
     * closes the database under the pool), and H2 is only on the runtime class path (PostgreSQL may replace
     * it), so its public {@code Store.compactFile} is reached by name: JdbcConnection, session, database, store.
     */
    private static Object h2Store(Connection c) throws SQLException, ReflectiveOperationException {
        Object jdbc = c.unwrap(Class.forName("org.h2.jdbc.JdbcConnection"));
        Object session = jdbc.getClass().getMethod("getSession").invoke(jdbc);
        Object database = session.getClass().getMethod("getDatabase").invoke(session);
        return database.getClass().getMethod("getStore").invoke(database);
    }

    @Scheduled(initialDelayString = "${arithmos.compact.first-run:PT15M}", fixedDelayString = "${arithmos.compact.every:P1D}")
    void daily() {
        compactNow();
    }
}
