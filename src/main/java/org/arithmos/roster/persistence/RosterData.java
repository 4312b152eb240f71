package org.arithmos.roster.persistence;

import java.util.List;
import java.util.Set;
import org.arithmos.accounts.PupilData;
import org.arithmos.accounts.TableRows;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** The import's part of a pupil's data: the identifier their school's list gives them (exported, deleted). */
@Component
@Order(PupilData.FEATURE_ORDER)
class RosterData implements PupilData {

    private final JdbcTemplate jdbc;

    RosterData(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public List<String> tables() {
        return List.of("roster_pupil");
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(TableRows.query(jdbc, "roster_pupil", Set.of(), "where pupil_id = ? order by source", pupilId));
    }

    @Override
    public void delete(long pupilId) {
        jdbc.update("delete from roster_pupil where pupil_id = ?", pupilId);
    }
}
