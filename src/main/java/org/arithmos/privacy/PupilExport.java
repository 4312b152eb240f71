package org.arithmos.privacy;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.arithmos.accounts.TableRows;
import org.arithmos.classroom.PupilProfile;

/** Everything Arithmos keeps about one pupil, table by table, as of {@code exportedAt}. */
public record PupilExport(PupilProfile pupil, Instant exportedAt, List<TableRows> tables) {

    public PupilExport {
        Objects.requireNonNull(pupil, "pupil");
        Objects.requireNonNull(exportedAt, "exportedAt");
        tables = List.copyOf(tables);
    }

    /** The rows of one table (empty rows when the pupil has none there). */
    public TableRows table(String name) {
        return tables.stream().filter(t -> t.table().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no table " + name + " in the export"));
    }

    public int rowCount(String table) {
        return table(table).rows().size();
    }
}
