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
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A game feature's part of a pupil's data when it keeps three tables of the same shape: games
 * ({@code owner_id}, {@code status}, {@code updated_at}), their moves ({@code game_id}, {@code seq}) and what
 * the pupil did ({@code pupil_id}, {@code game_id}, {@code occurred_at}). Multicartes and the classic card
 * games do. Deleting removes all of it (games are played at tables, which keep none of these in memory); retention removes old records and
 * finished games whose last move is older than the cutoff, whole (a game still being played stays).
 */
public abstract class GameTablesData implements PupilData {

    private final JdbcTemplate jdbc;
    private final String games;
    private final String moves;
    private final String progress;
    private final String owned;

    protected GameTablesData(JdbcTemplate jdbc, String games, String moves, String progress) {
        this.jdbc = jdbc;
        this.games = games;
        this.moves = moves;
        this.progress = progress;
        this.owned = "select id from " + games + " where owner_id = ?";
    }

    @Override
    public List<String> tables() {
        return List.of(games, moves, progress);
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(
                TableRows.query(jdbc, games, Set.of(), "where owner_id = ? order by created_at, id", pupilId),
                TableRows.query(jdbc, moves, Set.of(), "where game_id in (" + owned + ") order by game_id, seq",
                        pupilId),
                TableRows.query(jdbc, progress, Set.of(), "where pupil_id = ? order by occurred_at, id", pupilId));
    }

    @Override
    public void delete(long pupilId) {
        jdbc.update("delete from " + progress + " where pupil_id = ? or game_id in (" + owned + ")", pupilId, pupilId);
        jdbc.update("delete from " + moves + " where game_id in (" + owned + ")", pupilId);
        jdbc.update("delete from " + games + " where owner_id = ?", pupilId);
    }

    @Override
    public Map<String, Integer> deleteOlderThan(Instant cutoff) {
        OffsetDateTime before = cutoff.atOffset(ZoneOffset.UTC);
        String finished = "select id from " + games + " where status = 'FINISHED' and updated_at < ?";
        Map<String, Integer> removed = new LinkedHashMap<>();
        removed.put(progress, jdbc.update("delete from " + progress + " where occurred_at < ? or game_id in ("
                + finished + ")", before, before));
        removed.put(moves, jdbc.update("delete from " + moves + " where game_id in (" + finished + ")", before));
        removed.put(games, jdbc.update("delete from " + games + " where status = 'FINISHED' and updated_at < ?",
                before));
        return removed;
    }
}
