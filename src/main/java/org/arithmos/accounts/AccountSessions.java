package org.arithmos.accounts;

import org.springframework.security.core.session.SessionInformation;
import org.springframework.security.core.session.SessionRegistryImpl;
import org.springframework.stereotype.Component;

/**
 * Who is logged in where, so that the sessions of a deleted account end at once instead of carrying on
 * with an account that no longer exists. The security configuration registers every login here; as a
 * bean it hears when sessions end (Spring's {@code HttpSessionEventPublisher}) and forgets them.
 */
@Component
public class AccountSessions extends SessionRegistryImpl {

    /**
     * Whether the account is logged in now on this node (a live session): the class game's setup ticks the
     * pupils who are there (issue 15).
     */
    public boolean loggedIn(long accountId) {
        return getAllPrincipals().stream().anyMatch(principal -> principal instanceof AccountPrincipal p
                && p.account().id() == accountId && !getAllSessions(p, false).isEmpty());
    }

    /** Ends every session of the account: its next request is logged out. */
    public void end(long accountId) {
        for (Object principal : getAllPrincipals()) {
            if (principal instanceof AccountPrincipal p && p.account().id() == accountId) {
                getAllSessions(p, false).forEach(SessionInformation::expireNow);
            }
        }
    }
}
