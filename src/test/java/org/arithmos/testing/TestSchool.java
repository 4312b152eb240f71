package org.arithmos.testing;

import java.util.UUID;
import java.util.function.Supplier;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountPrincipal;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Test helper: people created through the real services (as an admin or their teacher would), with unique
 * names so tests can share a database, and "logging in" as one of them for the current thread.
 */
public final class TestSchool {

    private final AccountService accounts;
    private final ClassroomService classroom;

    public TestSchool(AccountService accounts, ClassroomService classroom) {
        this.accounts = accounts;
        this.classroom = classroom;
    }

    public Account teacher() {
        return SystemTask.run(() -> accounts.create("t-" + UUID.randomUUID(), "Teacher", Role.TEACHER, "secret-123"));
    }

    public Account parent() {
        return SystemTask.run(() -> accounts.create("f-" + UUID.randomUUID(), "Parent", Role.PARENT, "secret-123"));
    }

    public SchoolClass classOf(Account teacher) {
        return as(teacher, () -> classroom.createClass("Class " + UUID.randomUUID().toString().substring(0, 8)));
    }

    /** A pupil with a name of their own (two pupils of a class may not share a name). */
    public PupilCredentials pupilIn(Account teacher, SchoolClass c) {
        return as(teacher, () -> classroom.addPupil(c.id(), "Pupil " + UUID.randomUUID().toString().substring(0, 6)));
    }

    /** A new teacher, class and pupil; returns the pupil. */
    public Account newPupil() {
        Account teacher = teacher();
        return pupilIn(teacher, classOf(teacher)).pupil();
    }

    /** A new teacher, and a pupil logged in, in a new class whose level enables these games too. */
    public Account pupilPlaying(LevelService levels, GameKind... games) {
        Account teacher = teacher();
        SchoolClass c = classOf(teacher);
        as(teacher, () -> {
            Level level = levels.classLevel(c.id());
            for (GameKind game : games) {
                level = TestLevels.withGame(level, game);
            }
            return levels.setClassLevel(c.id(), level);
        });
        Account pupil = pupilIn(teacher, c).pupil();
        logIn(pupil);
        return pupil;
    }

    public static void logIn(Account account) {
        var principal = new AccountPrincipal(account, "n/a");
        SecurityContextHolder.getContext().setAuthentication(
                UsernamePasswordAuthenticationToken.authenticated(principal, null, principal.getAuthorities()));
    }

    public static void logOut() {
        SecurityContextHolder.clearContext();
    }

    public static <T> T as(Account account, Supplier<T> work) {
        var before = SecurityContextHolder.getContext().getAuthentication();
        logIn(account);
        try {
            return work.get();
        } finally {
            SecurityContextHolder.getContext().setAuthentication(before);
        }
    }
}
