package org.arithmos.multicartes.persistence;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Multicartes storage (V3_5__multicartes.sql): the pupils' multiplications and the classes' play choice; the old
 * game rows only as the demo's import writes them before they become private tables (0018 step 3). Callers run it inside their transaction.
 */
@Component
public class McStore {

    private final JdbcTemplate jdbc;

    McStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** One multiplication said or missed by a pupil. */
    public record ProgressRow(String kind, int first, int second) {
    }

    /** A pupil's multiplication at a table's game (seq: the move it was said at). */
    public record StoredProgress(long pupilId, UUID tableGameId, int seq, Instant at, String kind, int first,
                                 int second) {
    }

    /** Pupils' multiplications in one JDBC batch: the demo import's, or a move's one row. */
    public void recordTableProgress(List<StoredProgress> rows) {
        jdbc.batchUpdate("insert into mc_progress (pupil_id, table_game_id, move_seq, occurred_at, kind, first_card,"
                + " second_card, product) values (?, ?, ?, ?, ?, ?, ?, ?)", rows.stream().map(p -> new Object[] {
                p.pupilId(), p.tableGameId(), p.seq(), ts(p.at()), p.kind(), p.first(), p.second(),
                p.first() * p.second()}).toList());
    }

    /**
     * A pupil's multiplication at a table (0025; solo and against robots too, 0018 step 3), its game in the
     * game-agnostic {@code game} table.
     */
    public void recordTableProgress(long pupilId, UUID tableGameId, int seq, Instant at, String kind, int first,
                                    int second) {
        recordTableProgress(List.of(new StoredProgress(pupilId, tableGameId, seq, at, kind, first, second)));
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
