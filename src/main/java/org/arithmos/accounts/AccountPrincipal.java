package org.arithmos.accounts;

import java.util.List;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.User;

/** The logged-in user as Spring Security holds it, carrying the account so services need no lookup. */
public final class AccountPrincipal extends User {

    private final Account account;

    public AccountPrincipal(Account account, String passwordHash) {
        super(account.username(), passwordHash, List.of(new SimpleGrantedAuthority(account.role().authority())));
        this.account = account;
    }

    public Account account() {
        return account;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AccountPrincipal p && p.account.equals(account);
    }

    @Override
    public int hashCode() {
        return account.hashCode();
    }
}
