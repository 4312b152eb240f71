package org.arithmos.progress.persistence;

import java.sql.Types;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.arithmos.progress.ProgressEvent;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Many progress events in JDBC batches (an imported history): the rows {@link ProgressEventEntity} writes
 * one by one, whose generated ids rule out Hibernate's own batching. Callers run it in their transaction.
 */
@Component
public class ProgressEventBatch {

    private static final String INSERT = "insert into progress_event (pupil_id, game_id, move_seq, occurred_at,"
            + " game_kind, event_kind, legal, rule_id, play_kind, operations, cards, bonus, hint_used, move_notation,"
            + " missed_play, time_taken_ms, level) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private final JdbcTemplate jdbc;

    ProgressEventBatch(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public void insertAll(List<ProgressEvent> events) {
        jdbc.batchUpdate(INSERT, events, 1000, (ps, e) -> {
            ps.setLong(1, e.pupilId());
            ps.setObject(2, e.gameId());
            ps.setObject(3, e.moveSeq(), Types.INTEGER);
            ps.setObject(4, OffsetDateTime.ofInstant(e.at(), ZoneOffset.UTC));
            ps.setString(5, e.gameKind());
            ps.setString(6, e.kind().name());
            ps.setObject(7, e.legal(), Types.BOOLEAN);
            ps.setString(8, e.rule());
            ps.setString(9, e.playKind());
            ps.setString(10, e.operations());
            ps.setObject(11, e.cards(), Types.INTEGER);
            ps.setObject(12, e.bonus(), Types.INTEGER);
            ps.setBoolean(13, e.hintUsed());
            ps.setString(14, e.move());
            ps.setString(15, e.missedPlay());
            ps.setObject(16, e.thinkMillis(), Types.INTEGER);
            ps.setString(17, e.level());
        });
    }
}
