package org.arithmos.classroom;

import java.time.Duration;

/** A class code not even checked, because too many wrong ones came from this browser or its network. */
public final class ClassCodeWaitException extends RuntimeException {

    private final Duration wait;

    public ClassCodeWaitException(Duration wait) {
        super("too many wrong class codes: wait " + wait.toSeconds() + " s");
        this.wait = wait;
    }

    /** Whole seconds to wait, at least 1. */
    public long seconds() {
        return Math.max(1, (wait.toMillis() + 999) / 1000);
    }
}
