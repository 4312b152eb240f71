package org.arithmos.tables.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.operations.MovesMeter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Storage of live tables (V4_1__live_tables.sql), and of their games in the game-agnostic game tables
 * (game, game_seat, game_move; docs/decisions/0018). Callers check who asks and run it in their transaction;
 * a move is acknowledged only once that transaction has committed.
 */
@Component
public class TableStore {

    private final JdbcTemplate jdbc;
    private final MovesMeter movesMeter;

    TableStore(JdbcTemplate jdbc, MovesMeter moves) {
        this.movesMeter = moves;
        this.jdbc = jdbc;
    }

    /** A private table's class id in memory: it has none (null in the database). */
    public static final long NO_CLASS = -1;

    /** A live table's row; {@code classId} is {@link #NO_CLASS} for a private table. */
    public record TableRow(UUID id, String code, long classId, Long hostId, String kind, String options, String mode,
                           String status, int seats, int graceSeconds, boolean partnersSeeHands, int paceMillis,
                           Instant createdAt) {
    }

    /** A pupil sitting at an open table, with their level when they sat down. */
    public record LobbySeat(int seat, long accountId, String level) {
    }

    /** A seat of a started table: a pupil (account id) or a robot (level), with a name and a face. */
    public record GameSeat(int seat, String name, int face, String robotLevel, Long accountId) {
    }

    /** A started table's game: its options, seed and moves in order. */
    /** @param byRobot the moves (by their index) a robot played, at its own seat or standing in for a pupil */
    public record StoredGame(String options, long seed, List<GameSeat> seats, List<String> moves, boolean showResults,
                             java.util.Set<Integer> byRobot) {
    }

    public void create(TableRow t) {
        jdbc.update("insert into live_table (id, code, class_id, host_id, game_kind, options, mode, status, seats,"
                        + " grace_seconds, partners_see_hands, bot_pace_ms, created_at, updated_at)"
                        + " values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                t.id(), t.code(), t.classId() == NO_CLASS ? null : t.classId(), t.hostId(), t.kind(), t.options(), t.mode(), t.status(), t.seats(),
                t.graceSeconds(), t.partnersSeeHands(), t.paceMillis(), ts(t.createdAt()), ts(t.createdAt()));
    }

    public Optional<TableRow> find(UUID id) {
        return jdbc.query("select * from live_table where id = ?", TableStore::table, id).stream().findFirst();
    }

    /** A class's table still open or playing with this code (a private table has none, and is found by nobody). */
    public Optional<TableRow> findByCode(String code) {
        if (code == null || code.isBlank()) {
            return Optional.empty();
        }
        return jdbc.query("select * from live_table where code = ? and class_id is not null"
                + " and status in ('OPEN', 'PLAYING')", TableStore::table, code).stream().findFirst();
    }

    public boolean codeInUse(String code) {
        return findByCode(code).isPresent();
    }

    /** The class's tables that are open or playing, the newest first. */
    public List<TableRow> ofClass(long classId) {
        return jdbc.query("select * from live_table where class_id = ? and status in ('OPEN', 'PLAYING')"
                + " order by created_at desc", TableStore::table, classId);
    }

    public List<LobbySeat> lobby(UUID tableId) {
        return jdbc.query("select * from live_table_seat where table_id = ? order by seat", (rs, i) ->
                new LobbySeat(rs.getInt("seat"), rs.getLong("account_id"), rs.getString("level")), tableId);
    }

    public void sit(UUID tableId, int seat, long accountId, String level, Instant at) {
        jdbc.update("insert into live_table_seat (table_id, seat, account_id, level) values (?, ?, ?, ?)",
                tableId, seat, accountId, level);
        touch(tableId, at);
    }

    public void stand(UUID tableId, long accountId, Instant at) {
        jdbc.update("delete from live_table_seat where table_id = ? and account_id = ?", tableId, accountId);
        touch(tableId, at);
    }

    public void setStatus(UUID tableId, String status, Instant at) {
        jdbc.update("update live_table set status = ?, updated_at = ? where id = ?", status, ts(at), tableId);
    }

