package org.arithmos.cardgames;

import org.arithmos.accounts.PupilData;
import org.arithmos.tables.GameTablesData;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The classic card games' part of a pupil's data (Nain Jaune and Krambambuli share their tables): games with
 * every move, and what the pupil did in them.
 */
@Component
@Order(PupilData.FEATURE_ORDER - 4)
class CardGamesData extends GameTablesData {

    CardGamesData(JdbcTemplate jdbc) {
        super(jdbc, "card_game", "card_move", "card_progress");
    }
}
