package org.arithmos.accounts.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.PostLoad;
import jakarta.persistence.PostPersist;
import jakarta.persistence.Table;
import jakarta.persistence.Transient;
import java.io.Serializable;
import java.time.Instant;
import org.springframework.data.domain.Persistable;

/** Failed logins of one account from one browser ({@code device}), or from all ({@code *}). */
@Entity
@Table(name = "login_throttle")
public class LoginThrottleEntity implements Persistable<LoginThrottleEntity.Key> {

    @Embeddable
    public record Key(@Column(name = "account_id") long accountId, @Column(name = "device") String device)
            implements Serializable {
    }

    @EmbeddedId
    private Key key;
    @Column(nullable = false)
    private int failures;
    @Column(name = "window_start", nullable = false)
    private Instant windowStart;
    @Column(name = "blocked_until")
    private Instant blockedUntil;
    @Column(name = "last_success")
    private Instant lastSuccess;
    /**
     * Made here, not read from the table: saved by an insert, never by a merge, so that when another node
     * inserted the same count meanwhile the insert fails (and is made again) instead of overwriting it.
     */
    @Transient
    private boolean fresh = true;

    protected LoginThrottleEntity() {
    }

    public LoginThrottleEntity(long accountId, String device, Instant now) {
        this.key = new Key(accountId, device);
        this.windowStart = now;
    }

    /** A count kept elsewhere (a login that does not exist has no row here), to be reckoned with as one of these. */
    public static LoginThrottleEntity restored(long accountId, String device, int failures, Instant windowStart,
                                               Instant blockedUntil) {
        LoginThrottleEntity e = new LoginThrottleEntity(accountId, device, windowStart);
        e.failures = failures;
        e.blockedUntil = blockedUntil;
        return e;
    }

    @PostLoad
    @PostPersist
    void stored() {
        fresh = false;
    }

    @Override
    public Key getId() {
        return key;
    }

    @Override
    public boolean isNew() {
        return fresh;
    }

    public Key key() {
        return key;
    }

    public int failures() {
        return failures;
    }

    public Instant windowStart() {
        return windowStart;
    }

    public Instant blockedUntil() {
        return blockedUntil;
    }

    public Instant lastSuccess() {
        return lastSuccess;
    }

    public void restart(Instant now) {
        failures = 0;
        windowStart = now;
        blockedUntil = null;
    }

    /** One more wrong try; from now on tries wait until {@code until} if {@code block}, else as before. */
    public void fail(Instant until, boolean block) {
        failures++;
        if (block) {
            this.blockedUntil = until;
        }
    }

    public void succeed(Instant now) {
        restart(now);
        lastSuccess = now;
    }
}
