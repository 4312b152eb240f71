package org.arithmos.accounts;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.springframework.security.access.prepost.PreAuthorize;

/**
 * What one feature keeps about pupils, table by table: each feature that stores rows about a pupil
 * implements this for its own tables, so that the privacy feature can export all of a pupil's data and
 * delete it without knowing any table. {@code ExportThenDeleteTest} compares the tables the parts
 * declare with every column of the schema that refers to an account: a new table about pupils without
 * its part fails the build.
 *
 * <p>The privacy feature calls the parts inside one transaction, in their {@code @Order} (the account
 * itself last), after checking who asks for what; the parts only check the role.
 */
public interface PupilData {

    /** Deletion order: a feature's rows first, the account row last. */
    int FEATURE_ORDER = 0;
    int ACCOUNT_ORDER = 100;

    /** The tables this part covers; {@link #export} returns one entry for each, also when empty. */
    List<String> tables();

    /** This feature's rows about the pupil, one entry per table, in {@link #tables()} order. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN','PARENT')")
    List<TableRows> export(long pupilId);

    /** Removes every row about the pupil, so that afterwards none of this feature's tables names them. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    void delete(long pupilId);

    /**
     * Retention: removes this feature's old records of play (older than {@code cutoff}), whoever they are
     * about; the number removed per table. Features without such records keep the default.
     */
    @PreAuthorize("hasRole('ADMIN')")
    default Map<String, Integer> deleteOlderThan(Instant cutoff) {
        return Map.of();
    }
}
