package org.arithmos.signin;

import org.arithmos.accounts.Account;

/** What becomes of a sign-in through a provider. */
public sealed interface SignInOutcome {

    /** A linked account, with the role it has for this session. */
    record SignedIn(Account account) implements SignInOutcome {
    }

    /** No session; the person sees the page for the reason, in their language. */
    record Refused(Reason reason) implements SignInOutcome {
    }

    enum Reason {
        /** Nobody here matches this person. */
        UNKNOWN,
        /** Waiting for an admin to confirm who this is. */
        PENDING,
        /** Known, but this provider or the attributes do not allow this role. */
        ROLE,
        /** The provider says the person belongs to another school. */
        SCHOOL,
        /** A pupil whose classes at the provider do not include their class here (decision 0034). */
        CLASS,
        /** The provider's answer was wrong, expired or refused. */
        FAILED;

        /** The value of {@code ?why=} on the refused page. */
        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
