package org.arithmos.classgame.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Storage of class games (V4_13_1__class_game.sql): which live tables a teacher's class game seated, and its
 * projector links (V4_20_1__projector_links.sql). The tables themselves are stored by the tables feature;
 * callers check who asks and give the transaction.
 */
@Component
public class ClassGameStore {

    private final JdbcTemplate jdbc;

    ClassGameStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** A class game's row; {@code commonSeed} is null when each table has its own deal. */
    public record ClassGameRow(UUID id, long classId, Long teacherId, String kind, String options, int seatsPerTable,
                               Long commonSeed, String status, Instant startedAt, Instant endedAt) {
    }

    public void create(ClassGameRow g) {
        jdbc.update("insert into class_game (id, class_id, teacher_id, game_kind, options, seats_per_table, common_seed,"
                        + " status, started_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)", g.id(), g.classId(), g.teacherId(),
                g.kind(), g.options(), g.seatsPerTable(), g.commonSeed(), g.status(), ts(g.startedAt()));
    }

    public void addTable(UUID classGameId, UUID tableId, int number) {
        jdbc.update("insert into class_game_table (class_game_id, table_id, number) values (?, ?, ?)",
                classGameId, tableId, number);
    }

    public Optional<ClassGameRow> find(UUID id) {
        return jdbc.query("select * from class_game where id = ?", ClassGameStore::row, id).stream().findFirst();
    }

    /** The class's class game being played, if any. */
    public Optional<ClassGameRow> running(long classId) {
        return jdbc.query("select * from class_game where class_id = ? and status = 'PLAYING' order by started_at desc",
                ClassGameStore::row, classId).stream().findFirst();
    }

    /** The class's class games, the latest first. */
    public List<ClassGameRow> ofClass(long classId, int limit) {
        return jdbc.query("select * from class_game where class_id = ? order by started_at desc limit ?",
                ClassGameStore::row, classId, limit);
    }

    /** The class game's tables, in their order. */
    public List<UUID> tables(UUID classGameId) {
        return jdbc.queryForList("select table_id from class_game_table where class_game_id = ? order by number",
                UUID.class, classGameId);
    }

    public void end(UUID id, Instant at) {
        jdbc.update("update class_game set status = 'OVER', ended_at = ? where id = ?", ts(at), id);
    }

    /** Whether the projector hides the first names of the class game ("Player 1, 2…"). */
    public boolean namesHidden(UUID classGameId) {
        return Boolean.TRUE.equals(jdbc.queryForObject("select names_hidden from class_game where id = ?",
                Boolean.class, classGameId));
    }

    public void hideNames(UUID classGameId, boolean hidden) {
        jdbc.update("update class_game set names_hidden = ? where id = ?", hidden, classGameId);
    }

    /** A projector link of the class game, kept by its token's hash only, valid until {@code expiresAt}. */
    public void addProjectorLink(UUID classGameId, String tokenHash, Instant expiresAt) {
        jdbc.update("insert into class_game_projector_link (token_hash, class_game_id, expires_at) values (?, ?, ?)",
                tokenHash, classGameId, ts(expiresAt));
    }

    /** The class game a projector link opens, if it is known, not expired at {@code now} and the game is played. */
    public Optional<ClassGameRow> byProjectorLink(String tokenHash, Instant now) {
        return jdbc.query("select g.* from class_game g join class_game_projector_link l on l.class_game_id = g.id"
                        + " where l.token_hash = ? and l.expires_at > ? and g.status = 'PLAYING'", ClassGameStore::row,
                tokenHash, ts(now)).stream().findFirst();
    }

    /** Until when the class game's latest projector link opens it, if one is still valid at {@code now}. */
    public Optional<Instant> projectorLinkUntil(UUID classGameId, Instant now) {
        Timestamp until = jdbc.queryForObject("select max(expires_at) from class_game_projector_link"
                + " where class_game_id = ? and expires_at > ?", Timestamp.class, classGameId, ts(now));
        return Optional.ofNullable(until).map(Timestamp::toInstant);
    }

    /** Every projector link of the class game stops opening it. */
    public void revokeProjectorLinks(UUID classGameId) {
        jdbc.update("delete from class_game_projector_link where class_game_id = ?", classGameId);
    }

    private static ClassGameRow row(ResultSet rs, int i) throws SQLException {
        Timestamp ended = rs.getTimestamp("ended_at");
        return new ClassGameRow(rs.getObject("id", UUID.class), rs.getLong("class_id"),
                rs.getObject("teacher_id", Long.class), rs.getString("game_kind"), rs.getString("options"),
                rs.getInt("seats_per_table"), rs.getObject("common_seed", Long.class), rs.getString("status"),
                rs.getTimestamp("started_at").toInstant(), ended == null ? null : ended.toInstant());
    }

    private static Timestamp ts(Instant at) {
        return Timestamp.from(at);
    }
}
