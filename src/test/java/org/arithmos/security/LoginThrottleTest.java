package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.DeviceCookie;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.accounts.TooManyAttemptsException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * Login throttling through the real authentication provider (bcrypt, the H2 throttle table): repeated
 * failures slow down that account from that browser; a classmate at the same computer still logs in; a
 * whole class behind one school address is never locked out; guesses spread over many browsers slow the
 * account down everywhere except on a browser where its owner logged in before.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class LoginThrottleTest {

    @Autowired
    private AuthenticationProvider login;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private DeviceCookie cookies;

    @AfterEach
    void leaveTheBrowser() {
        RequestContextHolder.resetRequestAttributes();
    }

    @Test
    void repeatedFailuresSlowThatAccountButNotAClassmateAtTheSameComputer() {
        var school = new TestSchool(accounts, classroom);
        var teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        PupilCredentials guessed = school.pupilIn(teacher, c);
        PupilCredentials classmate = school.pupilIn(teacher, c);
        String sharedComputer = newBrowser();

        for (int i = 0; i < 5; i++) {
            assertThatThrownBy(() -> logIn(guessed, "not-my-pictures", sharedComputer))
                    .isInstanceOf(BadCredentialsException.class);
        }
        assertThatThrownBy(() -> logIn(guessed, guessed.secret().text(), sharedComputer))
                .as("even the right secret waits now").isInstanceOf(TooManyAttemptsException.class)
                .satisfies(e -> assertThat(((TooManyAttemptsException) e).waitTime().toSeconds()).isBetween(1L, 30L));
        assertThat(logIn(classmate, classmate.secret().text(), sharedComputer).isAuthenticated()).isTrue();
    }

    @Test
    void aWholeClassBehindOneAddressIsNotLockedOut() {
        var school = new TestSchool(accounts, classroom);
        var teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        List<PupilCredentials> pupils = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            pupils.add(school.pupilIn(teacher, c));
        }
        // Every request comes from the same school address; each pupil sits at one of 3 computers and gets
        // their pictures wrong twice before the right ones.
        List<String> computers = List.of(newBrowser(), newBrowser(), newBrowser());
        for (int i = 0; i < pupils.size(); i++) {
            PupilCredentials p = pupils.get(i);
            String computer = computers.get(i % computers.size());
            for (int wrong = 0; wrong < 2; wrong++) {
                assertThatThrownBy(() -> logIn(p, "not-my-pictures", computer)).isInstanceOf(BadCredentialsException.class);
            }
            assertThat(logIn(p, p.secret().text(), computer).isAuthenticated()).as(p.pupil().displayName()).isTrue();
        }
    }

    @Test
    void guessesFromManyBrowsersSlowTheAccountButNotItsOwnersBrowser() {
        var school = new TestSchool(accounts, classroom);
        var teacher = school.teacher();
        PupilCredentials pupil = school.pupilIn(teacher, school.classOf(teacher));
        String ownersBrowser = newBrowser();
        logIn(pupil, pupil.secret().text(), ownersBrowser);

        for (int i = 0; i < 8; i++) {
            String stranger = newBrowser();
            assertThatThrownBy(() -> logIn(pupil, "not-my-pictures", stranger)).isInstanceOf(BadCredentialsException.class);
        }
        assertThatThrownBy(() -> logIn(pupil, pupil.secret().text(), newBrowser()))
                .isInstanceOf(TooManyAttemptsException.class);
        assertThat(logIn(pupil, pupil.secret().text(), ownersBrowser).isAuthenticated()).isTrue();
    }

    @Test
    void aScriptWithoutTheDeviceCookieIsOneBrowser() throws Exception {
        var school = new TestSchool(accounts, classroom);
        var teacher = school.teacher();
        PupilCredentials pupil = school.pupilIn(teacher, school.classOf(teacher));
        for (int i = 0; i < 5; i++) {
            assertThat(throughTheCookieFilter(pupil.pupil().username(), "not-my-pictures"))
                    .isInstanceOf(BadCredentialsException.class);
        }
        assertThat(throughTheCookieFilter(pupil.pupil().username(), "not-my-pictures"))
                .as("the 6th try without a cookie waits, as from one browser").isInstanceOf(TooManyAttemptsException.class);
    }

    @Test
    void knownAndUnknownLoginsAnswerAlikeAndAsFast() {
        var school = new TestSchool(accounts, classroom);
        var teacher = school.teacher();
        String known = school.pupilIn(teacher, school.classOf(teacher)).pupil().username();
        String unknown = "p-" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        String browser = newBrowser();
        long knownNanos = 0;
        long unknownNanos = 0;
        for (int i = 0; i < 8; i++) {
            long t0 = System.nanoTime();
            Class<?> k = answer(known, browser);
            long t1 = System.nanoTime();
            Class<?> u = answer(unknown, browser);
            long t2 = System.nanoTime();
            assertThat(u).as("try %d", i + 1).isEqualTo(k);
            if (i < 5) {
                knownNanos += t1 - t0;
                unknownNanos += t2 - t1;
            }
        }
        assertThat(answer(unknown, browser)).isEqualTo(TooManyAttemptsException.class);
        assertThat((double) unknownNanos / knownNanos).as("time of unknown / known wrong tries").isBetween(0.5, 2.0);
    }

    private Class<?> answer(String username, String browser) {
        var request = new MockHttpServletRequest("POST", "/login");
        request.setCookies(new Cookie("arithmos-device", browser));
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
        try {
            login.authenticate(UsernamePasswordAuthenticationToken.unauthenticated(username, "cat-bee-fish"));
            return Void.class;
        } catch (RuntimeException e) {
            return e.getClass();
        }
    }

    /** A POST /login without any cookie, through the real device-cookie filter. */
    private Exception throughTheCookieFilter(String username, String secret) throws Exception {
        var request = new MockHttpServletRequest("POST", "/login");
        var response = new MockHttpServletResponse();
        Exception[] thrown = new Exception[1];
        cookies.doFilter(request, response, (req, res) -> {
            RequestContextHolder.setRequestAttributes(new ServletRequestAttributes((HttpServletRequest) req));
            try {
                login.authenticate(UsernamePasswordAuthenticationToken.unauthenticated(username, secret));
            } catch (RuntimeException e) {
                thrown[0] = e;
            }
        });
        assertThat(response.getCookie("arithmos-device")).as("the browser still gets its id").isNotNull();
        return thrown[0];
    }

    private org.springframework.security.core.Authentication logIn(PupilCredentials who, String secret, String browser) {
        var request = new MockHttpServletRequest("POST", "/login");
        request.setRemoteAddr("203.0.113.10"); // the whole school behind one address
        request.setCookies(new Cookie("arithmos-device", browser));
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
        return login.authenticate(UsernamePasswordAuthenticationToken.unauthenticated(who.pupil().username(), secret));
    }

    private static String newBrowser() {
        return UUID.randomUUID().toString();
    }
}
