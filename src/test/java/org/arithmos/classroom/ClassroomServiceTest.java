package org.arithmos.classroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomException.Problem;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.DisabledException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;

/** A teacher's classes and pupils on the real database, with the real security checks. */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ClassroomServiceTest {

    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private AuthenticationProvider logins;
    private TestSchool school;
    private Account teacher;
    private SchoolClass mine;

    @BeforeEach
    void aTeacherWithAClass() {
        school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        mine = school.classOf(teacher);
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    @Test
    void aNewClassGetsAnUnusedCodeAndIsListedForItsTeacherOnly() {
        SchoolClass other = school.classOf(teacher);
        assertThat(mine.code()).matches("[A-Z0-9]{4,}").isNotEqualTo(other.code());
        assertThat(as(teacher, classroom::myClasses)).extracting(SchoolClass::id)
                .containsExactlyInAnyOrder(mine.id(), other.id());
        assertThat(as(school.teacher(), classroom::myClasses)).isEmpty();
    }

    @Test
    void pupilsFromAListAreOnePerLineSkippingBlankLinesAndSpaces() {
        List<PupilCredentials> added = as(teacher, () -> classroom.addPupils(mine.id(),
                "Léa\n\n   Tom   Lucas \r\n;\nDupont, Inès\n"));
        assertThat(added).extracting(p -> p.pupil().displayName()).as("a comma stays in the name")
                .containsExactly("Léa", "Tom Lucas", "Dupont, Inès");
        assertThat(added).extracting(p -> p.pupil().classId()).containsOnly(mine.id());
        assertThat(added).extracting(p -> p.pupil().face()).doesNotHaveDuplicates();
        assertThat(as(teacher, () -> classroom.get(mine.id())).pupils()).isEqualTo(3);
    }

    @Test
    void aListWithATwiceNameOrAClassmatesNameAddsNobodyAndSaysWhich() {
        as(teacher, () -> classroom.addPupil(mine.id(), "Léa"));
        assertThatThrownBy(() -> as(teacher, () -> classroom.addPupils(mine.id(), "Tom\nLÉA\nNoah\ntom")))
                .isInstanceOfSatisfying(ClassroomException.class, e -> {
                    assertThat(e.problem()).isEqualTo(Problem.DUPLICATE_NAME);
                    assertThat(e.detail()).isEqualTo("LÉA, tom");
                });
        assertThat(as(teacher, () -> classroom.pupils(mine.id()))).extracting(Account::displayName).containsExactly("Léa");
    }

    @Test
    void emptyTooLongAndTooManyNamesAreRefusedWithTheirReason() {
        assertThat(problem(() -> classroom.addPupils(mine.id(), " \n\n ,"))).isEqualTo(Problem.NO_PUPILS);
        assertThat(problem(() -> classroom.addPupil(mine.id(), "x".repeat(41)))).isEqualTo(Problem.BAD_PUPIL_NAME);
        String many = IntStream.rangeClosed(1, 61).mapToObj(i -> "P" + i).collect(Collectors.joining("\n"));
        assertThat(problem(() -> classroom.addPupils(mine.id(), many))).isEqualTo(Problem.TOO_MANY_PUPILS);
        assertThat(as(teacher, () -> classroom.pupils(mine.id()))).isEmpty();
    }

    @Test
    void renamingAPupilKeepsNamesApartInTheClass() {
        Account lea = as(teacher, () -> classroom.addPupil(mine.id(), "Léa")).pupil();
        as(teacher, () -> classroom.addPupil(mine.id(), "Tom"));
        assertThat(problem(() -> classroom.renamePupil(lea.id(), " tom "))).isEqualTo(Problem.DUPLICATE_NAME);
        assertThat(problem(() -> classroom.renamePupil(lea.id(), "  "))).isEqualTo(Problem.BAD_PUPIL_NAME);
        assertThat(as(teacher, () -> classroom.renamePupil(lea.id(), "  Léa   M. ")).displayName()).isEqualTo("Léa M.");
        assertThat(as(teacher, () -> classroom.renamePupil(lea.id(), "léa m.")).displayName()).isEqualTo("léa m.");
    }

    @Test
    void anotherTeachersClassAndPupilsAreNotFound() {
        Account lea = as(teacher, () -> classroom.addPupil(mine.id(), "Léa")).pupil();
        Account other = school.teacher();
        for (Supplier<?> action : List.<Supplier<?>>of(() -> classroom.get(mine.id()),
                () -> classroom.pupils(mine.id()), () -> classroom.rename(mine.id(), "Mine now"),
                () -> classroom.archive(mine.id(), true), () -> classroom.addPupil(mine.id(), "Intruder"),
                () -> classroom.loginCards(mine.id()), () -> classroom.parentCards(mine.id()),
                () -> classroom.renamePupil(lea.id(), "X"), () -> classroom.resetSecret(lea.id()))) {
            assertThatThrownBy(() -> as(other, action)).isInstanceOfSatisfying(ClassroomException.class,
                    e -> assertThat(e.problem()).isEqualTo(Problem.NOT_FOUND));
        }
        assertThat(as(teacher, () -> classroom.get(mine.id())).name()).isEqualTo(mine.name());
    }

    @Test
    void pupilsAndParentsCannotManageClasses() {
        Account pupil = as(teacher, () -> classroom.addPupil(mine.id(), "Léa")).pupil();
        for (Account who : List.of(pupil, school.parent())) {
            assertThatThrownBy(() -> as(who, () -> classroom.get(mine.id()))).isInstanceOf(AccessDeniedException.class);
            assertThatThrownBy(() -> as(who, classroom::myClasses)).isInstanceOf(AccessDeniedException.class);
            assertThatThrownBy(() -> as(who, () -> classroom.createClass("Mine")))
                    .isInstanceOf(AccessDeniedException.class);
            assertThatThrownBy(() -> as(who, () -> classroom.loginCards(mine.id())))
                    .isInstanceOf(AccessDeniedException.class);
        }
    }

    @Test
    void theAdminSeesEveryClassButChangesNoneAndPrintsNoSecrets() {
        Account admin = SystemTask.run(() -> accounts.create("a-" + java.util.UUID.randomUUID(), "Admin", Role.ADMIN,
                "secret-123"));
        SchoolClass theirs = school.classOf(school.teacher());
        as(teacher, () -> classroom.addPupil(mine.id(), "Léa"));
        assertThat(as(admin, classroom::allClasses)).extracting(SchoolClass::id).contains(mine.id(), theirs.id());
        assertThat(as(admin, () -> classroom.pupils(mine.id()))).extracting(Account::displayName).containsExactly("Léa");
        for (Supplier<?> change : List.<Supplier<?>>of(() -> classroom.loginCards(mine.id()),
                () -> classroom.parentCards(mine.id()), () -> classroom.archive(mine.id(), true),
                () -> classroom.addPupil(mine.id(), "Tom"), () -> classroom.createClass("Admin's"))) {
            assertThatThrownBy(() -> as(admin, change)).isInstanceOf(AccessDeniedException.class);
        }
        assertThatThrownBy(() -> as(teacher, classroom::allClasses)).isInstanceOf(AccessDeniedException.class);
    }

    @Test
    void anArchivedClassLogsNobodyInUntilItIsBroughtBack() {
        PupilCredentials lea = as(teacher, () -> classroom.addPupil(mine.id(), "Léa"));
        var attempt = UsernamePasswordAuthenticationToken.unauthenticated(lea.pupil().username(), lea.secret().text());
        assertThat(logins.authenticate(attempt).isAuthenticated()).isTrue();

        assertThat(as(teacher, () -> classroom.archive(mine.id(), true)).archived()).isTrue();
        assertThat(classroom.classLogin(mine.code())).isEmpty();
        assertThat(classroom.classLoginOf(lea.pupil().username())).isEmpty();
        assertThatThrownBy(() -> logins.authenticate(attempt)).isInstanceOf(DisabledException.class);
        assertThat(as(teacher, () -> classroom.pupils(mine.id()))).hasSize(1);

        as(teacher, () -> classroom.archive(mine.id(), false));
        assertThat(classroom.classLogin(mine.code().toLowerCase())).isPresent();
        assertThat(logins.authenticate(attempt).isAuthenticated()).isTrue();
    }

    @Test
    void aNewSecretReplacesTheOldOneAndTheCardsShowIt() {
        PupilCredentials lea = as(teacher, () -> classroom.addPupil(mine.id(), "Léa"));
        LoginCard card = as(teacher, () -> classroom.resetSecret(lea.pupil().id()));
        assertThat(card.classCode()).isEqualTo(mine.code());
        assertThat(as(teacher, () -> classroom.loginCards(mine.id())).getFirst().secret()).isEqualTo(card.secret());
        if (!card.secret().equals(lea.secret())) { // 1 in 1,000 the same by chance
            assertThatThrownBy(() -> logins.authenticate(UsernamePasswordAuthenticationToken.unauthenticated(
                    lea.pupil().username(), lea.secret().text()))).isInstanceOf(org.springframework.security.authentication.BadCredentialsException.class);
        }
        assertThat(logins.authenticate(UsernamePasswordAuthenticationToken.unauthenticated(lea.pupil().username(),
                card.secret().text())).isAuthenticated()).isTrue();
    }

    @Test
    void parentCodesAreMadeOnceAndKept() {
        as(teacher, () -> classroom.addPupils(mine.id(), "Léa\nTom"));
        List<ParentCard> first = as(teacher, () -> classroom.parentCards(mine.id()));
        assertThat(first).extracting(ParentCard::code).doesNotHaveDuplicates().allMatch(c -> !c.isBlank());
        assertThat(as(teacher, () -> classroom.parentCards(mine.id()))).isEqualTo(first);
    }

    private Problem problem(Supplier<?> action) {
        try {
            as(teacher, action);
        } catch (ClassroomException e) {
            return e.problem();
        }
        throw new AssertionError("not refused");
    }

    private static <T> T as(Account who, Supplier<T> work) {
        return TestSchool.as(who, work);
    }
}
