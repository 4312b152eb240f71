package org.arithmos.classroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountException;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.access.AccessDeniedException;

/**
 * A parent signs up, links their child with the teacher's code, sees only that child, is slowed down
 * after wrong codes, and unlinks. On the real H2 database.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ParentLinkTest {

    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private ParentService parents;
    @Autowired
    private PupilProfiles profiles;

    @Test
    void aParentSignsUpWithClearRules() {
        String name = "mum-" + UUID.randomUUID().toString().substring(0, 8);
        assertProblem(() -> accounts.signUpParent(name, "Anna", "short"), AccountException.Problem.SHORT_PASSWORD);
        assertProblem(() -> accounts.signUpParent("a b", "Anna", "long enough"), AccountException.Problem.BAD_USERNAME);
        assertProblem(() -> accounts.signUpParent(name, " ", "long enough"), AccountException.Problem.BAD_NAME);
        Account parent = accounts.signUpParent(" " + name + " ", " Anna Rossi ", "long enough");
        assertThat(parent.role()).isEqualTo(Role.PARENT);
        assertThat(parent.username()).isEqualTo(name);
        assertThat(parent.displayName()).isEqualTo("Anna Rossi");
        assertProblem(() -> accounts.signUpParent(name.toUpperCase(), "Other", "long enough"),
                AccountException.Problem.USERNAME_TAKEN);
    }

    @Test
    void aParentLinksWithTheCodeAndSeesOnlyThatChild() {
        var school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account child = school.pupilIn(teacher, c).pupil();
        Account classmate = school.pupilIn(teacher, c).pupil();
        String code = codeOf(teacher, c, child);
        Account parent = accounts.signUpParent("dad-" + UUID.randomUUID().toString().substring(0, 8), "Dad", "long enough");
        Account otherParent = school.parent();

        Account linked = TestSchool.as(parent, () -> parents.link(" " + code.toLowerCase() + " "));
        assertThat(linked.id()).isEqualTo(child.id());
        assertThat(TestSchool.as(parent, () -> parents.linkedChildren())).extracting(PupilProfile::id, PupilProfile::className)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(child.id(), c.name()));
        assertThat(TestSchool.as(parent, () -> profiles.of(child.id())).displayName()).isEqualTo(child.displayName());
        assertThatThrownBy(() -> TestSchool.as(parent, () -> profiles.of(classmate.id())))
                .isInstanceOf(ClassroomException.class).extracting("problem").isEqualTo(ClassroomException.Problem.NOT_FOUND);
        assertThatThrownBy(() -> TestSchool.as(parent, () -> parents.link(code)))
                .isInstanceOf(ClassroomException.class).extracting("problem")
                .isEqualTo(ClassroomException.Problem.ALREADY_LINKED);
        // Typed with a space instead of the dash, or with nothing between the groups: the same code.
        for (String typed : List.of(code.replace('-', ' ').toLowerCase(), code.replace("-", ""))) {
            assertThatThrownBy(() -> TestSchool.as(parent, () -> parents.link(typed)))
                    .isInstanceOf(ClassroomException.class).extracting("problem")
                    .isEqualTo(ClassroomException.Problem.ALREADY_LINKED);
        }
        // The same card links the other parent too; neither sees the other's children.
        TestSchool.as(otherParent, () -> parents.link(code));
        assertThat(TestSchool.as(otherParent, () -> parents.myChildren())).extracting(Account::id).containsExactly(child.id());

        TestSchool.as(parent, () -> {
            parents.unlink(child.id());
            return null;
        });
        assertThat(TestSchool.as(parent, () -> parents.linkedChildren())).isEmpty();
        assertThatThrownBy(() -> TestSchool.as(parent, () -> profiles.of(child.id()))).isInstanceOf(ClassroomException.class);
        assertThat(TestSchool.as(otherParent, () -> parents.myChildren())).hasSize(1);
    }

    @Test
    void wrongCodesSlowTheParentDown() {
        var school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account child = school.pupilIn(teacher, c).pupil();
        String code = codeOf(teacher, c, child);
        Account guesser = school.parent();
        for (int i = 0; i < LinkCodeThrottle.FREE_FAILURES; i++) {
            assertThatThrownBy(() -> TestSchool.as(guesser, () -> parents.link("AAAA-AAAA")))
                    .isInstanceOf(ClassroomException.class).extracting("problem")
                    .isEqualTo(ClassroomException.Problem.UNKNOWN_CODE);
        }
        assertThatThrownBy(() -> TestSchool.as(guesser, () -> parents.link(code)))
                .as("even the right code waits now").isInstanceOf(LinkCodeWaitException.class)
                .satisfies(e -> assertThat(((LinkCodeWaitException) e).seconds()).isBetween(1L, 30L));
        Account someoneElse = school.parent();
        assertThat(TestSchool.as(someoneElse, () -> parents.link(code)).id()).isEqualTo(child.id());
    }

    @Test
    void onlyParentsLinkAndNobodyElseSeesLinks() {
        var school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> parents.link("AAAA-AAAA")))
                .isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> parents.linkedChildren()))
                .isInstanceOf(AccessDeniedException.class);
    }

    private String codeOf(Account teacher, SchoolClass c, Account child) {
        return TestSchool.as(teacher, () -> classroom.parentCards(c.id())).stream()
                .filter(card -> card.pupilId() == child.id()).findFirst().orElseThrow().code();
    }

    private static void assertProblem(Runnable signUp, AccountException.Problem problem) {
        assertThatThrownBy(signUp::run).isInstanceOf(AccountException.class).extracting("problem").isEqualTo(problem);
    }
}
