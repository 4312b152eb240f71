package org.arithmos.tables;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The pupils' screens other nodes said they show (0031: "Léa is at table T on node 2"), each remembered for
 * {@link #PRESENCE}: their nodes repeat it every sweep while the screen is open. What is older is forgotten, so that
 * a day of pupils coming and going leaves nothing behind.
 */
final class ScreensElsewhere {

    /** A pupil heard of within this long is still at the table on another node. */
    static final Duration PRESENCE = Duration.ofSeconds(15);

    private final Clock clock;
    private final Map<String, Instant> heard = new ConcurrentHashMap<>();

    ScreensElsewhere(Clock clock) {
        this.clock = clock;
    }

    void heard(UUID tableId, long accountId) {
        heard.put(tableId + " " + accountId, clock.instant());
    }

    boolean seenLately(UUID tableId, long accountId) {
        Instant at = heard.get(tableId + " " + accountId);
        return at != null && at.isAfter(clock.instant().minus(PRESENCE));
    }

    void forgetStale() {
        Instant limit = clock.instant().minus(PRESENCE);
        heard.values().removeIf(at -> !at.isAfter(limit));
    }

    int remembered() {
        return heard.size();
    }
}
