package org.arithmos.privacy;

import com.zaxxer.hikari.HikariDataSource;
import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Makes a pupil's deletion reach the disk on H2 (issue 14 section 4, decision 0034): after each deletion's
 * commit, at night if a deletion's compaction did not happen, and when the app stops, the file is compacted
 * ({@link FileCompaction}). A marker file in the data folder says that something was deleted since the last
 * compaction, so that a compaction put off (connections busy) or lost (the app killed) is done at night.
 * A compaction under way renames it {@code erasure-running}, so that a kill during the compaction leaves it too.
 * On PostgreSQL nothing runs here: its VACUUM is the database's own business (see the decision).
 */
@Component
class DiskErasure {

    private static final Logger log = LoggerFactory.getLogger(DiskErasure.class);
    /** Longest wait for the connections in use to come back; requests wait this long at most, plus the compaction. */
    private static final Duration WAIT_FOR_ACTIVE = Duration.ofSeconds(5);
    /** A compaction put off is tried again this many times in all, a little later each time, before tonight's. */
    private static final int ATTEMPTS = 3;
    private static final Duration PAUSE_BETWEEN_ATTEMPTS = Duration.ofSeconds(2);

    private final FileCompaction compaction;
    private final Path pending;
    /** The marker while its compaction runs: found at the next start, the app was killed during it. */
    private final Path running;
    /** One compaction at a time, off the request thread; deletions in a row share the next one. */
    private final ExecutorService worker = Executors.newSingleThreadExecutor(
            Thread.ofPlatform().name("disk-erasure").daemon().factory());
    /** The compaction asked for and not begun yet, which a new deletion joins; null when none waits. */
    private CompletableFuture<Boolean> waiting;

    DiskErasure(DataSource dataSource, @Value("${arithmos.data-dir:./data}") String dataDir) {
        this.compaction = FileCompaction.appliesTo(dataSource)
                ? new FileCompaction((HikariDataSource) dataSource, WAIT_FOR_ACTIVE) : null;
        this.pending = Path.of(dataDir, "erasure-pending");
        this.running = Path.of(dataDir, "erasure-running");
        if (compaction != null) {
            afterAKill();
        }
    }

    /**
     * A kill during {@code SHUTDOWN COMPACT} leaves the file whole with its dead pages (H2 writes the compacted
     * copy beside it and moves it over the file; the half-written copy H2 removes itself when it opens the file,
     * decision 0034): the compaction is to be done again, tonight.
     */
    private void afterAKill() {
        try {
            if (Files.exists(running)) {
                Files.move(running, pending, StandardCopyOption.REPLACE_EXISTING);
                log.warn("The database file's compaction was stopped half-way; it is done again tonight");
            }
        } catch (IOException e) {
            log.warn("Could not mark the compaction stopped half-way for tonight ({})", running, e);
        }
    }

    /** Called in a deletion's transaction: marks the deletion and compacts soon after the commit. */
    void deleted() {
        if (compaction == null) {
            return;
        }
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    markAndCompactSoon();
                }
            });
        } else {
            markAndCompactSoon();
        }
    }

    private void markAndCompactSoon() {
        try {
            Files.createDirectories(pending.getParent());
            Files.writeString(pending, "a pupil was deleted; the database file is compacted next");
        } catch (IOException e) {
            log.warn("Could not write {}; the compaction after this deletion is still tried", pending, e);
        }
        soon();
    }

    /**
     * A compaction that begins after this call, done when it is; true if the file was compacted. Only when
     * something was deleted since the last one (the marker file). Joins the one not begun yet, if any; a
     * deletion during a compaction gets the next one, not the running one that may have missed it.
     */
    synchronized CompletableFuture<Boolean> soon() {
        if (waiting == null) {
            CompletableFuture<Boolean> pass = new CompletableFuture<>();
            waiting = pass;
            try {
                worker.execute(() -> {
                    synchronized (this) {
                        waiting = null;
                    }
                    try {
                        pass.complete(compactIfPending());
                    } catch (RuntimeException e) {
                        pass.completeExceptionally(e);
                    }
                });
            } catch (RejectedExecutionException e) {
                waiting = null; // the app is stopping: its own compaction follows
                pass.complete(false);
            }
            return pass;
        }
        return waiting;
    }

    /** Each night (the school's server is never restarted), the deletions whose compaction was put off. */
    @Scheduled(cron = "${arithmos.erasure.nightly:0 30 2 * * *}")
    void nightly() {
        if (compaction != null) {
            soon().join();
        }
    }

    private boolean compactIfPending() {
        for (int attempt = 1; ; attempt++) {
            if (compaction == null || !Files.exists(pending)) {
                return false;
            }
            boolean compacted = compactOnce();
            if (compacted || attempt == ATTEMPTS) {
                return compacted;
            }
            try {
                Thread.sleep(PAUSE_BETWEEN_ATTEMPTS.multipliedBy(attempt)); // the busy moment passes
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }

    private boolean compactOnce() {
        try {
            // Moved aside first: a deletion during the compaction writes it again and is compacted next.
            Files.move(pending, running, StandardCopyOption.REPLACE_EXISTING);
            Duration suspended = compaction.run();
            Files.deleteIfExists(running);
            log.info("Database file compacted so that deleted pupils leave the disk; requests waited up to {} ms",
                    suspended.toMillis());
            return true;
        } catch (Exception e) {
            restoreMarker();
            log.warn("Compacting the database file failed; tried again soon, after the next deletion or tonight", e);
            return false;
        }
    }

    private void restoreMarker() {
        try {
            Files.writeString(pending, "a compaction failed; tried again tonight");
            Files.deleteIfExists(running);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The app stops: the file is compacted whatever happened today (H2 only). Runs before the pool closes (this
     * bean depends on it) and after the web server stopped taking requests.
     */
    @PreDestroy
    void atStop() {
        if (compaction == null) {
            return;
        }
        worker.shutdown();
        try {
            worker.awaitTermination(1, TimeUnit.MINUTES); // a deletion's compaction still running ends first
            Duration took = compaction.run();
            Files.deleteIfExists(pending);
            Files.deleteIfExists(running);
            log.info("Database file compacted as the app stops, in {} ms", took.toMillis());
        } catch (Exception e) {
            log.warn("Compacting the database file as the app stops failed", e);
        }
    }
}
