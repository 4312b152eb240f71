package org.arithmos.signin;

import java.time.Clock;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.persistence.AccountEntity;
import org.arithmos.accounts.persistence.AccountRepository;
import org.arithmos.classroom.persistence.ClassRepository;
import org.arithmos.signin.SignInOutcome.Reason;
import org.arithmos.signin.SignInOutcome.Refused;
import org.arithmos.signin.SignInOutcome.SignedIn;
import org.arithmos.signin.SignInProperties.LinkRule;
import org.arithmos.signin.SignInProperties.Provider;
import org.arithmos.signin.persistence.SignInStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Turns what a provider says into an account of the app, or a refusal. Never creates an account: a person
 * the rules cannot link gets a page, and with the CONFIRM rule waits for an admin (docs/decisions/0023).
 * Called by the security filters before anyone is signed in, so it is not a service of the access matrix.
 */
@Component
public class SchoolSignIn {

    private static final Set<Role> STAFF = EnumSet.of(Role.TEACHER, Role.ADMIN);

    private final SignInProperties properties;
    private final SignInStore store;
    private final AccountRepository accounts;
    private final ClassRepository classes;
    private final Clock clock;

    SchoolSignIn(SignInProperties properties, SignInStore store, AccountRepository accounts, ClassRepository classes,
            Optional<Clock> clock) {
        this.properties = properties;
        this.store = store;
        this.accounts = accounts;
        this.classes = classes;
        this.clock = clock.orElse(Clock.systemUTC());
    }

    @Transactional
    public SignInOutcome signIn(SchoolIdentity identity) {
        Provider provider = properties.providers().get(identity.providerId());
        if (provider == null) {
            return new Refused(Reason.FAILED);
        }
        if (!provider.schoolIds().isEmpty()
                && identity.values(provider.schoolAttribute()).stream().noneMatch(provider.schoolIds()::contains)) {
            return new Refused(Reason.SCHOOL);
        }
        Optional<Account> linked = store.linkedAccount(identity.providerId(), identity.subject())
                .flatMap(accounts::findById).map(AccountEntity::toAccount);
        boolean firstTime = linked.isEmpty();
        if (firstTime) {
            linked = firstSignIn(provider, identity);
            if (linked.isEmpty()) {
                return new Refused(provider.linkBy() == LinkRule.CONFIRM ? Reason.PENDING : Reason.UNKNOWN);
            }
        }
        Account account = linked.get();
        Optional<Role> role = roleFor(provider, identity, account.role());
        if (role.isEmpty() || !provider.roles().contains(role.get())) {
            return new Refused(Reason.ROLE);
        }
        if (role.get() == Role.PUPIL && !inTheirClass(provider, identity, account)) {
            return new Refused(Reason.CLASS);
        }
        if (firstTime) {
            // Linked only once the sign-in is let in: a refused one leaves nothing behind.
            store.link(identity.providerId(), identity.subject(), account.id(), clock.instant());
        }
        return new SignedIn(new Account(account.id(), account.username(), account.displayName(), role.get(),
                account.classId(), account.face()));
    }

    private Optional<Account> firstSignIn(Provider provider, SchoolIdentity identity) {
        String email = identity.first(provider.emailAttribute());
        if (provider.linkBy() == LinkRule.EMAIL) {
            return Optional.ofNullable(email).flatMap(accounts::findByUsernameIgnoreCase).map(AccountEntity::toAccount);
        }
        store.pending(identity.providerId(), identity.subject(), clip(email, 200),
                clip(identity.first(provider.nameAttribute()), 200), clip(details(provider, identity), 500),
                clock.instant());
        return Optional.empty();
    }

    /**
     * The role for this session. Without a role attribute, the account's own. With one, the attributes decide
     * among the staff roles (the admin role only if the settings allow it, else the app's own admin stays);
     * a pupil or a parent must be what the attributes say, else nothing.
     */
    static Optional<Role> roleFor(Provider provider, SchoolIdentity identity, Role own) {
        Set<Role> said = identity.values(provider.roleAttribute()).stream().map(provider.roleValues()::get)
                .filter(r -> r != null).collect(Collectors.toSet());
        if (said.isEmpty()) {
            return Optional.of(own);
        }
        if (!STAFF.contains(own)) {
            return said.contains(own) ? Optional.of(own) : Optional.empty();
        }
        if (provider.adminFromAttributes()) {
            return said.contains(Role.ADMIN) ? Optional.of(Role.ADMIN)
                    : said.contains(Role.TEACHER) ? Optional.of(Role.TEACHER) : Optional.empty();
        }
        return said.contains(Role.TEACHER) || said.contains(Role.ADMIN) ? Optional.of(own) : Optional.empty();
    }

    /**
     * The provider's classes are a check, never a move (decision 0034): when it names a pupil's classes, their
     * class here must be one of them (same name, ignoring case and spaces around), else the link is to the wrong
     * child or the class changed at school and the teacher decides. Without classes sent, nothing to check.
     */
    private boolean inTheirClass(Provider provider, SchoolIdentity identity, Account pupil) {
        var said = identity.values(provider.classesAttribute()).stream().map(SchoolSignIn::className)
                .filter(name -> !name.isEmpty()).collect(Collectors.toSet());
        if (said.isEmpty()) {
            return true;
        }
        return pupil.classId() != null && classes.findById(pupil.classId())
                .filter(c -> !c.archived()).map(c -> said.contains(className(c.name()))).orElse(false);
    }

    private static String className(String name) {
        return name.strip().toLowerCase(java.util.Locale.ROOT);
    }

    private static String details(Provider provider, SchoolIdentity identity) {
        StringBuilder text = new StringBuilder();
        for (String attribute : new String[] {provider.roleAttribute(), provider.schoolAttribute(),
                provider.classesAttribute()}) {
            if (attribute != null && !identity.values(attribute).isEmpty()) {
                text.append(text.isEmpty() ? "" : "; ").append(attribute).append(": ")
                        .append(String.join(", ", identity.values(attribute)));
            }
        }
        return text.toString();
    }

    private static String clip(String text, int max) {
        return text == null || text.length() <= max ? text : text.substring(0, max);
    }
}
