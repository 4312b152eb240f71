package org.arithmos.accounts;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.arithmos.accounts.persistence.LoginThrottleEntity;
import org.arithmos.accounts.persistence.LoginThrottleRepository;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Slows down guessing a password or a picture secret, per account and browser:
 * <ul>
 *   <li>from one browser, {@value #FREE_FAILURES} wrong tries are free; then each try must wait, 30 s,
 *       doubling to 15 min, until a right one;</li>
 *   <li>over all browsers, {@value #ACCOUNT_FAILURES} wrong tries in 10 min slow the account down for
 *       2 min, but not on a browser where its owner logged in during the last 30 days.</li>
 * </ul>
 * So a classmate cannot lock a pupil out at the computer the pupil uses, and a class behind one school
 * address is never blocked as a whole (nothing here looks at addresses).
 */
@Component
public class LoginThrottle {

    static final int FREE_FAILURES = 5;
    static final Duration FIRST_WAIT = Duration.ofSeconds(30);
    static final Duration LONGEST_WAIT = Duration.ofMinutes(15);
    static final Duration QUIET_RESET = Duration.ofHours(1);
    static final int ACCOUNT_FAILURES = 30;
    static final Duration ACCOUNT_WINDOW = Duration.ofMinutes(10);
    static final Duration ACCOUNT_WAIT = Duration.ofMinutes(2);
    static final Duration KNOWN_BROWSER = Duration.ofDays(30);
    static final String ALL_BROWSERS = "*";

    private final LoginThrottleRepository throttles;
    private final Clock clock;

    LoginThrottle(LoginThrottleRepository throttles, Clock clock) {
        this.throttles = throttles;
        this.clock = clock;
    }

    /** How long this browser must still wait before trying to log in to this account; empty if it may. */
    @Transactional(readOnly = true)
    public Optional<Duration> waitBefore(long accountId, String device) {
        Instant now = clock.instant();
        Optional<LoginThrottleEntity> mine = throttles.findById(new LoginThrottleEntity.Key(accountId, device));
        Instant until = mine.map(LoginThrottleEntity::blockedUntil).orElse(null);
        boolean known = mine.map(LoginThrottleEntity::lastSuccess)
                .map(s -> s.isAfter(now.minus(KNOWN_BROWSER))).orElse(false);
        if (!known) {
            Instant account = throttles.findById(new LoginThrottleEntity.Key(accountId, ALL_BROWSERS))
                    .map(LoginThrottleEntity::blockedUntil).orElse(null);
            if (account != null && (until == null || account.isAfter(until))) {
                until = account;
            }
        }
        return until != null && until.isAfter(now) ? Optional.of(Duration.between(now, until)) : Optional.empty();
    }

    @Transactional
    public void failed(long accountId, String device) {
        Instant now = clock.instant();
        LoginThrottleEntity mine = load(accountId, device, now, QUIET_RESET);
        int over = mine.failures() + 1 - FREE_FAILURES;
        Duration wait = over < 0 ? null : FIRST_WAIT.multipliedBy(1L << Math.min(over, 10));
        mine.fail(wait == null ? null : now.plus(wait.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait));
        throttles.save(mine);
        LoginThrottleEntity all = load(accountId, ALL_BROWSERS, now, ACCOUNT_WINDOW);
        all.fail(all.failures() + 1 >= ACCOUNT_FAILURES ? now.plus(ACCOUNT_WAIT) : all.blockedUntil());
        throttles.save(all);
    }

    @Transactional
    public void succeeded(long accountId, String device) {
        Instant now = clock.instant();
        LoginThrottleEntity mine = load(accountId, device, now, QUIET_RESET);
        mine.succeed(now);
        throttles.save(mine);
    }

    /** Forgets every failed try of the account (a teacher reset the pupil's secret). */
    @Transactional
    public void clear(long accountId) {
        throttles.deleteAllOf(accountId);
    }

    /** The counter, restarted when its window is over (so old failures do not add up forever). */
    private LoginThrottleEntity load(long accountId, String device, Instant now, Duration window) {
        LoginThrottleEntity e = throttles.findById(new LoginThrottleEntity.Key(accountId, device))
                .orElseGet(() -> new LoginThrottleEntity(accountId, device, now));
        boolean expired = e.windowStart().plus(window).isBefore(now)
                && (e.blockedUntil() == null || e.blockedUntil().isBefore(now));
        if (expired) {
            e.restart(now);
        }
        return e;
    }
}
