package org.arithmos.multicartes;

import org.arithmos.accounts.PupilData;
import org.arithmos.tables.GameTablesData;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The Multicartes feature's part of a pupil's data: their games with every move, and their times-table
 * record. Deleting removes all of it. Retention removes old records
 * and finished games whose last move is older than the cutoff, whole; a game still being played stays.
 */
@Component
@Order(PupilData.FEATURE_ORDER - 5)
class MulticartesData extends GameTablesData {

    MulticartesData(JdbcTemplate jdbc) {
        super(jdbc, "mc_game", "mc_move", "mc_progress");
    }
}
