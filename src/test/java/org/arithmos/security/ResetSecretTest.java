package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.http.Cookie;
import java.util.UUID;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.PictureSecret;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.accounts.TooManyAttemptsException;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LoginCard;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * A teacher gives a pupil a new picture secret: the old one stops working, the new one works at once (even
 * from a browser that was being slowed down), the printed card shows it; nobody else may do it.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ResetSecretTest {

    @Autowired
    private AuthenticationProvider login;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @AfterEach
    void leaveTheBrowser() {
        RequestContextHolder.resetRequestAttributes();
    }

    @Test
    void theTeacherGivesANewSecretAndOnlyItWorks() {
        var school = new TestSchool(accounts, classroom);
        var teacher = school.teacher();
        PupilCredentials pupil = school.pupilIn(teacher, school.classOf(teacher));
        String browser = UUID.randomUUID().toString();
        String wrong = "not-my-pictures";
        for (int i = 0; i < 5; i++) {
            assertThatThrownBy(() -> logIn(pupil, wrong, browser)).isInstanceOf(BadCredentialsException.class);
        }
        assertThatThrownBy(() -> logIn(pupil, pupil.secret().text(), browser)).isInstanceOf(TooManyAttemptsException.class);

        LoginCard card = TestSchool.as(teacher, () -> classroom.resetSecret(pupil.pupil().id()));
        long classId = pupil.pupil().classId();

        PictureSecret fresh = card.secret();
        assertThat(TestSchool.as(teacher, () -> classroom.loginCards(classId)))
                .filteredOn(c -> c.pupilId() == pupil.pupil().id()).extracting(LoginCard::secret).containsExactly(fresh);
        assertThat(logIn(pupil, fresh.text(), browser).isAuthenticated()).isTrue();
        if (!fresh.equals(pupil.secret())) {
            assertThatThrownBy(() -> logIn(pupil, pupil.secret().text(), browser))
                    .isInstanceOf(BadCredentialsException.class);
        }
    }

    @Test
    void onlyThePupilsTeacherMayResetIt() {
        var school = new TestSchool(accounts, classroom);
        var teacher = school.teacher();
        long pupilId = school.pupilIn(teacher, school.classOf(teacher)).pupil().id();
        var otherTeacher = school.teacher();
        assertThatThrownBy(() -> TestSchool.as(otherTeacher, () -> classroom.resetSecret(pupilId)))
                .isInstanceOf(ClassroomException.class).extracting("problem").isEqualTo(ClassroomException.Problem.NOT_FOUND);
        var parent = school.parent();
        assertThatThrownBy(() -> TestSchool.as(parent, () -> classroom.resetSecret(pupilId)))
                .isInstanceOf(AccessDeniedException.class);
        var pupil = TestSchool.as(teacher, () -> accounts.find(pupilId)).orElseThrow();
        assertThatThrownBy(() -> TestSchool.as(pupil, () -> classroom.resetSecret(pupilId)))
                .isInstanceOf(AccessDeniedException.class);
    }

    private org.springframework.security.core.Authentication logIn(PupilCredentials who, String secret, String browser) {
        var request = new MockHttpServletRequest("POST", "/login");
        request.setCookies(new Cookie("arithmos-device", browser));
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
        return login.authenticate(UsernamePasswordAuthenticationToken.unauthenticated(who.pupil().username(), secret));
    }
}
