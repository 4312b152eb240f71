package org.arithmos.signin;

import java.time.Instant;

/**
 * A first sign-in waiting for an admin to say whose account it is.
 *
 * @param details what else the provider said (profile, school id, classes), for the admin to judge
 */
public record PendingSignIn(long id, String providerId, String providerLabel, String email, String displayName,
        String details, Instant lastSeen) {
}
