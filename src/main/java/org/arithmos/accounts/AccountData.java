package org.arithmos.accounts;

import java.util.List;
import java.util.Set;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The accounts feature's part of a pupil's data: their account (without the password hash and the sealed
 * picture secret, which never leave the server) and the login throttle's counters for it. Deleted last,
 * after every other feature's rows; the pupil's open sessions end on every node once the deletion is committed.
 */
@Component
@Order(PupilData.ACCOUNT_ORDER)
class AccountData implements PupilData {

    static final Set<String> SECRETS = Set.of("password_hash", "picture_secret_box");

    private final JdbcTemplate jdbc;
    private final AccountSessions sessions;

    AccountData(JdbcTemplate jdbc, AccountSessions sessions) {
        this.jdbc = jdbc;
        this.sessions = sessions;
    }

    @Override
    public List<String> tables() {
        return List.of("login_throttle", "account");
    }

    @Override
    public List<TableRows> export(long pupilId) {
        return List.of(
                TableRows.query(jdbc, "login_throttle", Set.of(), "where account_id = ? order by device", pupilId),
                TableRows.query(jdbc, "account", SECRETS, "where id = ? and role = 'PUPIL'", pupilId));
    }

    @Override
    public void delete(long pupilId) {
        jdbc.update("delete from login_throttle where account_id = ?", pupilId);
        if (jdbc.update("delete from account where id = ? and role = 'PUPIL'", pupilId) != 1) {
            throw new AccountException(AccountException.Problem.NOT_FOUND);
        }
        sessions.end(pupilId); // on every node, once the deletion is committed
    }
}
