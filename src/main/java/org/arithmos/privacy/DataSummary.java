package org.arithmos.privacy;

import java.util.Map;
import org.arithmos.classroom.PupilProfile;

/**
 * What Arithmos keeps about a pupil, counted per table, for the page that exports or deletes it.
 *
 * @param mayDelete whether the current user may delete the pupil (their teacher, an admin)
 */
public record DataSummary(PupilProfile pupil, Map<String, Integer> rows, boolean mayDelete) {

    public DataSummary {
        rows = Map.copyOf(rows);
    }

    public int rows(String table) {
        return rows.getOrDefault(table, 0);
    }
}
