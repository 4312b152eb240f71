package org.arithmos.operations;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Runs a job on one node of a cluster at a time (docs/decisions/0030). On PostgreSQL a session-level advisory
 * lock named after the job, held on a connection of its own while the job runs: a node that dies loses its
 * connection, and with it the lock, so no job stays locked. On H2 (one node only, the database being a file of
 * this JVM) a lock of this JVM is enough. No library: ShedLock is not served here, and PostgreSQL has the lock.
 */
@Component
public class OnceAcrossNodes {

    /** H2: the locks of the one node, shared by every instance (tests make several). */
    private static final Map<String, ReentrantLock> IN_THIS_JVM = new ConcurrentHashMap<>();
    /** Clocks of two nodes differ a little: a job due in less than this is due. */
    static final Duration CLOCK_SLACK = Duration.ofMinutes(1);

    private final DataSource dataSource;
    private final JdbcTemplate jdbc;
    private final Clock clock;
    private volatile Boolean postgres;

    public OnceAcrossNodes(DataSource dataSource, Clock clock) {
        this.dataSource = dataSource;
        this.jdbc = new JdbcTemplate(dataSource);
        this.clock = clock;
    }

    /** Runs {@code work} unless another node (or thread) is running this job now; true if it ran here. */
    public boolean runIfFree(String job, Runnable work) {
        return locked(job, false, work);
    }

    /**
     * Waits while another node runs this job, then runs it here: for a job every node needs done before it goes
     * on (the demo school at start-up), which itself looks whether another node has done it meanwhile.
     */
    public void runAlone(String job, Runnable work) {
        locked(job, true, work);
    }

    /**
     * Runs {@code work} when no node has run this job during the last {@code every} (and none is running it):
     * a daily job of several nodes then runs once a day, by whichever node's schedule comes first. True if it ran here.
     */
    public boolean runIfDue(String job, Duration every, Runnable work) {
        boolean[] ran = {false};
        runIfFree(job, () -> {
            Instant now = clock.instant();
            List<Timestamp> last = jdbc.queryForList("select last_run from job_run where job_name = ?", Timestamp.class, job);
            if (!last.isEmpty() && last.getFirst().toInstant().plus(every).minus(CLOCK_SLACK).isAfter(now)) {
                return;
            }
            // Noted before the work: a job that fails half-way waits for its next turn instead of looping.
            if (jdbc.update("update job_run set last_run = ? where job_name = ?", Timestamp.from(now), job) == 0) {
                jdbc.update("insert into job_run (job_name, last_run) values (?, ?)", job, Timestamp.from(now));
            }
            ran[0] = true;
            work.run();
        });
        return ran[0];
    }

    private boolean locked(String job, boolean wait, Runnable work) {
        return postgres() ? advisoryLocked(job, wait, work) : jvmLocked(job, wait, work);
    }

    private static boolean jvmLocked(String job, boolean wait, Runnable work) {
        ReentrantLock lock = IN_THIS_JVM.computeIfAbsent(job, j -> new ReentrantLock());
        if (wait) {
            lock.lock();
        } else if (!lock.tryLock()) {
            return false;
        }
        try {
            work.run();
            return true;
        } finally {
            lock.unlock();
        }
    }

    private boolean advisoryLocked(String job, boolean wait, Runnable work) {
        long key = lockKey(job);
        // A connection of its own, outside any transaction of the caller: the lock lives as long as it does.
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(true);
            if (wait) {
                call(c, "select pg_advisory_lock(?)", key);
            } else if (!call(c, "select pg_try_advisory_lock(?)", key)) {
                return false;
            }
            try {
                work.run();
                return true;
            } finally {
                call(c, "select pg_advisory_unlock(?)", key);
            }
        } catch (SQLException e) {
            throw new DataAccessResourceFailureException("the lock of job " + job, e);
        }
    }

    /** The function's answer, for those that answer a boolean (pg_advisory_lock answers nothing: true). */
    private static boolean call(Connection c, String sql, long key) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, key);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return !(r.getObject(1) instanceof Boolean b) || b;
            }
        }
    }

    /** The advisory lock's number: the job's name, hashed, so that names need no registry. */
    static long lockKey(String job) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(("arithmos-job:" + job).getBytes(StandardCharsets.UTF_8));
            long v = 0;
            for (int i = 0; i < 8; i++) {
                v = (v << 8) | (d[i] & 0xff);
            }
            return v;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private boolean postgres() {
        if (postgres == null) {
            try (Connection c = dataSource.getConnection()) {
                postgres = "PostgreSQL".equalsIgnoreCase(c.getMetaData().getDatabaseProductName());
            } catch (SQLException e) {
                throw new DataAccessResourceFailureException("which database", e);
            }
        }
        return postgres;
    }
}
