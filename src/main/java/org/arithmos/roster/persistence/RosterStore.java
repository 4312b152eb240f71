package org.arithmos.roster.persistence;

import java.util.HashMap;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Which pupil and which class came from which identifier of which source (V4_14_1). Standard SQL. */
@Component
public class RosterStore {

    private final JdbcTemplate jdbc;

    RosterStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Source id → pupil id, for every pupil imported from this source. */
    public Map<String, Long> pupils(String source) {
        Map<String, Long> out = new HashMap<>();
        jdbc.query("select source_id, pupil_id from roster_pupil where source = ?",
                rs -> { out.put(rs.getString(1), rs.getLong(2)); }, source);
        return out;
    }

    /** Source id → class id, for every class linked to this source. */
    public Map<String, Long> classes(String source) {
        Map<String, Long> out = new HashMap<>();
        jdbc.query("select source_id, class_id from roster_class where source = ?",
                rs -> { out.put(rs.getString(1), rs.getLong(2)); }, source);
        return out;
    }

    /** Class id → the sources it is linked to, for every linked class. */
    public Map<Long, String> classSources() {
        Map<Long, String> out = new HashMap<>();
        jdbc.query("select class_id, source from roster_class where source <> 'left'",
                rs -> { out.put(rs.getLong(1), rs.getString(2)); });
        return out;
    }

    public void linkPupil(String source, String sourceId, long pupilId) {
        jdbc.update("delete from roster_pupil where source = ? and (source_id = ? or pupil_id = ?)", source, sourceId,
                pupilId);
        jdbc.update("insert into roster_pupil (source, source_id, pupil_id) values (?, ?, ?)", source, sourceId, pupilId);
    }

    public void linkClass(String source, String sourceId, long classId) {
        jdbc.update("delete from roster_class where source = ? and source_id = ?", source, sourceId);
        jdbc.update("insert into roster_class (source, source_id, class_id) values (?, ?, ?)", source, sourceId, classId);
    }
}
