package org.arithmos.progress;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arithmos.accounts.PupilData;
import org.arithmos.accounts.TableRows;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The progress feature's part of a pupil's data: every progress event. Runs before the tables'
 * part, whose games its events refer to. Retention removes events older than the cutoff.
 */
@Component
@Order(PupilData.FEATURE_ORDER - 10)
class ProgressData implements PupilData {

    private final JdbcTemplate jdbc;

    ProgressData(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public List<String> tables() {
        return List.of("progress_event");
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(TableRows.query(jdbc, "progress_event", Set.of(),
                "where pupil_id = ? order by occurred_at, id", pupilId));
    }

    @Override
    public void delete(long pupilId) {
        jdbc.update("delete from progress_event where pupil_id = ?", pupilId);
    }

    @Override
    public Map<String, Integer> deleteOlderThan(Instant cutoff) {
        return Map.of("progress_event",
                jdbc.update("delete from progress_event where occurred_at < ?", cutoff.atOffset(ZoneOffset.UTC)));
    }
}
