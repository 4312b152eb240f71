package org.arithmos.privacy;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Optional;

/**
 * How long games and progress events are kept: a number of months, or forever. A game counts from its
 * last move, an event from when it happened; both are deleted once older than that.
 */
public enum Retention {
    MONTHS_6(6), MONTHS_12(12), MONTHS_24(24), MONTHS_36(36), FOREVER(0);

    /** What a school gets until an admin chooses. */
    public static final Retention DEFAULT = MONTHS_24;

    private final int months;

    Retention(int months) {
        this.months = months;
    }

    /** The number of months, 0 for forever (how it is stored). */
    public int months() {
        return months;
    }

    /** Records from before this instant are too old; empty when kept forever. Months are counted in UTC. */
    public Optional<Instant> cutoff(Instant now) {
        return this == FOREVER ? Optional.empty()
                : Optional.of(now.atZone(ZoneOffset.UTC).minusMonths(months).toInstant());
    }

    /** The setting as stored ("24", "0"); the default for anything else. */
    public static Retention ofMonths(String stored) {
        return Arrays.stream(values()).filter(r -> String.valueOf(r.months).equals(stored == null ? "" : stored.strip()))
                .findFirst().orElse(DEFAULT);
    }
}
