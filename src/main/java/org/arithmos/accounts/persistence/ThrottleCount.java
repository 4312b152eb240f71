package org.arithmos.accounts.persistence;

import java.time.Instant;

/** A throttle's count for one subject: wrong tries since {@code windowStart}, and until when tries wait (or null). */
public record ThrottleCount(int failures, Instant windowStart, Instant blockedUntil) {

    public static ThrottleCount fresh(Instant now) {
        return new ThrottleCount(0, now, null);
    }
}
