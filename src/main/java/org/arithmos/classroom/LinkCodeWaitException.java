package org.arithmos.classroom;

import java.time.Duration;

/** A link code not even checked, because this parent typed too many wrong ones (see {@link LinkCodeThrottle}). */
public final class LinkCodeWaitException extends RuntimeException {

    private final Duration wait;

    public LinkCodeWaitException(Duration wait) {
        super("too many wrong link codes: wait " + wait.toSeconds() + " s");
        this.wait = wait;
    }

    /** Whole seconds to wait, at least 1. */
    public long seconds() {
        return Math.max(1, (wait.toMillis() + 999) / 1000);
    }
}
