package org.arithmos.classroom;

import java.util.List;
import java.util.Set;
import org.arithmos.accounts.PupilData;
import org.arithmos.accounts.TableRows;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** The classroom feature's part of a pupil's data: their own level, their parents' links, the parents' code. */
@Component
@Order(PupilData.FEATURE_ORDER)
class ClassroomData implements PupilData {

    private final JdbcTemplate jdbc;

    ClassroomData(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public List<String> tables() {
        return List.of("play_level", "parent_link", "link_code");
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(
                TableRows.query(jdbc, "play_level", Set.of(), "where pupil_id = ?", pupilId),
                TableRows.query(jdbc, "parent_link", Set.of(), "where pupil_id = ? order by linked_at", pupilId),
                TableRows.query(jdbc, "link_code", Set.of(), "where pupil_id = ?", pupilId));
    }

    @Override
    public void delete(long pupilId) {
        for (String table : tables()) {
            jdbc.update("delete from " + table + " where pupil_id = ?", pupilId);
        }
    }
}
