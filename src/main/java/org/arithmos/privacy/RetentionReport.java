package org.arithmos.privacy;

import java.time.Instant;
import java.util.Map;

/**
 * One clean-up of old data: when it ran, the cutoff it used (null when everything is kept forever), and how
 * many rows it removed per table.
 */
public record RetentionReport(Instant ranAt, Retention retention, Instant cutoff, Map<String, Integer> removed) {

    public RetentionReport {
        removed = Map.copyOf(removed);
    }

    public int removed(String table) {
        return removed.getOrDefault(table, 0);
    }
}
