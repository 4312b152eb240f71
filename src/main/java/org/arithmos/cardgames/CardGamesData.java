package org.arithmos.cardgames;

import java.util.List;
import org.arithmos.accounts.PupilData;
import org.arithmos.play.GameTablesData;
import org.arithmos.play.GamesInMemory;
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

    /** Every feature's games in memory: ids are unique, so forgetting in all of them touches only these games. */
    CardGamesData(JdbcTemplate jdbc, List<GamesInMemory<?>> inMemory) {
        super(jdbc, "card_game", "card_move", "card_progress", inMemory);
    }
}
