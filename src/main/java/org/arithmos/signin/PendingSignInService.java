package org.arithmos.signin;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.arithmos.accounts.AccountService;
import org.arithmos.signin.persistence.SignInStore;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** The admin's list of first sign-ins waiting to be confirmed (rule CONFIRM) or refused. */
@Service
public class PendingSignInService {

    private final SignInStore store;
    private final SignInProperties properties;
    private final AccountService accounts;
    private final Clock clock;

    PendingSignInService(SignInStore store, SignInProperties properties, AccountService accounts,
            Optional<Clock> clock) {
        this.store = store;
        this.properties = properties;
        this.accounts = accounts;
        this.clock = clock.orElse(Clock.systemUTC());
    }

    @PreAuthorize("hasRole('ADMIN')")
    public List<PendingSignIn> pending() {
        return store.pendingRows().stream().map(r -> new PendingSignIn(r.id(), r.providerId(), label(r.providerId()),
                r.email(), r.displayName(), r.details(), r.lastSeen())).toList();
    }

    /** Links the sign-in to the account: the person's next sign-in through that provider opens it. */
    @PreAuthorize("hasRole('ADMIN')")
    @Transactional
    public void confirm(long pendingId, long accountId) {
        var row = store.pendingRow(pendingId).orElseThrow(() -> new SignInException("signIn.pending.gone"));
        accounts.find(accountId).orElseThrow(() -> new SignInException("signIn.pending.noAccount"));
        store.link(row.providerId(), row.subject(), accountId, clock.instant());
    }

    /** Forgets the sign-in; if the person tries again it is listed again. */
    @PreAuthorize("hasRole('ADMIN')")
    @Transactional
    public void refuse(long pendingId) {
        store.forgetPending(pendingId);
    }

    private String label(String providerId) {
        var provider = properties.providers().get(providerId);
        return provider == null || provider.label() == null ? providerId : provider.label();
    }
}
