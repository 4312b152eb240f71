package org.arithmos.accounts.persistence;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Function;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The counts of the throttles that every node must share (table {@code throttle_count}, docs/decisions/0030):
 * class codes, parents' link codes, logins that do not exist. A change is read and written under the row's lock
 * in a transaction of its own, so that two nodes counting at once lose no try, and so that a count stays even
 * when the caller's transaction is read-only or rolls back (a refused code is refused by throwing).
 */
@Component
public class ThrottleCountStore {

    private static final int TRIES = 3;

    private final JdbcTemplate jdbc;
    private final TransactionTemplate ownTransaction;

    ThrottleCountStore(JdbcTemplate jdbc, PlatformTransactionManager transactions) {
        this.jdbc = jdbc;
        this.ownTransaction = new TransactionTemplate(transactions);
        this.ownTransaction.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
    }

    public Optional<ThrottleCount> find(String throttle, String subject) {
        return jdbc.query("select failures, window_start, blocked_until from throttle_count where throttle = ? and subject = ?",
                (rs, i) -> new ThrottleCount(rs.getInt(1), rs.getTimestamp(2).toInstant(),
                        rs.getTimestamp(3) == null ? null : rs.getTimestamp(3).toInstant()), throttle, subject)
                .stream().findFirst();
    }

    /** Replaces the subject's count (none yet: empty) by {@code change}'s answer, atomically across nodes. */
    public ThrottleCount change(String throttle, String subject, Function<Optional<ThrottleCount>, ThrottleCount> change) {
        for (int attempt = 1; ; attempt++) {
            try {
                return ownTransaction.execute(status -> changeLocked(throttle, subject, change));
            } catch (DataIntegrityViolationException firstInsertRaced) {
                // Another node inserted the same subject's first count meanwhile: its row exists now, so try again.
                if (attempt == TRIES) {
                    throw firstInsertRaced;
                }
            }
        }
    }

    public void forget(String throttle, String subject) {
        ownTransaction.executeWithoutResult(status ->
                jdbc.update("delete from throttle_count where throttle = ? and subject = ?", throttle, subject));
    }

    /** Deletes the counts whose window started before {@code before} and that block nobody any more. */
    public int forgetOlderThan(Instant before, Instant now) {
        Integer removed = ownTransaction.execute(status -> jdbc.update(
                "delete from throttle_count where window_start < ? and (blocked_until is null or blocked_until < ?)",
                Timestamp.from(before), Timestamp.from(now)));
        return removed == null ? 0 : removed;
    }

    private ThrottleCount changeLocked(String throttle, String subject,
                                       Function<Optional<ThrottleCount>, ThrottleCount> change) {
        Optional<ThrottleCount> old = jdbc.query("select failures, window_start, blocked_until from throttle_count"
                        + " where throttle = ? and subject = ? for update",
                (rs, i) -> new ThrottleCount(rs.getInt(1), rs.getTimestamp(2).toInstant(),
                        rs.getTimestamp(3) == null ? null : rs.getTimestamp(3).toInstant()), throttle, subject)
                .stream().findFirst();
        ThrottleCount next = change.apply(old);
        Timestamp until = next.blockedUntil() == null ? null : Timestamp.from(next.blockedUntil());
        if (old.isPresent()) {
            jdbc.update("update throttle_count set failures = ?, window_start = ?, blocked_until = ? where throttle = ? and subject = ?",
                    next.failures(), Timestamp.from(next.windowStart()), until, throttle, subject);
        } else {
            jdbc.update("insert into throttle_count (throttle, subject, failures, window_start, blocked_until) values (?, ?, ?, ?, ?)",
                    throttle, subject, next.failures(), Timestamp.from(next.windowStart()), until);
        }
        return next;
    }
}
