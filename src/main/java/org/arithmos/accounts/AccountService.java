package org.arithmos.accounts;

import java.time.Clock;
import java.util.Optional;
import org.arithmos.accounts.persistence.AccountEntity;
import org.arithmos.accounts.persistence.AccountRepository;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Accounts and the user store Spring Security logs in against. */
@Service
public class AccountService implements UserDetailsService {

    private final AccountRepository accounts;
    private final PasswordEncoder passwords;
    private final Clock clock;

    AccountService(AccountRepository accounts, PasswordEncoder passwords, Clock clock) {
        this.accounts = accounts;
        this.passwords = passwords;
        this.clock = clock;
    }

    @Override
    @Transactional(readOnly = true)
    public UserDetails loadUserByUsername(String username) {
        AccountEntity e = accounts.findByUsernameIgnoreCase(username.strip())
                .orElseThrow(() -> new UsernameNotFoundException("no such account"));
        return new AccountPrincipal(e.toAccount(), e.passwordHash());
    }

    /** Creates an account with a bcrypt-hashed password. Used by set-up code and, later, by teachers. */
    @Transactional
    public Account create(String username, String displayName, Role role, String rawPassword) {
        if (accounts.findByUsernameIgnoreCase(username).isPresent()) {
            throw new IllegalArgumentException("username taken: " + username);
        }
        AccountEntity e = new AccountEntity(username, displayName, role, passwords.encode(rawPassword), clock.instant());
        return accounts.save(e).toAccount();
    }

    @Transactional(readOnly = true)
    public Optional<Account> find(long id) {
        return accounts.findById(id).map(AccountEntity::toAccount);
    }

    @Transactional(readOnly = true)
    public boolean any() {
        return accounts.count() > 0;
    }
}
