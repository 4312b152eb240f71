package org.arithmos.cardgames.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.cardgames.CardGameKind;
import org.arithmos.operations.MovesMeter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Storage of the classic card games (V3_6__card_games.sql): games as options + seed + moves, and what pupils
 * did in them. Each game feature checks who asks before calling; callers run it inside their transaction.
 */
@Component
public class CardGameStore {

    private final JdbcTemplate jdbc;
    private final MovesMeter movesMeter;

    CardGameStore(JdbcTemplate jdbc, MovesMeter moves) {
        this.movesMeter = moves;
        this.jdbc = jdbc;
    }

    /** A stored game's row. {@code botLevel} may be null (no bots). */
    public record GameRow(UUID id, CardGameKind kind, long ownerId, String options, long seed, String botLevel,
                          int moveCount, boolean finished, Instant createdAt, Instant updatedAt) {
    }

    /** One thing a pupil did, as recorded by {@link #recordProgress}. */
    public record ProgressRow(UUID gameId, int moveSeq, String event, int amount, String detail, Instant at) {
    }

    /** A whole game played earlier (an import): its row, moves and the pupil's progress, written at once. */
    public record WholeGame(UUID id, CardGameKind kind, long ownerId, String options, long seed, String botLevel,
                            boolean finished, Instant createdAt, Instant updatedAt, List<StoredMove> moves,
                            List<StoredProgress> progress) {
    }

    /** A move of a {@link WholeGame}, as {@link #append} stores it. */
    public record StoredMove(int seq, int seat, String notation, Instant at) {
    }

    /** A progress row of a {@link WholeGame}, as {@link #recordProgress} stores it. */
    public record StoredProgress(int moveSeq, String event, int amount, String detail, Instant at) {
    }

    /** Stores whole games, their moves and progress rows in three JDBC batches (the caller's transaction). */
    public void createWithMoves(List<WholeGame> games) {
        jdbc.batchUpdate("insert into card_game (id, kind, owner_id, options, seed, bot_level, status, move_count,"
                + " created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", games.stream().map(w -> new Object[] {
                w.id(), w.kind().name(), w.ownerId(), w.options(), w.seed(), w.botLevel(),
                w.finished() ? "FINISHED" : "PLAYING", w.moves().size(), ts(w.createdAt()), ts(w.updatedAt())}).toList());
        jdbc.batchUpdate("insert into card_move (game_id, seq, seat, notation, played_at) values (?, ?, ?, ?, ?)",
                games.stream().flatMap(w -> w.moves().stream().map(m -> new Object[] {w.id(), m.seq(), m.seat(),
                        m.notation(), ts(m.at())})).toList());
        jdbc.batchUpdate("insert into card_progress (pupil_id, game_id, kind, move_seq, event, amount, detail,"
                + " occurred_at) values (?, ?, ?, ?, ?, ?, ?, ?)", games.stream().flatMap(w -> w.progress().stream()
                .map(p -> new Object[] {w.ownerId(), w.id(), w.kind().name(), p.moveSeq(), p.event(), p.amount(),
                        p.detail(), ts(p.at())})).toList());
    }

    /** Stores a new game with no move yet. */
    public void create(UUID id, CardGameKind kind, long ownerId, String options, long seed, String botLevel, Instant at) {
        jdbc.update("insert into card_game (id, kind, owner_id, options, seed, bot_level, status, move_count,"
                        + " created_at, updated_at) values (?, ?, ?, ?, ?, ?, 'PLAYING', 0, ?, ?)",
                id, kind.name(), ownerId, options, seed, botLevel, ts(at), ts(at));
    }

    public Optional<GameRow> find(UUID id) {
        return jdbc.query("select * from card_game where id = ?", CardGameStore::game, id).stream().findFirst();
    }

    /** The owner's games of this kind, unfinished ones only or all, the latest first. */
    public List<GameRow> games(CardGameKind kind, long ownerId, boolean unfinishedOnly, int limit) {
        return jdbc.query("select * from card_game where owner_id = ? and kind = ?"
                        + (unfinishedOnly ? " and status = 'PLAYING'" : "") + " order by updated_at desc limit ?",
                CardGameStore::game, ownerId, kind.name(), limit);
    }

    /** The moves of a game in order, in the engine's notation. */
    public List<String> moves(UUID id) {
        return jdbc.queryForList("select notation from card_move where game_id = ? order by seq", String.class, id);
    }

    /**
     * Appends move number {@code seq} (0 for the first); false, and nothing written, when the game is no
     * longer at {@code seq} (a stale tab, a double click): a move is stored once.
     */
    public boolean append(UUID id, int seq, int seat, String notation, boolean finished, Instant at) {
        int advanced = jdbc.update("update card_game set move_count = move_count + 1, status = ?, updated_at = ?"
                + " where id = ? and move_count = ?", finished ? "FINISHED" : "PLAYING", ts(at), id, seq);
        if (advanced != 1) {
            return false;
        }
        jdbc.update("insert into card_move (game_id, seq, seat, notation, played_at) values (?, ?, ?, ?, ?)",
                id, seq, seat, notation, ts(at));
        movesMeter.gameMove();
        return true;
    }

    public void recordProgress(long pupilId, UUID gameId, CardGameKind kind, int moveSeq, String event, int amount,
                               String detail, Instant at) {
        jdbc.update("insert into card_progress (pupil_id, game_id, kind, move_seq, event, amount, detail, occurred_at)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?)", pupilId, gameId, kind.name(), moveSeq, event, amount, detail,
                ts(at));
    }

    /**
     * What a pupil did in a game at a live table (docs/decisions/0027): the game is a row of {@code game}, not of
     * {@code card_game}, so it is named in {@code live_game_id}.
     */
    public void recordLiveProgress(long pupilId, UUID liveGameId, CardGameKind kind, int moveSeq, String event,
                                   int amount, String detail, Instant at) {
        jdbc.update("insert into card_progress (pupil_id, live_game_id, kind, move_seq, event, amount, detail,"
                + " occurred_at) values (?, ?, ?, ?, ?, ?, ?, ?)", pupilId, liveGameId, kind.name(), moveSeq, event,
                amount, detail, ts(at));
    }

    /** What a pupil did in games of this kind (against robots or at live tables), the latest first. */
    public List<ProgressRow> progressOf(long pupilId, CardGameKind kind) {
        return jdbc.query("select * from card_progress where pupil_id = ? and kind = ? order by occurred_at desc, id desc",
                (rs, i) -> new ProgressRow(gameOf(rs), rs.getInt("move_seq"),
                        rs.getString("event"), rs.getInt("amount"), rs.getString("detail"),
                        rs.getTimestamp("occurred_at").toInstant()), pupilId, kind.name());
    }

    private static GameRow game(ResultSet rs, int row) throws SQLException {
        return new GameRow(rs.getObject("id", UUID.class), CardGameKind.valueOf(rs.getString("kind")),
                rs.getLong("owner_id"), rs.getString("options"), rs.getLong("seed"), rs.getString("bot_level"),
                rs.getInt("move_count"), rs.getString("status").equals("FINISHED"),
                rs.getTimestamp("created_at").toInstant(), rs.getTimestamp("updated_at").toInstant());
    }

    private static UUID gameOf(ResultSet rs) throws SQLException {
        UUID card = rs.getObject("game_id", UUID.class);
        return card != null ? card : rs.getObject("live_game_id", UUID.class);
    }

    private static Timestamp ts(Instant at) {
        return Timestamp.from(at);
    }
}
