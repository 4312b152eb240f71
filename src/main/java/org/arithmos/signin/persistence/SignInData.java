package org.arithmos.signin.persistence;

import java.util.List;
import java.util.Set;
import org.arithmos.accounts.PupilData;
import org.arithmos.accounts.TableRows;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** The school sign-in's part of a pupil's data: the links from their school account (exported, deleted). */
@Component
@Order(PupilData.FEATURE_ORDER)
class SignInData implements PupilData {

    private final JdbcTemplate jdbc;

    SignInData(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public List<String> tables() {
        return List.of("school_sign_in_link");
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(TableRows.query(jdbc, "school_sign_in_link", Set.of(),
                "where account_id = ? order by provider_id, subject", pupilId));
    }

    @Override
    public void delete(long pupilId) {
        jdbc.update("delete from school_sign_in_link where account_id = ?", pupilId);
    }
}
