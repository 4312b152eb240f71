package org.arithmos.accounts;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.arithmos.accounts.persistence.AccountEntity;
import org.arithmos.accounts.persistence.AccountRepository;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Accounts and the user store Spring Security logs in against. Who may use what is said per method;
 * methods on pupils are for the classroom feature, which first checks that the teacher owns the class.
 */
@Service
public class AccountService implements UserDetailsService {

    /** The shortest password accepted. */
    public static final int MIN_PASSWORD = 8;
    private static final String HANDLE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789";

    private final AccountRepository accounts;
    private final PasswordEncoder passwords;
    private final SecretBox box;
    private final LoginThrottle throttle;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    AccountService(AccountRepository accounts, PasswordEncoder passwords, SecretBox box, LoginThrottle throttle,
                   Clock clock) {
        this.accounts = accounts;
        this.passwords = passwords;
        this.box = box;
        this.throttle = throttle;
        this.clock = clock;
    }

    @Override
    @Transactional(readOnly = true)
    public UserDetails loadUserByUsername(String username) {
        AccountEntity e = accounts.findByUsernameIgnoreCase(username.strip())
                .orElseThrow(() -> new UsernameNotFoundException("no such account"));
        return new AccountPrincipal(e.toAccount(), e.passwordHash());
    }

    /** A teacher, parent or admin account with a password (set-up code, the admin). */
    @PreAuthorize("hasRole('ADMIN')")
    @Transactional
    public Account create(String username, String displayName, Role role, String rawPassword) {
        if (role == Role.PUPIL) {
            throw new IllegalArgumentException("pupils are created in a class, with a picture secret");
        }
        return createWithPassword(username, displayName, role, rawPassword);
    }

    /** A parent creates their own account, then links it to their child with the teacher's code. */
    @PreAuthorize("permitAll()")
    @Transactional
    public Account signUpParent(String username, String displayName, String rawPassword) {
        return createWithPassword(username, displayName, Role.PARENT, rawPassword);
    }

    private Account createWithPassword(String username, String displayName, Role role, String rawPassword) {
        String name = username == null ? "" : username.strip();
        if (!name.matches("[A-Za-z0-9._@-]{3,64}")) {
            throw new AccountException(AccountException.Problem.BAD_USERNAME);
        }
        if (rawPassword == null || rawPassword.length() < MIN_PASSWORD) {
            throw new AccountException(AccountException.Problem.SHORT_PASSWORD);
        }
        if (displayName == null || displayName.isBlank() || displayName.strip().length() > 80) {
            throw new AccountException(AccountException.Problem.BAD_NAME);
        }
        if (accounts.findByUsernameIgnoreCase(name).isPresent()) {
            throw new AccountException(AccountException.Problem.USERNAME_TAKEN);
        }
        AccountEntity e = new AccountEntity(name, displayName.strip(), role, passwords.encode(rawPassword), clock.instant());
        return accounts.save(e).toAccount();
    }

    /**
     * A new password for a teacher, parent or admin who lost theirs, chosen by the admin and handed over in
     * person; their failed tries are forgotten too. Pupils get new pictures from their teacher instead.
     */
    @PreAuthorize("hasRole('ADMIN')")
    @Transactional
    public Account resetPassword(long accountId, String rawPassword) {
        AccountEntity e = accounts.findById(accountId).filter(a -> a.toAccount().role() != Role.PUPIL)
                .orElseThrow(() -> new AccountException(AccountException.Problem.NOT_FOUND));
        if (rawPassword == null || rawPassword.length() < MIN_PASSWORD) {
            throw new AccountException(AccountException.Problem.SHORT_PASSWORD);
        }
        e.setPassword(passwords.encode(rawPassword));
        throttle.clear(accountId);
        return e.toAccount();
    }

