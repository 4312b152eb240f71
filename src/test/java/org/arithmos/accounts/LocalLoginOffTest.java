package org.arithmos.accounts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.http.Cookie;
import java.util.Set;
import java.util.UUID;
import org.arithmos.accounts.persistence.AccountRepository;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * A school that signs its teachers and pupils in through its own provider switches their password and
 * picture login off ({@code arithmos.sign-in.local-login-off}, issue 14; docs/decisions/0023): the right secret
 * then gets "sign in with your school's button", a wrong one is still just wrong, and the other roles log in
 * as before. Through the real authentication provider, the real accounts and the H2 throttle table.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class LocalLoginOffTest {

    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private PasswordEncoder encoder;
    @Autowired
    private LoginThrottle throttle;
    @Autowired
    private AccountRepository repository;
    @Autowired
    private PupilLoginGate gate;

    @AfterEach
    void forget() {
        RequestContextHolder.resetRequestAttributes();
        TestSchool.logOut();
    }

    @Test
    void theRolesSwitchedOffAreSentToTheSchoolsButtonAndTheOthersLogInAsBefore() throws Exception {
        Set<Role> off = Set.of(Role.TEACHER, Role.PUPIL);
        var login = new ThrottledAuthentication(accounts, encoder, throttle, repository, gate, role -> !off.contains(role));
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        Account parent = school.parent();
        PupilCredentials pupil = school.pupilIn(teacher, school.classOf(teacher));

        assertThatThrownBy(() -> logIn(login, teacher.username(), "secret-123"))
                .isInstanceOf(LocalLoginOffException.class);
        assertThatThrownBy(() -> logIn(login, pupil.pupil().username(), pupil.secret().text()))
                .isInstanceOf(LocalLoginOffException.class);
        // A wrong secret says nothing more than before: wrong.
        assertThatThrownBy(() -> logIn(login, teacher.username(), "not-the-password"))
                .isInstanceOf(BadCredentialsException.class);
        assertThat(logIn(login, parent.username(), "secret-123").isAuthenticated()).isTrue();

        // The login page then says why, in the user's language (login.error.school, pupil.login.school).
        var response = new MockHttpServletResponse();
        var request = new MockHttpServletRequest("POST", "/login");
        request.setParameter("username", teacher.username());
        new LoginOutcomes().onAuthenticationFailure(request, response, new LocalLoginOffException(Role.TEACHER));
        assertThat(response.getRedirectedUrl()).isEqualTo("/login?school");
        request.setParameter("username", pupil.pupil().username());
        response = new MockHttpServletResponse();
        new LoginOutcomes().onAuthenticationFailure(request, response, new LocalLoginOffException(Role.PUPIL));
        assertThat(response.getRedirectedUrl()).startsWith("/class?pupil=").endsWith("&school");
    }

    private static Authentication logIn(ThrottledAuthentication login, String username, String secret) {
        var request = new MockHttpServletRequest("POST", "/login");
        request.setCookies(new Cookie("arithmos-device", UUID.randomUUID().toString()));
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
        return login.authenticate(UsernamePasswordAuthenticationToken.unauthenticated(username, secret));
    }
}
