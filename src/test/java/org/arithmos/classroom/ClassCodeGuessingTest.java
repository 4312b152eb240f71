package org.arithmos.classroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.http.Cookie;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.LoginThrottle;
import org.arithmos.classroom.ClassroomException.Problem;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * Class codes typed on the login screen, as a script would: wrong codes are limited per browser and per
 * address range, a whole class behind one address is not, and a teacher cannot choose a code one could guess.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ClassCodeGuessingTest {

    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LoginThrottle logins;

    @AfterEach
    void leaveTheBrowser() {
        RequestContextHolder.resetRequestAttributes();
    }

    @Test
    void oneBrowserGetsTenWrongCodesThenWaitsEvenForTheRightOne() {
        SchoolClass c = newClass();
        String browser = newBrowser();
        String address = newRange() + ".20";
        for (int i = 0; i < ClassCodeThrottle.FREE_FAILURES; i++) {
            assertThat(typeCode("WRONG" + i, browser, address)).isEmpty();
        }
        assertThatThrownBy(() -> typeCode(c.code(), browser, address)).isInstanceOf(ClassCodeWaitException.class)
                .satisfies(e -> assertThat(((ClassCodeWaitException) e).seconds()).isBetween(1L, 30L));
        assertThat(typeCode(c.code(), newBrowser(), address)).as("another computer of the school").isPresent();
    }

    @Test
    void aScriptForgingBrowsersIsPacedButNotTheSchoolsComputersNorOtherSchools() {
        SchoolClass c = newClass();
        String range = newRange();
        String schoolComputer = newBrowser();
        logins.succeeded(new TestSchool(accounts, classroom).newPupil().id(), schoolComputer);
        for (int i = 0; i <= ClassCodeThrottle.RANGE_FREE; i++) {
            assertThat(typeCode("WRONG" + i, newBrowser(), range + ".66")).isEmpty();
        }
        assertThatThrownBy(() -> typeCode(c.code(), newBrowser(), range + ".66"))
                .as("a new browser id does not escape the range's count").isInstanceOf(ClassCodeWaitException.class);
        assertThat(typeCode(c.code(), schoolComputer, range + ".12")).isPresent();
        assertThat(typeCode(c.code(), newBrowser(), newRange() + ".12")).isPresent();
    }

    @Test
    void aWholeClassBehindOneAddressMistypingTwiceEachIsNotSlowed() {
        SchoolClass c = newClass();
        String address = newRange() + ".1";
        List<String> computers = List.of(newBrowser(), newBrowser(), newBrowser(), newBrowser(), newBrowser(),
                newBrowser(), newBrowser(), newBrowser(), newBrowser(), newBrowser());
        for (int pupil = 0; pupil < 30; pupil++) {
            String computer = computers.get(pupil % computers.size());
            assertThat(typeCode("DOLPHIN", computer, address)).isEmpty();
            assertThat(typeCode(c.code().substring(1), computer, address)).isEmpty();
            assertThat(typeCode(c.code(), computer, address)).as("pupil %d", pupil).isPresent();
        }
    }

    @Test
    void aTeacherCannotChooseACodeOneCouldGuess() {
        var teacher = new TestSchool(accounts, classroom).teacher();
        for (String guessable : List.of("BLUE", "DOLPHINS", "MATHS1", "ABC123", "AAAA11", "2026-11", "K7")) {
            assertThatThrownBy(() -> TestSchool.as(teacher, () -> classroom.createClassWithCode("Blue", guessable)))
                    .as(guessable).isInstanceOfSatisfying(ClassroomException.class, e -> assertThat(e.problem())
                            .isIn(Problem.GUESSABLE_CODE, Problem.BAD_NAME));
        }
        String good;
        do {
            good = new Codes().classCode();
        } while (Codes.guessable(good));
        String chosen = good;
        assertThat(TestSchool.as(teacher, () -> classroom.createClassWithCode("Blue", chosen)).code()).isEqualTo(chosen);
    }

    private SchoolClass newClass() {
        var school = new TestSchool(accounts, classroom);
        var teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        school.pupilIn(teacher, c);
        return c;
    }

    private java.util.Optional<ClassLogin> typeCode(String code, String browser, String address) {
        var request = new MockHttpServletRequest("POST", "/class");
        request.setRemoteAddr(address);
        request.setCookies(new Cookie("arithmos-device", browser));
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
        return classroom.classLogin(code);
    }

    private static String newRange() {
        var r = ThreadLocalRandom.current();
        return "10." + r.nextInt(256) + "." + r.nextInt(256);
    }

    private static String newBrowser() {
        return UUID.randomUUID().toString();
    }
}