    /** A pupil in a class, with a fresh picture secret (the classroom feature checks the teacher first). */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public PupilCredentials createPupil(long classId, String displayName, int face) {
        String name = displayName == null ? "" : displayName.strip();
        if (name.isEmpty() || name.length() > 40) {
            throw new AccountException(AccountException.Problem.BAD_NAME);
        }
        PictureSecret secret = PictureSecret.random(random);
        AccountEntity e = new AccountEntity(newHandle(), name, Role.PUPIL, passwords.encode(secret.text()), clock.instant());
        e.setPictureSecret(e.passwordHash(), box.seal(secret.text()));
        e.setClassId(classId);
        e.setFace(Math.floorMod(face, 12));
        return new PupilCredentials(accounts.save(e).toAccount(), secret);
    }

    /** A new picture secret for a pupil who forgot theirs; their failed tries are forgotten too. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public PictureSecret resetPictureSecret(long pupilId) {
        AccountEntity e = pupil(pupilId);
        PictureSecret secret = PictureSecret.random(random);
        e.setPictureSecret(passwords.encode(secret.text()), box.seal(secret.text()));
        throttle.clear(pupilId);
        return secret;
    }

    /** Sets a chosen secret (the demo school's pupils, whose pictures the README gives). */
    @PreAuthorize("hasRole('ADMIN')")
    @Transactional
    public void setPictureSecret(long pupilId, PictureSecret secret) {
        AccountEntity e = pupil(pupilId);
        e.setPictureSecret(passwords.encode(secret.text()), box.seal(secret.text()));
    }

    /** The pupil's secret, for printing their login card. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public PictureSecret pictureSecretOf(long pupilId) {
        return PictureSecret.parse(box.open(pupil(pupilId).pictureSecretBox()));
    }

    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public Account renamePupil(long pupilId, String displayName) {
        String name = displayName == null ? "" : displayName.strip();
        if (name.isEmpty() || name.length() > 40) {
            throw new AccountException(AccountException.Problem.BAD_NAME);
        }
        AccountEntity e = pupil(pupilId);
        e.setDisplayName(name);
        return e.toAccount();
    }

    /** Moves a pupil to another class (the classroom feature checks both classes are the caller's first). */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public Account movePupil(long pupilId, long classId) {
        AccountEntity e = pupil(pupilId);
        e.setClassId(classId);
        return e.toAccount();
    }

    /** The pupils of a class, by name (for its teacher, and for the login screen once its code is typed). */
    @PreAuthorize("permitAll()")
    @Transactional(readOnly = true)
    public List<Account> pupilsOf(long classId) {
        return accounts.findByClassIdOrderByDisplayNameAsc(classId).stream()
                .map(AccountEntity::toAccount).filter(a -> a.role() == Role.PUPIL).toList();
    }

    /** A pupil by the hidden handle they log in with (for the login screen after a wrong try). */
    @PreAuthorize("permitAll()")
    @Transactional(readOnly = true)
    public Optional<Account> pupilByHandle(String handle) {
        return accounts.findByUsernameIgnoreCase(handle == null ? "" : handle.strip()).map(AccountEntity::toAccount)
                .filter(a -> a.role() == Role.PUPIL && a.classId() != null);
    }

    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public Optional<Account> find(long id) {
        return accounts.findById(id).map(AccountEntity::toAccount);
    }

    @PreAuthorize("hasRole('ADMIN')")
    @Transactional(readOnly = true)
    public List<Account> teachers() {
        return accounts.findByRoleOrderByDisplayNameAsc(Role.TEACHER).stream().map(AccountEntity::toAccount).toList();
    }

    @Transactional(readOnly = true)
    public boolean any() {
        return accounts.count() > 0;
    }

    private AccountEntity pupil(long pupilId) {
        return accounts.findById(pupilId).filter(e -> e.toAccount().role() == Role.PUPIL)
                .orElseThrow(() -> new AccountException(AccountException.Problem.NOT_FOUND));
    }

    private String newHandle() {
        StringBuilder s = new StringBuilder("p-");
        for (int i = 0; i < 12; i++) {
            s.append(HANDLE_LETTERS.charAt(random.nextInt(HANDLE_LETTERS.length())));
        }
        return s.toString();
    }
}
