package org.arithmos.classroom;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.arithmos.accounts.persistence.ThrottleCount;
import org.arithmos.accounts.persistence.ThrottleCountStore;
import org.springframework.stereotype.Component;

/**
 * Slows down a parent account that types wrong link codes: {@value #FREE_FAILURES} wrong codes are free,
 * then each try waits 30 s, doubling up to 15 min, until a right code. It never touches the parent's login.
 * Counted in the database, so that a parent sent to another node of a cluster keeps waiting (decision 0030).
 */
@Component
class LinkCodeThrottle {

    static final int FREE_FAILURES = 5;
    static final Duration FIRST_WAIT = Duration.ofSeconds(30);
    static final Duration LONGEST_WAIT = Duration.ofMinutes(15);
    static final String THROTTLE = "link-code";

    private final ThrottleCountStore counts;
    private final Clock clock;

    LinkCodeThrottle(ThrottleCountStore counts, Clock clock) {
        this.counts = counts;
        this.clock = clock;
    }

    /** How long this parent must wait before trying another code; empty if they may try now. */
    Optional<Duration> waitBefore(long parentId) {
        Instant now = clock.instant();
        return counts.find(THROTTLE, Long.toString(parentId)).map(ThrottleCount::blockedUntil)
                .filter(until -> until.isAfter(now)).map(until -> Duration.between(now, until));
    }

    void failed(long parentId) {
        Instant now = clock.instant();
        counts.change(THROTTLE, Long.toString(parentId), old -> {
            ThrottleCount f = old.orElse(ThrottleCount.fresh(now));
            int count = f.failures() + 1;
            int over = count - FREE_FAILURES;
            if (over < 0) {
                return new ThrottleCount(count, f.windowStart(), null);
            }
            Duration wait = FIRST_WAIT.multipliedBy(1L << Math.min(over, 10));
            return new ThrottleCount(count, f.windowStart(), now.plus(wait.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait));
        });
    }

    void succeeded(long parentId) {
        counts.forget(THROTTLE, Long.toString(parentId));
    }
}
