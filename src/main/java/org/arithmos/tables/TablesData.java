package org.arithmos.tables;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.arithmos.accounts.PupilData;
import org.arithmos.accounts.TableRows;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The live tables' part of a pupil's data: the tables they opened and the seats they took. Deleting a pupil
 * leaves their classmates' games whole: the pupil's seat stays, with no name and no account (the other
 * pupils' replays still have every seat), and the tables they opened have no host any more; their private tables
 * (against robots, 0018 step 3) go. Retention
 * removes tables over before the cutoff (their games go with the games' own retention).
 */
@Component
@Order(PupilData.FEATURE_ORDER)
class TablesData implements PupilData {

    /** What a deleted pupil's seat is called in the games of others: nothing that names them. */
    static final String NOBODY = "—";

    private final JdbcTemplate jdbc;
    private final Tables tables;

    TablesData(JdbcTemplate jdbc, Tables tables) {
        this.jdbc = jdbc;
        this.tables = tables;
    }

    @Override
    public List<String> tables() {
        return List.of("live_table", "live_table_seat");
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(
                TableRows.query(jdbc, "live_table", Set.of(), "where host_id = ? order by created_at, id", pupilId),
                TableRows.query(jdbc, "live_table_seat", Set.of(), "where account_id = ? order by table_id", pupilId));
    }

    @Override
    public void delete(long pupilId) {
        jdbc.update("update game_seat set account_id = null, name = ? where account_id = ?"
                + " and game_id in (select id from live_table)", NOBODY, pupilId);
        // Their private tables are theirs alone (their games go with the games' own data).
        jdbc.update("delete from live_table where host_id = ? and class_id is null", pupilId);
        jdbc.update("delete from live_table_seat where account_id = ?", pupilId);
        jdbc.update("update live_table set host_id = null where host_id = ?", pupilId);
        tables.forgetInvolving(pupilId);
    }

    @Override
    public Map<String, Integer> deleteOlderThan(Instant cutoff) {
        OffsetDateTime before = cutoff.atOffset(ZoneOffset.UTC);
        Map<String, Integer> removed = new LinkedHashMap<>();
        List<UUID> old = jdbc.queryForList("select id from live_table where status = 'OVER' and updated_at < ?",
                UUID.class, before);
        removed.put("live_table", jdbc.update("delete from live_table where status = 'OVER' and updated_at < ?",
                before));
        old.forEach(tables::forget); // not to be opened again from this node's memory
        return removed;
    }
}
