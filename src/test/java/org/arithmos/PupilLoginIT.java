package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Pupils log in with the class code, their name and their pictures: a new session id at login, kind words
 * after wrong pictures, slowed down after repeated failures on one browser but not on another.
 */
class PupilLoginIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void aPupilLogsInWithTheClassCodeTheirNameAndPictures() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 768)) {
            browser.driver.get(app.uri("/class").toString());
            browser.await("class-code");
            browser.screenshot("pupil-login-code");
            String sessionBefore = browser.driver.manage().getCookieNamed("JSESSIONID").getValue();
            Logins.pupil(browser, app, "dolphins", "Léa", List.of("cat", "bee"));
            browser.screenshot("pupil-login-pictures");
            browser.click("picture-fish");
            browser.awaitTrue("return location.pathname === '/play'");
            assertThat(browser.driver.manage().getCookieNamed("JSESSIONID").getValue())
                    .as("a new session id at login").isNotEqualTo(sessionBefore);
            assertThat(browser.await("level-note").getText()).contains("Your class chose your level");
            assertThat(browser.cspViolations()).isEmpty();
        }
    }

    @Test
    void wrongPicturesAreSaidKindlyAndRepeatedFailuresSlowThatBrowserDown() throws Exception {
        try (var guesser = Browser.open("en-US", 1366, 768)) {
            for (int i = 0; i < 5; i++) {
                Logins.pupil(guesser, app, "DOLPHINS", "Tom", List.of("cat", "cat", "cat"));
                guesser.awaitTrue("return location.search.includes('error')");
                assertThat(guesser.await("pupil-login-message").getText()).contains("Those are not your pictures");
            }
            Logins.pupil(guesser, app, "DOLPHINS", "Tom", List.of("cat", "cat", "cat"));
            guesser.awaitTrue("return location.search.includes('wait=')");
            assertThat(guesser.await("pupil-login-message").getText()).contains("Too many tries");
            guesser.screenshot("pupil-login-wait");
        }
        // Another computer of the class is not slowed down by that one.
        try (var other = Browser.open("en-US", 1366, 768)) {
            Logins.pupil(other, app, "DOLPHINS", "Tom", List.of("cat", "cat", "cat"));
            other.awaitTrue("return location.search.includes('error')");
            assertThat(other.driver.getCurrentUrl()).doesNotContain("wait=");
        }
    }

    @Test
    void anUnknownClassCodeIsSaidClearly() throws Exception {
        try (var browser = Browser.open("fr-FR", 1366, 768)) {
            browser.driver.get(app.uri("/class").toString());
            browser.await("class-code").findElement(org.openqa.selenium.By.tagName("input")).sendKeys("NOPE42");
            browser.click("class-code-next");
            browser.awaitTrue("return document.getElementById('class-code').hasAttribute('invalid')");
            assertThat(browser.js("return document.getElementById('class-code').errorMessage")).asString()
                    .contains("Aucune classe");
        }
    }
}
