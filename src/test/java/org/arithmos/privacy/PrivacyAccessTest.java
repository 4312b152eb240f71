package org.arithmos.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.ParentService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.access.AccessDeniedException;

/**
 * Who may export and delete a pupil's data: their teacher and an admin both; a linked parent exports only;
 * another teacher, another parent and a pupil are told "not found" or refused. Nothing is deleted by a
 * refused call.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class PrivacyAccessTest {

    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private ParentService parents;
    @Autowired
    private PrivacyService privacy;

    @Test
    void eachRoleGetsWhatItMayAndNoMore() {
        var school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account pupil = school.pupilIn(teacher, c).pupil();
        Account classmate = school.pupilIn(teacher, c).pupil();
        Account parent = school.parent();
        String code = TestSchool.as(teacher, () -> classroom.parentCards(c.id())).stream()
                .filter(card -> card.pupilId() == pupil.id()).findFirst().orElseThrow().code();
        TestSchool.as(parent, () -> parents.link(code));
        Account otherTeacher = school.teacher();
        Account otherParent = school.parent();

        assertThat(TestSchool.as(teacher, () -> privacy.summary(pupil.id())).mayDelete()).isTrue();
        assertThat(SystemTask.run(() -> privacy.summary(pupil.id())).mayDelete()).isTrue();
        DataSummary forParent = TestSchool.as(parent, () -> privacy.summary(pupil.id()));
        assertThat(forParent.mayDelete()).isFalse();
        assertThat(forParent.rows("account")).isEqualTo(1);
        assertThat(forParent.rows("parent_link")).isEqualTo(1);

        for (Account stranger : new Account[] {otherTeacher, otherParent}) {
            assertNotFound(() -> TestSchool.as(stranger, () -> privacy.export(pupil.id())));
        }
        assertNotFound(() -> TestSchool.as(parent, () -> privacy.export(classmate.id())));
        assertNotFound(() -> TestSchool.as(teacher, () -> privacy.export(teacher.id())));
        assertThatThrownBy(() -> TestSchool.as(pupil, () -> privacy.export(pupil.id())))
                .isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> TestSchool.as(parent, () -> {
            privacy.delete(pupil.id(), pupil.displayName());
            return null;
        })).isInstanceOf(AccessDeniedException.class);
        assertNotFound(() -> TestSchool.as(otherTeacher, () -> {
            privacy.delete(pupil.id(), pupil.displayName());
            return null;
        }));
        assertThat(TestSchool.as(teacher, () -> privacy.summary(pupil.id())).rows("account")).isEqualTo(1);

        SystemTask.run(() -> privacy.delete(classmate.id(), classmate.displayName()));
        assertNotFound(() -> TestSchool.as(teacher, () -> privacy.summary(classmate.id())));
    }

    private static void assertNotFound(Runnable call) {
        assertThatThrownBy(call::run).isInstanceOf(PrivacyException.class).extracting("problem")
                .isEqualTo(PrivacyException.Problem.NOT_FOUND);
    }
}
