package org.arithmos.multicartes;

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
class MulticartesData implements PupilData {

    private static final String OWNED = "select id from mc_game where owner_id = ?";

    private final JdbcTemplate jdbc;
    private final McLiveGames live;

    MulticartesData(JdbcTemplate jdbc, McLiveGames live) {
        this.jdbc = jdbc;
        this.live = live;
    }

    @Override
    public List<String> tables() {
        return List.of("mc_game", "mc_move", "mc_progress");
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(
                TableRows.query(jdbc, "mc_game", Set.of(), "where owner_id = ? order by created_at, id", pupilId),
                TableRows.query(jdbc, "mc_move", Set.of(), "where game_id in (" + OWNED + ") order by game_id, seq",
                        pupilId),
                TableRows.query(jdbc, "mc_progress", Set.of(), "where pupil_id = ? order by occurred_at, id", pupilId));
    }

    @Override
    public void delete(long pupilId) {
        jdbc.update("delete from mc_progress where pupil_id = ? or game_id in (" + OWNED + ")", pupilId, pupilId);
        jdbc.update("delete from mc_move where game_id in (" + OWNED + ")", pupilId);
        jdbc.update("delete from mc_game where owner_id = ?", pupilId);
        live.forgetOwner(pupilId);
    }

    @Override
    public Map<String, Integer> deleteOlderThan(Instant cutoff) {
        OffsetDateTime before = cutoff.atOffset(ZoneOffset.UTC);
        String games = "select id from mc_game where status = 'FINISHED' and updated_at < ?";
        List<UUID> old = jdbc.queryForList(games, UUID.class, before);
        Map<String, Integer> removed = new LinkedHashMap<>();
        removed.put("mc_progress", jdbc.update("delete from mc_progress where occurred_at < ? or game_id in (" + games
                + ")", before, before));
        removed.put("mc_move", jdbc.update("delete from mc_move where game_id in (" + games + ")", before));
        removed.put("mc_game", jdbc.update("delete from mc_game where status = 'FINISHED' and updated_at < ?", before));
        live.forget(old);
        return removed;
    }
}
