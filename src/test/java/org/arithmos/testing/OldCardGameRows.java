package org.arithmos.testing;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Test helper: a classic card game's rows as the old table wrote them, move by move, before every game was a table
 * (card_game, card_move, card_progress naming it in game_id), for the tests of the migrations that move them (V4_23_1,
 * V4_23_2). The app writes none of these any more (0037).
 */
public final class OldCardGameRows {

    private OldCardGameRows() {
    }

    /** Move number {@code seq} of game {@code id}, as the old store appended it. */
    public static void append(JdbcTemplate jdbc, UUID id, int seq, int seat, String notation, boolean over,
                              Instant at) {
        jdbc.update("update card_game set move_count = move_count + 1, status = ?, updated_at = ? where id = ?"
                + " and move_count = ?", over ? "FINISHED" : "PLAYING", Timestamp.from(at), id, seq);
        jdbc.update("insert into card_move (game_id, seq, seat, notation, played_at) values (?, ?, ?, ?, ?)", id, seq,
                seat, notation, Timestamp.from(at));
    }

    /** What the pupil did at move {@code seq} of game {@code id}, as the old store recorded it. */
    public static void progress(JdbcTemplate jdbc, long pupilId, UUID id, String kind, int seq, String event,
                                int amount, String detail, Instant at) {
        jdbc.update("insert into card_progress (pupil_id, game_id, kind, move_seq, event, amount, detail, occurred_at)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?)", pupilId, id, kind, seq, event, amount, detail, Timestamp.from(at));
    }
}
