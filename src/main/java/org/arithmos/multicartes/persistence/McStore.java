package org.arithmos.multicartes.persistence;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.operations.MovesMeter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Multicartes storage (V3_5__multicartes.sql): games as options + seed + moves, the pupils'
 * multiplications, and the classes' play choice. Callers run it inside their transaction.
 */
@Component
public class McStore {

    private final JdbcTemplate jdbc;
    private final MovesMeter movesMeter;

    McStore(JdbcTemplate jdbc, MovesMeter moves) {
        this.movesMeter = moves;
        this.jdbc = jdbc;
    }

    /** A stored game's row. */
    public record GameRow(UUID id, long ownerId, String options, long seed, String botLevel, int botPaceMs,
                          int moveCount) {
    }

    /** One multiplication said or missed by a pupil. */
    public record ProgressRow(String kind, int first, int second) {
    }

    /** A move of a whole game stored at once. */
    public record StoredMove(int seq, int seat, String notation, Instant at) {
    }

    /** A pupil's multiplication in a whole game stored at once (seq: the move it was said at). */
    public record StoredProgress(long pupilId, int seq, Instant at, String kind, int first, int second) {
    }

    /** A game played earlier, with its moves and its pupil's multiplications. */
    public record WholeGame(GameRow game, boolean finished, Instant createdAt, Instant updatedAt,
                            List<StoredMove> moves, List<StoredProgress> progress) {
    }

    /** Stores whole games in three JDBC batches, with the same rows as {@link #create} and {@link #append}. */
    public void createWithMoves(List<WholeGame> games) {
        jdbc.batchUpdate("insert into mc_game (id, owner_id, options, seed, bot_level, bot_pace_ms, status, move_count,"
                + " created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", games.stream().map(w -> new Object[] {
                w.game().id(), w.game().ownerId(), w.game().options(), w.game().seed(), w.game().botLevel(),
                w.game().botPaceMs(), w.finished() ? "FINISHED" : "PLAYING", w.moves().size(), ts(w.createdAt()),
                ts(w.updatedAt())}).toList());
        jdbc.batchUpdate("insert into mc_move (game_id, seq, seat, notation, played_at) values (?, ?, ?, ?, ?)",
                games.stream().flatMap(w -> w.moves().stream().map(m -> new Object[] {w.game().id(), m.seq(), m.seat(),
                        m.notation(), ts(m.at())})).toList());
        jdbc.batchUpdate("insert into mc_progress (pupil_id, game_id, move_seq, occurred_at, kind, first_card,"
                + " second_card, product) values (?, ?, ?, ?, ?, ?, ?, ?)", games.stream().flatMap(w -> w.progress()
                .stream().map(p -> new Object[] {p.pupilId(), w.game().id(), p.seq(), ts(p.at()), p.kind(), p.first(),
                        p.second(), p.first() * p.second()})).toList());
    }

    public void create(GameRow g, Instant at) {
        jdbc.update("insert into mc_game (id, owner_id, options, seed, bot_level, bot_pace_ms, status, move_count,"
                        + " created_at, updated_at) values (?, ?, ?, ?, ?, ?, 'PLAYING', 0, ?, ?)",
                g.id(), g.ownerId(), g.options(), g.seed(), g.botLevel(), g.botPaceMs(), ts(at), ts(at));
    }

    public Optional<GameRow> find(UUID id) {
        return jdbc.query("select * from mc_game where id = ?", (rs, i) -> gameRow(rs), id).stream().findFirst();
    }

    /** The owner's unfinished games, the latest first. */
    public List<GameRow> openGames(long ownerId, int limit) {
        return jdbc.query("select * from mc_game where owner_id = ? and status = 'PLAYING' order by updated_at desc"
                + " limit ?", (rs, i) -> gameRow(rs), ownerId, limit);
    }

    /** A stored game with whether it is over and when it was last played. */
    public record Shelved(GameRow game, boolean finished, Instant lastPlayedAt) {
    }

    /** All the owner's games, the latest played first. */
    public List<Shelved> gamesOf(long ownerId) {
        return jdbc.query("select * from mc_game where owner_id = ? order by updated_at desc, id",
                (rs, i) -> new Shelved(gameRow(rs), "FINISHED".equals(rs.getString("status")),
                        rs.getTimestamp("updated_at").toInstant()), ownerId);
    }

    private static GameRow gameRow(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new GameRow(rs.getObject("id", UUID.class), rs.getLong("owner_id"), rs.getString("options"),
                rs.getLong("seed"), rs.getString("bot_level"), rs.getInt("bot_pace_ms"), rs.getInt("move_count"));
    }

    public Optional<Instant> updatedAt(UUID id) {
        return jdbc.queryForList("select updated_at from mc_game where id = ?", Timestamp.class, id).stream()
                .findFirst().map(Timestamp::toInstant);
    }

    public List<String> moves(UUID id) {
        return jdbc.queryForList("select notation from mc_move where game_id = ? order by seq", String.class, id);
    }

    /** Appends move number {@code seq}; false (and nothing written) when the game is no longer at {@code seq}. */
    public boolean append(UUID id, int seq, int seat, String notation, boolean finished, Instant at) {
        int advanced = jdbc.update("update mc_game set move_count = move_count + 1, status = ?, updated_at = ?"
                + " where id = ? and move_count = ?", finished ? "FINISHED" : "PLAYING", ts(at), id, seq);
        if (advanced != 1) {
            return false;
        }
        jdbc.update("insert into mc_move (game_id, seq, seat, notation, played_at) values (?, ?, ?, ?, ?)",
                id, seq, seat, notation, ts(at));
        movesMeter.gameMove();
        return true;
    }

    public void recordProgress(long pupilId, UUID gameId, int seq, Instant at, String kind, int first, int second) {
        jdbc.update("insert into mc_progress (pupil_id, game_id, move_seq, occurred_at, kind, first_card, second_card,"
                + " product) values (?, ?, ?, ?, ?, ?, ?, ?)", pupilId, gameId, seq, ts(at), kind, first, second,
                first * second);
    }

    /**
     * A pupil's multiplication at a live table (0025): the same row as {@link #recordProgress}, its game in the
     * game-agnostic {@code game} table.
     */
    public void recordTableProgress(long pupilId, UUID tableGameId, int seq, Instant at, String kind, int first,
                                    int second) {
        jdbc.update("insert into mc_progress (pupil_id, table_game_id, move_seq, occurred_at, kind, first_card,"
                + " second_card, product) values (?, ?, ?, ?, ?, ?, ?, ?)", pupilId, tableGameId, seq, ts(at), kind,
                first, second, first * second);
    }

    /** A pupil's multiplications, the latest first. */
    public List<ProgressRow> progressOf(long pupilId) {
        return jdbc.query("select kind, first_card, second_card from mc_progress where pupil_id = ?"
                        + " order by occurred_at desc, id desc",
                (rs, i) -> new ProgressRow(rs.getString("kind"), rs.getInt("first_card"), rs.getInt("second_card")),
                pupilId);
    }

    public Optional<String> playChoice(long classId) {
        return jdbc.queryForList("select play_choice from mc_class_setting where class_id = ?", String.class, classId)
                .stream().findFirst();
    }

    public void setPlayChoice(long classId, String choice) {
        if (jdbc.update("update mc_class_setting set play_choice = ? where class_id = ?", choice, classId) == 0) {
            jdbc.update("insert into mc_class_setting (class_id, play_choice) values (?, ?)", classId, choice);
        }
    }

    private static Timestamp ts(Instant at) {
        return Timestamp.from(at);
    }
}
