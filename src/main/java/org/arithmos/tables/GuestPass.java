package org.arithmos.tables;

import java.util.Objects;
import java.util.UUID;

/**
 * A guest's browser session: when nobody is logged in, games live in memory under this random token
 * and nothing is recorded. Logged-in players are known from the security context, never from this.
 */
public record GuestPass(String token) {

    public GuestPass {
        Objects.requireNonNull(token, "token");
    }

    public static GuestPass random() {
        return new GuestPass(UUID.randomUUID().toString());
    }
}
