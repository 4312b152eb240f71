package org.arithmos.accounts;

import java.util.Objects;

/**
 * Someone who can log in. Pupils need no e-mail and no real name: {@code displayName} is chosen for them
 * by their teacher, and their {@code username} is a hidden handle (they log in by class code, name and
 * pictures).
 *
 * @param classId a pupil's class, else null
 * @param face    the face shown for them at the table (0-11)
 */
public record Account(long id, String username, String displayName, Role role, Long classId, int face) {

    public Account {
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(displayName, "displayName");
        Objects.requireNonNull(role, "role");
    }
}
