package org.arithmos.tables;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arithmos.accounts.PupilData;
import org.arithmos.accounts.TableRows;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The tables' part of a pupil's data: the games they own, with every seat and move, and any seat
 * they hold at someone else's table. Deleting removes their games; a seat at another's table (none yet:
 * every table has one pupil) is kept for that game's replay but no longer names them. Retention removes
 * finished games whose last move is older than the cutoff, whole (a game still being played stays), since a game is replayed from all its moves (the
 * schema removes a removed game's progress events with it; the progress feature's part runs first).
 */
@Component
@Order(PupilData.FEATURE_ORDER)
class GameData implements PupilData {

    static final String LEFT_SEAT = "—";
    private static final String OWNED = "select id from game where owner_id = ?";

    private final JdbcTemplate jdbc;

    GameData(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public List<String> tables() {
        return List.of("game", "game_seat", "game_move");
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(
                TableRows.query(jdbc, "game", Set.of(), "where owner_id = ? order by created_at, id", pupilId),
                TableRows.query(jdbc, "game_seat", Set.of(),
                        "where game_id in (" + OWNED + ") or account_id = ? order by game_id, seat", pupilId, pupilId),
                TableRows.query(jdbc, "game_move", Set.of(),
                        "where game_id in (" + OWNED + ") order by game_id, seq", pupilId));
    }

    @Override
    public void delete(long pupilId) {
        jdbc.update("delete from game_move where game_id in (" + OWNED + ")", pupilId);
        jdbc.update("delete from game_seat where game_id in (" + OWNED + ")", pupilId);
        jdbc.update("update game_seat set account_id = null, name = ? where account_id = ?", LEFT_SEAT, pupilId);
        jdbc.update("delete from game where owner_id = ?", pupilId);
    }

    @Override
    public Map<String, Integer> deleteOlderThan(Instant cutoff) {
        OffsetDateTime before = cutoff.atOffset(ZoneOffset.UTC);
        String games = "select id from game where status = 'FINISHED' and updated_at < ?";
        Map<String, Integer> removed = new LinkedHashMap<>();
        removed.put("game_move", jdbc.update("delete from game_move where game_id in (" + games + ")", before));
        removed.put("game_seat", jdbc.update("delete from game_seat where game_id in (" + games + ")", before));
        removed.put("game", jdbc.update("delete from game where status = 'FINISHED' and updated_at < ?", before));
        return removed;
    }
}
