package org.arithmos.accounts.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;

/** Failed logins of one account from one browser ({@code device}), or from all ({@code *}). */
@Entity
@Table(name = "login_throttle")
public class LoginThrottleEntity {

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
