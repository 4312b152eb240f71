package org.arithmos.nainjaune.persistence;

import java.util.List;
import java.util.UUID;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Makes Nain Jaune games written the old way private tables, as migration V4_23_1 did (decision 0018, step 3): the
 * demo school's import writes them through the card games' shared import, then moves them here, in the caller's
 * transaction.
 */
@Component
public class NjStoredGames {

    private final JdbcTemplate jdbc;

    NjStoredGames(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Moves these games (of kind NAIN_JAUNE in card_game) into the tables under their own ids. */
    public void becomeTables(List<UUID> ids) {
        jdbc.execute((ConnectionCallback<Integer>) c -> StoredGamesToTables.move(c, ids));
    }
}
