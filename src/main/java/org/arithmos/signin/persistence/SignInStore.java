package org.arithmos.signin.persistence;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Links from a provider's identifier to an account, and sign-ins waiting for an admin (V4_3). Standard SQL. */
@Component
public class SignInStore {

    /** A row of {@code school_sign_in_pending}. */
    public record PendingRow(long id, String providerId, String subject, String email, String displayName,
            String details, Instant lastSeen) {
    }

    private final JdbcTemplate jdbc;

    SignInStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Long> linkedAccount(String providerId, String subject) {
        return jdbc.queryForList("select account_id from school_sign_in_link where provider_id = ? and subject = ?",
                Long.class, providerId, subject).stream().findFirst();
    }

    public void link(String providerId, String subject, long accountId, Instant now) {
        jdbc.update("delete from school_sign_in_link where provider_id = ? and subject = ?", providerId, subject);
        jdbc.update("insert into school_sign_in_link (provider_id, subject, account_id, linked_at) values (?, ?, ?, ?)",
                providerId, subject, accountId, Timestamp.from(now));
        jdbc.update("delete from school_sign_in_pending where provider_id = ? and subject = ?", providerId, subject);
    }

    /** Records (or refreshes) a sign-in waiting for an admin. */
    public void pending(String providerId, String subject, String email, String displayName, String details,
            Instant now) {
        int updated = jdbc.update("update school_sign_in_pending set email = ?, display_name = ?, details = ?, "
                + "last_seen = ? where provider_id = ? and subject = ?", email, displayName, details,
                Timestamp.from(now), providerId, subject);
        if (updated == 0) {
            jdbc.update("insert into school_sign_in_pending (provider_id, subject, email, display_name, details, "
                    + "last_seen) values (?, ?, ?, ?, ?, ?)", providerId, subject, email, displayName, details,
                    Timestamp.from(now));
        }
    }

    public List<PendingRow> pendingRows() {
        return jdbc.query("select id, provider_id, subject, email, display_name, details, last_seen "
                + "from school_sign_in_pending order by last_seen desc", (rs, i) -> new PendingRow(rs.getLong(1),
                rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5), rs.getString(6),
                rs.getTimestamp(7).toInstant()));
    }

    public Optional<PendingRow> pendingRow(long id) {
        return pendingRows().stream().filter(r -> r.id() == id).findFirst();
    }

    public void forgetPending(long id) {
        jdbc.update("delete from school_sign_in_pending where id = ?", id);
    }

    public int linkCount() {
        return jdbc.queryForObject("select count(*) from school_sign_in_link", Integer.class);
    }
}
