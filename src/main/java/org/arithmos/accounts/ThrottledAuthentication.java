package org.arithmos.accounts;

import org.arithmos.accounts.persistence.AccountRepository;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.DisabledException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * Checks usernames and passwords (or pupils' picture secrets) against the accounts, after asking the
 * {@link LoginThrottle} whether this browser may try again, and tells it how the try went.
 */
@Component
class ThrottledAuthentication implements AuthenticationProvider {

    private final DaoAuthenticationProvider passwords;
    private final LoginThrottle throttle;
    private final AccountRepository accounts;
    private final PupilLoginGate gate;
    private final LocalLoginPolicy localLogin;

    @org.springframework.beans.factory.annotation.Autowired
    ThrottledAuthentication(AccountService users, PasswordEncoder encoder, LoginThrottle throttle,
                            AccountRepository accounts, PupilLoginGate gate,
                            org.springframework.beans.factory.ObjectProvider<LocalLoginPolicy> localLogin) {
        this(users, encoder, throttle, accounts, gate, localLogin.getIfAvailable(() -> role -> true));
    }

    ThrottledAuthentication(AccountService users, PasswordEncoder encoder, LoginThrottle throttle,
                            AccountRepository accounts, PupilLoginGate gate, LocalLoginPolicy localLogin) {
        this.gate = gate;
        this.localLogin = localLogin;
        this.passwords = new DaoAuthenticationProvider(users);
        this.passwords.setPasswordEncoder(encoder);
        this.throttle = throttle;
        this.accounts = accounts;
    }

    @Override
    public Authentication authenticate(Authentication attempt) throws AuthenticationException {
        String username = String.valueOf(attempt.getPrincipal()).strip();
        // A login that does not exist is counted like one that does, so that neither the answers (wrong,
        // then wait) nor their timing (a hash is checked either way) tell which logins exist.
        long account = accounts.findByUsernameIgnoreCase(username).map(e -> e.toAccount().id())
                .orElseGet(() -> LoginThrottle.unknownLogin(username));
        String device = device();
        var wait = throttle.waitBefore(account, device);
        if (wait.isPresent()) {
            throw new TooManyAttemptsException(wait.get());
        }
        try {
            Authentication done = passwords.authenticate(attempt);
            if (done.getPrincipal() instanceof AccountPrincipal p && p.account().role() == Role.PUPIL
                    && (p.account().classId() == null || !gate.classOpen(p.account().classId()))) {
                throw new DisabledException("the pupil's class is archived");
            }
            if (done.getPrincipal() instanceof AccountPrincipal p && !localLogin.allows(p.account().role())) {
                // Checked after the secret, so that the answer tells nothing to someone who does not know it.
                throw new LocalLoginOffException(p.account().role());
            }
            throttle.succeeded(account, device);
            return done;
        } catch (BadCredentialsException wrong) {
            throttle.failed(account, device);
            throw wrong;
        }
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
    }

    private static String device() {
        return DeviceCookie.current();
    }
}
