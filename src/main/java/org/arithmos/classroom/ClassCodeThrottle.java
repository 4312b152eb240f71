package org.arithmos.classroom;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * Slows down guessing class codes (decision 0022), in memory:
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
    private static final int MAX_ENTRIES = 100_000;

    private record Browser(int failures, Instant windowStart, Instant blockedUntil) {
    }

    private record Range(int failures, Instant windowStart, Instant nextTry) {
    }

    private final Map<String, Browser> browsers = new ConcurrentHashMap<>();
    private final Map<String, Range> ranges = new ConcurrentHashMap<>();
    private final Clock clock;

    ClassCodeThrottle(Clock clock) {
        this.clock = clock;
    }

    /**
     * How long this browser, at this address, must wait before typing another code; empty if it may now.
     * {@code schoolComputer}: someone logged in on this browser lately.
     */
    Optional<Duration> waitBefore(String device, String address, boolean schoolComputer) {
        Instant now = clock.instant();
        Browser b = browsers.get(device);
        Instant until = b == null ? null : b.blockedUntil();
        Range r = ranges.get(rangeOf(address));
        if (!schoolComputer && r != null && r.nextTry() != null && r.nextTry().isAfter(now)
                && (until == null || r.nextTry().isAfter(until))) {
            until = r.nextTry();
        }
        return until != null && until.isAfter(now) ? Optional.of(Duration.between(now, until)) : Optional.empty();
    }

    void failed(String device, String address) {
        Instant now = clock.instant();
        bound();
        browsers.compute(device, (d, old) -> {
            boolean restart = old == null || old.windowStart().plus(WINDOW).isBefore(now)
                    && (old.blockedUntil() == null || old.blockedUntil().isBefore(now));
            Browser b = restart ? new Browser(0, now, null) : old;
            int failures = b.failures() + 1;
            int over = failures - FREE_FAILURES;
            Instant until = over < 0 ? null : now.plus(min(FIRST_WAIT.multipliedBy(1L << Math.min(over, 10)), LONGEST_WAIT));
            return new Browser(failures, b.windowStart(), until);
        });
        ranges.compute(rangeOf(address), (k, old) -> {
            Range r = old == null || old.windowStart().plus(RANGE_WINDOW).isBefore(now) ? new Range(0, now, null) : old;
            int failures = r.failures() + 1;
            Instant next = failures > RANGE_FREE ? now.plusSeconds(RANGE_PACE_SECONDS) : r.nextTry();
            return new Range(failures, r.windowStart(), next);
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

    /** Made-up browser ids or addresses must not fill the memory; forgetting them only restarts their count. */
    private void bound() {
        if (browsers.size() > MAX_ENTRIES) {
            browsers.clear();
        }
        if (ranges.size() > MAX_ENTRIES) {
            ranges.clear();
        }
    }
}