    /**
     * The table starts: its game is stored like any other (the class's teacher owns the row, each pupil has
     * their seat), and the table's row records the engine's options and the seat count.
     */
    public void start(UUID tableId, long ownerId, String kind, String options, long seed, String mode, int paceMillis,
                      boolean showResults, List<GameSeat> seats, Instant at) {
        jdbc.update("insert into game (id, owner_id, game_kind, options, seed, mode, bot_pace_ms, show_results, status,"
                        + " move_count, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 'PLAYING', 0, ?, ?)",
                tableId, ownerId, kind, options, seed, mode, paceMillis, showResults, ts(at), ts(at));
        jdbc.batchUpdate("insert into game_seat (game_id, seat, name, face, bot_level, account_id) values (?, ?, ?, ?, ?, ?)",
                seats.stream().map(s -> new Object[] {tableId, s.seat(), s.name(), s.face(), s.robotLevel(),
                        s.accountId()}).toList());
        jdbc.update("update live_table set status = 'PLAYING', options = ?, seats = ?, updated_at = ? where id = ?",
                options, seats.size(), ts(at), tableId);
    }

    public Optional<StoredGame> game(UUID tableId) {
        return jdbc.query("select options, seed, show_results from game where id = ?", (rs, i) -> new StoredGame(
                rs.getString("options"), rs.getLong("seed"),
                jdbc.query("select * from game_seat where game_id = ? order by seat", (s, j) -> new GameSeat(
                        s.getInt("seat"), s.getString("name"), s.getInt("face"), s.getString("bot_level"),
                        (Long) s.getObject("account_id", Long.class)), tableId),
                jdbc.queryForList("select notation from game_move where game_id = ? order by seq", String.class,
                        tableId), rs.getBoolean("show_results"),
                java.util.Set.copyOf(jdbc.queryForList("select seq from game_move where game_id = ? and by_robot",
                        Integer.class, tableId))), tableId).stream().findFirst();
    }

    /**
     * Appends move number {@code seq} of the table's game; false, and nothing written, when the game is no
     * longer at {@code seq} (another node, another tab, a robot's timer moved it on first).
     */
    public boolean append(UUID tableId, int seq, int seat, String notation, boolean byRobot, boolean over, Instant at) {
        int advanced = jdbc.update("update game set move_count = move_count + 1, status = ?, updated_at = ?"
                + " where id = ? and move_count = ? and status = 'PLAYING'", over ? "FINISHED" : "PLAYING", ts(at), tableId,
                seq);
        if (advanced != 1) {
            return false;
        }
        jdbc.update("insert into game_move (game_id, seq, seat, notation, by_robot, played_at) values (?, ?, ?, ?, ?, ?)",
                tableId, seq, seat, notation, byRobot, ts(at));
        if (over) {
            setStatus(tableId, "OVER", at);
        } else {
            touch(tableId, at);
        }
        movesMeter.tableMove();
        return true;
    }

    /** A pupil takes over a robot's seat of a started table: the game's seat names them from now on. */
    public boolean takeSeat(UUID tableId, int seat, long accountId, String name, int face, Instant at) {
        int taken = jdbc.update("update game_seat set account_id = ?, name = ?, face = ?, bot_level = null"
                + " where game_id = ? and seat = ? and account_id is null", accountId, name, face, tableId, seat);
        touch(tableId, at);
        return taken == 1;
    }

    /** The table is ended before its game is over (a class game's end): its game stops where it is. */
    public void end(UUID tableId, Instant at) {
        jdbc.update("update game set status = 'FINISHED', updated_at = ? where id = ?", ts(at), tableId);
        setStatus(tableId, "OVER", at);
    }

    /** A started table someone sits at, for "My games"; {@code alone}: a private table (0018, step 3), with its game's choices. */
    public record SeatedRow(UUID id, String kind, String code, String status, int seats, Instant updatedAt,
                            boolean alone, String options, String mode) {
    }

