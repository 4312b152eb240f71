package org.arithmos.multicartes.persistence;

import java.util.List;
import java.util.UUID;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Makes Multicartes games written the old way private tables, as migration V4_23_3 did (decision 0018, step 3): the
 * demo school's import writes them with {@link McStore}, then moves them here, in the caller's transaction.
 */
@Component
public class McStoredGames {

    private final JdbcTemplate jdbc;

    McStoredGames(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Moves these games (in mc_game) into the tables under their own ids. */
    public void becomeTables(List<UUID> ids) {
        jdbc.execute((ConnectionCallback<Integer>) c -> StoredGamesToTables.move(c, ids));
    }
}
