package org.arithmos.cardgames.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.arithmos.cardgames.CardGameKind;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * What pupils did in the classic card games (card_progress, V3_6__card_games.sql): their games are played and
 * stored at tables (0018 step 3; card_game and card_move keep nothing since V4_23). Each game feature checks who asks
 * before calling; callers run it inside their transaction.
 */
@Component
public class CardGameStore {

    private final JdbcTemplate jdbc;

    CardGameStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** One thing a pupil did, as recorded by {@link #recordLiveProgress}. */
    public record ProgressRow(UUID gameId, int moveSeq, String event, int amount, String detail, Instant at) {
    }

    /** A progress row naming a table's game (a move at a table, or a game written whole by an import). */
    public record StoredProgress(long pupilId, UUID gameId, int moveSeq, String event, int amount, String detail,
                                 Instant at) {
    }

    /** Stores progress rows in one JDBC batch (the caller's transaction): an import's, or a move's one row. */
    public void recordTableProgress(CardGameKind kind, List<StoredProgress> rows) {
        jdbc.batchUpdate("insert into card_progress (pupil_id, live_game_id, kind, move_seq, event, amount, detail,"
                + " occurred_at) values (?, ?, ?, ?, ?, ?, ?, ?)", rows.stream().map(p -> new Object[] {p.pupilId(),
                p.gameId(), kind.name(), p.moveSeq(), p.event(), p.amount(), p.detail(), ts(p.at())}).toList());
    }

    /**
     * What a pupil did in a game at a live table (docs/decisions/0027): the game is a row of {@code game}, not of
     * {@code card_game}, so it is named in {@code live_game_id}.
     */
    public void recordLiveProgress(long pupilId, UUID liveGameId, CardGameKind kind, int moveSeq, String event,
                                   int amount, String detail, Instant at) {
        recordTableProgress(kind, List.of(new StoredProgress(pupilId, liveGameId, moveSeq, event, amount, detail, at)));
    }

    /** What a pupil did in games of this kind (against robots or at live tables), the latest first. */
    public List<ProgressRow> progressOf(long pupilId, CardGameKind kind) {
        return jdbc.query("select * from card_progress where pupil_id = ? and kind = ? order by occurred_at desc, id desc",
                (rs, i) -> new ProgressRow(gameOf(rs), rs.getInt("move_seq"),
                        rs.getString("event"), rs.getInt("amount"), rs.getString("detail"),
                        rs.getTimestamp("occurred_at").toInstant()), pupilId, kind.name());
    }

    private static UUID gameOf(ResultSet rs) throws SQLException {
        UUID card = rs.getObject("game_id", UUID.class);
        return card != null ? card : rs.getObject("live_game_id", UUID.class);
    }

    private static Timestamp ts(Instant at) {
        return Timestamp.from(at);
    }
}