    /** The started tables this person sits at (a class's, or their own against robots), the latest first. */
    public List<SeatedRow> seatedAt(long accountId) {
        return jdbc.query("select t.id, t.game_kind, t.code, t.status, t.seats, t.updated_at, t.class_id, g.options,"
                + " g.mode from live_table t join game_seat s on s.game_id = t.id join game g on g.id = t.id"
                + " where s.account_id = ? and t.status in ('PLAYING', 'OVER')"
                + " order by t.updated_at desc", (rs, i) -> new SeatedRow(rs.getObject("id", UUID.class),
                rs.getString("game_kind"), rs.getString("code"), rs.getString("status"), rs.getInt("seats"),
                rs.getTimestamp("updated_at").toInstant(), rs.getObject("class_id") == null, rs.getString("options"),
                rs.getString("mode")), accountId);
    }

    /** A private table still being played: its game's options and moves. */
    public record UnfinishedRow(UUID id, String options, int moves, Instant updatedAt) {
    }

    /** The person's private tables of {@code kind} still being played, the latest first (0018, step 3). */
    public List<UnfinishedRow> unfinishedAlone(long hostId, String kind, int limit) {
        return jdbc.query("select t.id, g.options, g.move_count, g.updated_at from live_table t join game g on g.id = t.id"
                        + " where t.host_id = ? and t.class_id is null and t.game_kind = ? and t.status = 'PLAYING'"
                        + " order by g.updated_at desc limit ?", (rs, i) -> new UnfinishedRow(
                        rs.getObject("id", UUID.class), rs.getString("options"), rs.getInt("move_count"),
                        rs.getTimestamp("updated_at").toInstant()), hostId, kind, limit);
    }

    /** A pupil's name and face, as the table shows them. */
    public String nameOf(long accountId) {
        return jdbc.queryForObject("select display_name from account where id = ?", String.class, accountId);
    }

    public int faceOf(long accountId) {
        Integer face = jdbc.queryForObject("select face from account where id = ?", Integer.class, accountId);
        return face == null ? 0 : face;
    }

    /** The class's turn timer at live tables, in seconds; 0 when it has none. */
    public int turnSeconds(long classId) {
        List<Integer> found = jdbc.queryForList("select turn_seconds from live_class_setting where class_id = ?",
                Integer.class, classId);
        return found.isEmpty() ? 0 : found.getFirst();
    }

    /** Sets it (update, else insert: portable to H2 and PostgreSQL, 0024). */
    public void setTurnSeconds(long classId, int seconds) {
        if (jdbc.update("update live_class_setting set turn_seconds = ? where class_id = ?", seconds, classId) == 0) {
            jdbc.update("insert into live_class_setting (class_id, turn_seconds) values (?, ?)", classId, seconds);
        }
    }

    /** The robots' pace of a private table, changed by its person while playing. */
    public void setPace(UUID tableId, int millis, Instant at) {
        jdbc.update("update live_table set bot_pace_ms = ?, updated_at = ? where id = ?", millis, ts(at), tableId);
        jdbc.update("update game set bot_pace_ms = ? where id = ?", millis, tableId);
    }

    /** Whether this account is a pupil's: only a pupil's moves count as progress. */
    public boolean isPupil(long accountId) {
        return jdbc.queryForObject("select count(*) from account where id = ? and role = 'PUPIL'", Integer.class,
                accountId) > 0;
    }

    /** The teacher of a class (a live table's game is stored under the class's teacher). */
    public long teacherOf(long classId) {
        return jdbc.queryForObject("select teacher_id from school_class where id = ?", Long.class, classId);
    }

    private void touch(UUID tableId, Instant at) {
        jdbc.update("update live_table set updated_at = ? where id = ?", ts(at), tableId);
    }

    private static TableRow table(ResultSet rs, int row) throws SQLException {
        Long classId = rs.getObject("class_id", Long.class);
        return new TableRow(rs.getObject("id", UUID.class), rs.getString("code"), classId == null ? NO_CLASS : classId,
                (Long) rs.getObject("host_id", Long.class), rs.getString("game_kind"), rs.getString("options"),
                rs.getString("mode"), rs.getString("status"), rs.getInt("seats"), rs.getInt("grace_seconds"),
                rs.getBoolean("partners_see_hands"), rs.getInt("bot_pace_ms"),
                rs.getTimestamp("created_at").toInstant());
    }

    private static Timestamp ts(Instant at) {
        return Timestamp.from(at);
    }
}
