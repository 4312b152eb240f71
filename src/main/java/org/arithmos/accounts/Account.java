package org.arithmos.accounts;

import java.util.Objects;

/** Someone who can log in. Pupils need no e-mail and no real name: {@code displayName} is chosen for them. */
public record Account(long id, String username, String displayName, Role role) {

    public Account {
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(displayName, "displayName");
        Objects.requireNonNull(role, "role");
    }
}
