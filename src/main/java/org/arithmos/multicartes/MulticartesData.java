package org.arithmos.multicartes;

import java.util.List;
import org.arithmos.accounts.PupilData;
import org.arithmos.play.GameTablesData;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The Multicartes feature's part of a pupil's data: their games with every move, and their times-table
 * record. Deleting removes all of it (and drops their games from memory). Retention removes old records
 * and finished games whose last move is older than the cutoff, whole; a game still being played stays.
 */
@Component
@Order(PupilData.FEATURE_ORDER - 5)
class MulticartesData extends GameTablesData {

    MulticartesData(JdbcTemplate jdbc) {
        // No game of the old kind lives in memory any more (0018 step 3: the tables keep theirs, and drop them).
        super(jdbc, "mc_game", "mc_move", "mc_progress", List.of());
    }
}
