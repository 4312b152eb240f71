package org.arithmos.accounts;

import java.time.Duration;
import org.springframework.security.core.AuthenticationException;

/** A login refused before checking the password, because this browser must wait (see {@link LoginThrottle}). */
public final class TooManyAttemptsException extends AuthenticationException {

    private final Duration wait;

    public TooManyAttemptsException(Duration wait) {
        super("too many failed logins: wait " + wait.toSeconds() + " s");
        this.wait = wait;
    }

    public Duration waitTime() {
        return wait;
    }
}
