package org.arithmos.classroom;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.arithmos.accounts.persistence.ThrottleCount;
import org.arithmos.accounts.persistence.ThrottleCountStore;
import org.springframework.stereotype.Component;

/**
 * Slows down guessing class codes (decision 0022), counted in the database so that every node of a cluster
 * shares the counts (decision 0030):
 * <ul>
 *   <li>per browser: {@value #FREE_FAILURES} wrong codes an hour are free, then each try waits 30 s,
 *       doubling to 15 min; a right code does not wipe the count (it proves only that one code is known);</li>
 *   <li>per address range (IPv4 /24, IPv6 /48): {@value #RANGE_FREE} wrong codes an hour are free (a whole
 *       school mistyping codes all morning stays well below); past that, browsers of the range may try one
 *       code every {@value #RANGE_PACE_SECONDS} s between them all, except the school's computers (where
 *       someone logged in during the last 30 days), which keep going. So a script that forges a new browser
 *       id at each try is paced, and the school's own computers are not blocked.</li>
 * </ul>
 */
@Component
class ClassCodeThrottle {

    static final int FREE_FAILURES = 10;
    static final Duration WINDOW = Duration.ofHours(1);
    static final Duration FIRST_WAIT = Duration.ofSeconds(30);
    static final Duration LONGEST_WAIT = Duration.ofMinutes(15);
    static final int RANGE_FREE = 100;
    static final Duration RANGE_WINDOW = Duration.ofHours(1);
    static final long RANGE_PACE_SECONDS = 10;
    static final String BROWSER = "class-code-browser";
    /** A range's count: its {@code blockedUntil} is the next try allowed to its browsers. */
    static final String RANGE = "class-code-range";

    private final ThrottleCountStore counts;
    private final Clock clock;

    ClassCodeThrottle(ThrottleCountStore counts, Clock clock) {
        this.counts = counts;
        this.clock = clock;
    }

    /**
     * How long this browser, at this address, must wait before typing another code; empty if it may now.
     * {@code schoolComputer}: someone logged in on this browser lately.
     */
    Optional<Duration> waitBefore(String device, String address, boolean schoolComputer) {
        Instant now = clock.instant();
        Instant until = counts.find(BROWSER, device).map(ThrottleCount::blockedUntil).orElse(null);
        Instant next = schoolComputer ? null : counts.find(RANGE, rangeOf(address)).map(ThrottleCount::blockedUntil).orElse(null);
        if (next != null && next.isAfter(now) && (until == null || next.isAfter(until))) {
            until = next;
        }
        return until != null && until.isAfter(now) ? Optional.of(Duration.between(now, until)) : Optional.empty();
    }

    void failed(String device, String address) {
        Instant now = clock.instant();
        counts.change(BROWSER, device, old -> {
            ThrottleCount b = old.filter(o -> !o.windowStart().plus(WINDOW).isBefore(now)
                    || o.blockedUntil() != null && !o.blockedUntil().isBefore(now)).orElse(ThrottleCount.fresh(now));
            int failures = b.failures() + 1;
            int over = failures - FREE_FAILURES;
            Instant until = over < 0 ? null : now.plus(min(FIRST_WAIT.multipliedBy(1L << Math.min(over, 10)), LONGEST_WAIT));
            return new ThrottleCount(failures, b.windowStart(), until);
        });
        counts.change(RANGE, rangeOf(address), old -> {
            ThrottleCount r = old.filter(o -> !o.windowStart().plus(RANGE_WINDOW).isBefore(now)).orElse(ThrottleCount.fresh(now));
            int failures = r.failures() + 1;
            Instant next = failures > RANGE_FREE ? now.plusSeconds(RANGE_PACE_SECONDS) : r.blockedUntil();
            return new ThrottleCount(failures, r.windowStart(), next);
        });
    }

    /** The part of an address a school's computers share: the first three bytes of IPv4, four groups of IPv6. */
    static String rangeOf(String address) {
        if (address == null || address.isBlank()) {
            return "?";
        }
        if (address.contains(":")) {
            String[] groups = address.split(":", -1);
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < Math.min(3, groups.length); i++) {
                s.append(groups[i]).append(':');
            }
            return s.toString();
        }
        int last = address.lastIndexOf('.');
        return last < 0 ? address : address.substring(0, last);
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) > 0 ? b : a;
    }
}
