package org.arithmos.classroom;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * Slows down a parent account that types wrong link codes: {@value #FREE_FAILURES} wrong codes are free,
 * then each try waits 30 s, doubling up to 15 min, until a right code. Kept in memory: a code is 8 of
 * 28 letters (about 3.8 × 10¹¹ codes), so even a restart every few minutes leaves guessing hopeless;
 * the throttle only makes it slow enough that nobody tries. It never touches the parent's login.
 */
@Component
class LinkCodeThrottle {

    static final int FREE_FAILURES = 5;
    static final Duration FIRST_WAIT = Duration.ofSeconds(30);
    static final Duration LONGEST_WAIT = Duration.ofMinutes(15);

    private record Failures(int count, Instant blockedUntil) {
    }

    private final Map<Long, Failures> failures = new ConcurrentHashMap<>();
    private final Clock clock;

    LinkCodeThrottle(Clock clock) {
        this.clock = clock;
    }

    /** How long this parent must wait before trying another code; empty if they may try now. */
    Optional<Duration> waitBefore(long parentId) {
        Instant now = clock.instant();
        Failures f = failures.get(parentId);
        return f == null || f.blockedUntil() == null || !f.blockedUntil().isAfter(now) ? Optional.empty()
                : Optional.of(Duration.between(now, f.blockedUntil()));
    }

    void failed(long parentId) {
        Instant now = clock.instant();
        failures.compute(parentId, (id, f) -> {
            int count = (f == null ? 0 : f.count()) + 1;
            int over = count - FREE_FAILURES;
            if (over < 0) {
                return new Failures(count, null);
            }
            Duration wait = FIRST_WAIT.multipliedBy(1L << Math.min(over, 10));
            return new Failures(count, now.plus(wait.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait));
        });
    }

    void succeeded(long parentId) {
        failures.remove(parentId);
    }
}
