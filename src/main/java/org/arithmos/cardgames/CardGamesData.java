package org.arithmos.cardgames;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.arithmos.accounts.PupilData;
import org.arithmos.accounts.TableRows;
import org.arithmos.play.GamesInMemory;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The classic card games' part of a pupil's data (Nain Jaune and Krambambuli share their tables): games with
 * every move, and what the pupil did in them. Deleting removes all of it and drops the games from memory.
 * Retention removes old records and finished games whose last move is older than the cutoff, whole; a game
 * still being played stays.
 */
@Component
@Order(PupilData.FEATURE_ORDER - 4)
class CardGamesData implements PupilData {

    private static final String OWNED = "select id from card_game where owner_id = ?";

    private final JdbcTemplate jdbc;
    private final List<GamesInMemory<?>> inMemory;

    /** Every feature's games in memory: ids are unique, so forgetting in all of them touches only these games. */
    CardGamesData(JdbcTemplate jdbc, List<GamesInMemory<?>> inMemory) {
        this.jdbc = jdbc;
        this.inMemory = inMemory;
    }

    @Override
    public List<String> tables() {
        return List.of("card_game", "card_move", "card_progress");
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(
                TableRows.query(jdbc, "card_game", Set.of(), "where owner_id = ? order by created_at, id", pupilId),
                TableRows.query(jdbc, "card_move", Set.of(), "where game_id in (" + OWNED + ") order by game_id, seq",
                        pupilId),
                TableRows.query(jdbc, "card_progress", Set.of(), "where pupil_id = ? order by occurred_at, id",
                        pupilId));
    }

    @Override
    public void delete(long pupilId) {
        jdbc.update("delete from card_progress where pupil_id = ? or game_id in (" + OWNED + ")", pupilId, pupilId);
        jdbc.update("delete from card_move where game_id in (" + OWNED + ")", pupilId);
        jdbc.update("delete from card_game where owner_id = ?", pupilId);
        inMemory.forEach(games -> games.forgetOwner(pupilId));
    }

    @Override
    public Map<String, Integer> deleteOlderThan(Instant cutoff) {
        OffsetDateTime before = cutoff.atOffset(ZoneOffset.UTC);
        String games = "select id from card_game where status = 'FINISHED' and updated_at < ?";
        List<UUID> old = jdbc.queryForList(games, UUID.class, before);
        Map<String, Integer> removed = new LinkedHashMap<>();
        removed.put("card_progress", jdbc.update("delete from card_progress where occurred_at < ? or game_id in ("
                + games + ")", before, before));
        removed.put("card_move", jdbc.update("delete from card_move where game_id in (" + games + ")", before));
        removed.put("card_game", jdbc.update("delete from card_game where status = 'FINISHED' and updated_at < ?",
                before));
        inMemory.forEach(g -> g.forget(old));
        return removed;
    }
}
