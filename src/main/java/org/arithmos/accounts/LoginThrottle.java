package org.arithmos.accounts;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.arithmos.accounts.persistence.LoginThrottleEntity;
import org.arithmos.accounts.persistence.LoginThrottleRepository;
import org.arithmos.accounts.persistence.ThrottleCount;
import org.arithmos.accounts.persistence.ThrottleCountStore;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Slows down guessing a password or a picture secret (decision 0022):
 * <ul>
 *   <li>from one browser, {@value #FREE_FAILURES} wrong tries are free; then each try must wait, 30 s,
 *       doubling to 15 min, until a right one;</li>
 *   <li>over all browsers, {@value #ACCOUNT_FREE} wrong tries are free; then, on every browser where the
 *       owner has not logged in during the last 30 days, each try waits 1 min, doubling to 48 h, for as long
 *       as wrong tries go on. The count starts again 30 days after its first wrong try, or when the teacher
 *       gives a new secret. So a script finds a pupil's secret (1 of 1,000) in 30 days with a chance of
 *       about 3 %, and the pupil's own computers are never slowed.</li>
 * </ul>
 * Nothing here looks at network addresses, so a class behind one school address is never blocked. Logins
 * that do not exist are counted the same way, so the answers do not tell which logins exist; having no account
 * row to refer to, their counts are in the shared {@code throttle_count} table (decision 0030), so that every
 * node of a cluster sees them, as it sees the others.
 */
@Component
public class LoginThrottle {

    static final int FREE_FAILURES = 5;
    static final Duration FIRST_WAIT = Duration.ofSeconds(30);
    static final Duration LONGEST_WAIT = Duration.ofMinutes(15);
    static final Duration QUIET_RESET = Duration.ofHours(1);
    static final int ACCOUNT_FREE = 8;
    static final Duration ACCOUNT_FIRST_WAIT = Duration.ofMinutes(1);
    static final Duration ACCOUNT_LONGEST_WAIT = Duration.ofHours(48);
    static final Duration ACCOUNT_MEMORY = Duration.ofDays(30);
    static final Duration KNOWN_BROWSER = Duration.ofDays(30);
    static final String ALL_BROWSERS = "*";
    /** The browser of a request without a device cookie: all such requests share one count. */
    public static final String NO_COOKIE = "no-cookie";
    /** Counts of logins that do not exist, under a negative id made from the login (no account row to refer to). */
    static final String UNKNOWN_LOGIN = "unknown-login";

    private final LoginThrottleRepository throttles;
    private final ThrottleCountStore unknown;
    private final TransactionTemplate ownTransaction;
    private final Clock clock;

    LoginThrottle(LoginThrottleRepository throttles, ThrottleCountStore unknown, PlatformTransactionManager transactions,
                  Clock clock) {
        this.throttles = throttles;
        this.unknown = unknown;
        this.ownTransaction = new TransactionTemplate(transactions);
        this.ownTransaction.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
        this.clock = clock;
    }

    /** The id under which wrong tries of a login that does not exist are counted: negative, never an account's. */
    public static long unknownLogin(String username) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256")
                    .digest(username.strip().toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
            long v = 0;
            for (int i = 0; i < 7; i++) {
                v = (v << 8) | (d[i] & 0xff);
            }
            return -1 - v;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** How long this browser must still wait before trying to log in to this account; empty if it may. */
    @Transactional(readOnly = true)
    public Optional<Duration> waitBefore(long accountId, String device) {
        Instant now = clock.instant();
        Optional<LoginThrottleEntity> mine = find(accountId, device);
        Instant until = mine.map(LoginThrottleEntity::blockedUntil).orElse(null);
        if (!known(mine, now)) {
            Instant account = find(accountId, ALL_BROWSERS).map(LoginThrottleEntity::blockedUntil).orElse(null);
            if (account != null && (until == null || account.isAfter(until))) {
                until = account;
            }
        }
        return until != null && until.isAfter(now) ? Optional.of(Duration.between(now, until)) : Optional.empty();
    }

    public void failed(long accountId, String device) {
        Instant now = clock.instant();
        inOwnTransaction(() -> {
            update(accountId, device, now, QUIET_RESET, mine -> mine.fail(
                    now.plus(growing(mine.failures() + 1 - FREE_FAILURES, FIRST_WAIT, LONGEST_WAIT)),
                    mine.failures() + 1 >= FREE_FAILURES));
            update(accountId, ALL_BROWSERS, now, ACCOUNT_MEMORY, all -> all.fail(
                    now.plus(growing(all.failures() + 1 - ACCOUNT_FREE, ACCOUNT_FIRST_WAIT, ACCOUNT_LONGEST_WAIT)),
                    all.failures() + 1 >= ACCOUNT_FREE));
        });
    }

    public void succeeded(long accountId, String device) {
        if (NO_COOKIE.equals(device)) {
            return; // a browser without a cookie is everyone's: it never becomes the owner's known browser
        }
        Instant now = clock.instant();
        inOwnTransaction(() -> update(accountId, device, now, QUIET_RESET, mine -> mine.succeed(now)));
    }

    /**
     * A count is written in a transaction of its own, whatever the caller's; when another node wrote the same
     * first count at the same moment (a duplicate key), its row exists now, so the count is made once more.
     */
    private void inOwnTransaction(Runnable count) {
        try {
            ownTransaction.executeWithoutResult(status -> count.run());
        } catch (DataIntegrityViolationException raced) {
            ownTransaction.executeWithoutResult(status -> count.run());
        }
    }

    /** Forgets every failed try of the account (a teacher reset the pupil's secret). */
    @Transactional
    public void clear(long accountId) {
        throttles.deleteAllOf(accountId);
    }

    /** Whether someone logged in on this browser during the last 30 days (a school's or a family's computer). */
    @Transactional(readOnly = true)
    public boolean schoolComputer(String device) {
        return !NO_COOKIE.equals(device) && throttles.anySuccessOn(device, clock.instant().minus(KNOWN_BROWSER));
    }

    /** Of these accounts, those with many wrong tries in their current count (the teacher should look). */
    @Transactional(readOnly = true)
    public Set<Long> manyWrongTries(Collection<Long> accountIds) {
        Instant now = clock.instant();
        return accountIds.stream().filter(id -> find(id, ALL_BROWSERS)
                .filter(e -> e.failures() >= ACCOUNT_FREE && !e.windowStart().plus(ACCOUNT_MEMORY).isBefore(now))
                .isPresent()).collect(Collectors.toSet());
    }

    /** The wait after the {@code over}-th try past the free ones: {@code first}, doubling, at most {@code longest}. */
    private static Duration growing(int over, Duration first, Duration longest) {
        if (over < 0) {
            return Duration.ZERO;
        }
        Duration wait = first.multipliedBy(1L << Math.min(over, 20));
        return wait.compareTo(longest) > 0 ? longest : wait;
    }

    private boolean known(Optional<LoginThrottleEntity> mine, Instant now) {
        return mine.map(LoginThrottleEntity::lastSuccess).map(s -> s.isAfter(now.minus(KNOWN_BROWSER))).orElse(false);
    }

    /**
     * Changes the counter, restarted first when its window is over (so old failures do not add up forever),
     * under the row's lock: two nodes counting the same account at once lose no try (decision 0030).
     */
    private void update(long accountId, String device, Instant now, Duration window, Consumer<LoginThrottleEntity> change) {
        if (accountId >= 0) {
            LoginThrottleEntity e = throttles.findForUpdate(accountId, device)
                    .orElseGet(() -> new LoginThrottleEntity(accountId, device, now));
            restartIfOver(e, now, window);
            change.accept(e);
            throttles.saveAndFlush(e); // now, so that a first count raced by another node fails here, to be tried again
            return;
        }
        // Nobody logs in to a login that does not exist, so its count has no last success to keep.
        unknown.change(UNKNOWN_LOGIN, unknownSubject(accountId, device), old -> {
            LoginThrottleEntity e = old.map(c -> LoginThrottleEntity.restored(accountId, device, c.failures(),
                    c.windowStart(), c.blockedUntil())).orElseGet(() -> new LoginThrottleEntity(accountId, device, now));
            restartIfOver(e, now, window);
            change.accept(e);
            return new ThrottleCount(e.failures(), e.windowStart(), e.blockedUntil());
        });
    }

    private static void restartIfOver(LoginThrottleEntity e, Instant now, Duration window) {
        boolean expired = e.windowStart().plus(window).isBefore(now)
                && (e.blockedUntil() == null || e.blockedUntil().isBefore(now));
        if (expired) {
            e.restart(now);
        }
    }

    private Optional<LoginThrottleEntity> find(long accountId, String device) {
        if (accountId >= 0) {
            return throttles.findById(new LoginThrottleEntity.Key(accountId, device));
        }
        return unknown.find(UNKNOWN_LOGIN, unknownSubject(accountId, device)).map(c ->
                LoginThrottleEntity.restored(accountId, device, c.failures(), c.windowStart(), c.blockedUntil()));
    }

    private static String unknownSubject(long accountId, String device) {
        return accountId + " " + device;
    }
}
