package org.arithmos.security;

import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.ParentService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.tables.GameId;
import org.arithmos.tables.TableService;
import org.arithmos.testing.RobotTables;
import org.arithmos.testing.TestSchool;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.authority.AuthorityUtils;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Two small schools side by side, made through the real services: school A (a teacher, a class, two pupils,
 * a parent linked to the first pupil, a game that pupil played) and the same again for school B. Each person
 * of A tries everything on A's data ("own") and on B's ("other"). A guest is nobody.
 */
final class AccessWorld {

    /** Who tries: the people of school A, an admin, and a guest. */
    enum Who { GUEST, PUPIL, TEACHER, PARENT, ADMIN }

    /** Whose data: the actor's own school (A) or the other one (B). */
    enum Side { OWN, OTHER }

    /** The ids an operation works on: a class, a pupil of it (linked to the parent), a game of that pupil. */
    record Target(long classId, long pupilId, GameId gameId, String parentCode) {
    }

    record School(Account teacher, SchoolClass schoolClass, Account pupil, Account classmate, Account parent,
                  GameId game, String spareParentCode) {
        Target target() {
            return new Target(schoolClass.id(), pupil.id(), game, spareParentCode);
        }
    }

    final School a;
    final School b;
    final Account admin;

    AccessWorld(AccountService accounts, ClassroomService classroom, ParentService parents, TableService tables) {
        a = school(accounts, classroom, parents, tables);
        b = school(accounts, classroom, parents, tables);
        admin = SystemTask.run(() -> accounts.create("a-" + UUID.randomUUID(), "Admin", Role.ADMIN, "secret-123"));
    }

    private static School school(AccountService accounts, ClassroomService classroom, ParentService parents,
                                 TableService tables) {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account pupil = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Pupil " + tag())).pupil();
        Account classmate = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Classmate " + tag())).pupil();
        Account parent = school.parent();
        List<String> codes = TestSchool.as(teacher, () -> classroom.parentCards(c.id()).stream()
                .sorted(java.util.Comparator.comparing(card -> card.pupilId() == pupil.id() ? 0 : 1))
                .map(card -> card.code()).toList());
        TestSchool.as(parent, () -> parents.link(codes.get(0)));
        GameId game = new RobotTables(tables).open(pupil, NambarzOptions.of(3), "LEARNING", "BEGINNER", 7L);
        return new School(teacher, c, pupil, classmate, parent, game, codes.get(1));
    }

    /** A name part no other test uses, so that a page showing it shows this school's data. */
    private static String tag() {
        return UUID.randomUUID().toString().substring(0, 8);
    }

    /** Names that only school B's data carries: none may appear on a page that school A's people open. */
    List<String> secretsOf(School s) {
        return List.of(s.schoolClass().name(), s.pupil().displayName(), s.classmate().displayName());
    }

    Target target(Side side) {
        return side == Side.OWN ? a.target() : b.target();
    }

    /** Runs the work as this person of school A (or the admin, or a guest), as the web layer would. */
    <T> T as(Who who, Supplier<T> work) {
        if (who == Who.GUEST) {
            var before = SecurityContextHolder.getContext().getAuthentication();
            SecurityContextHolder.getContext().setAuthentication(new AnonymousAuthenticationToken("key", "anonymousUser",
                    AuthorityUtils.createAuthorityList("ROLE_ANONYMOUS")));
            try {
                return work.get();
            } finally {
                SecurityContextHolder.getContext().setAuthentication(before);
            }
        }
        return TestSchool.as(person(who), work);
    }

    Account person(Who who) {
        return switch (who) {
            case GUEST -> throw new IllegalArgumentException("a guest is nobody");
            case PUPIL -> a.pupil;
            case TEACHER -> a.teacher;
            case PARENT -> a.parent;
            case ADMIN -> admin;
        };
    }
}
