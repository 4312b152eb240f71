package org.arithmos.cardgames.persistence;

import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Makes card games written the old way private tables, as the migrations V4_23_1 (Nain Jaune) and V4_23_2
 * (Krambambuli) did (decision 0018, step 3): the demo school's import writes them through the card games' shared
 * import, then moves them here, in the caller's transaction.
 */
@Component
public class StoredCardGames {

    private final JdbcTemplate jdbc;

    StoredCardGames(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Moves these games of {@code kind} (in card_game) into the tables under their own ids. */
    public void becomeTables(String kind, List<UUID> ids, Function<String, StoredGamesToTables.Shape> shape) {
        jdbc.execute((ConnectionCallback<Integer>) c -> StoredGamesToTables.move(c, kind, ids, shape));
    }
}
