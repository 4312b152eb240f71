package org.arithmos.accounts;

import org.springframework.security.authentication.DisabledException;

/** The right password or pictures, but this role signs in through the school's provider now. */
public class LocalLoginOffException extends DisabledException {

    public LocalLoginOffException(Role role) {
        super("the password and picture login is off for " + role);
    }
}
