package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/**
 * The routes {@link AccessibilityIT} did not open yet (issue 13 §1), each as every role that may open it, in
 * light and dark: the class list's import (teacher, admin; with a preview shown, teacher), the pending school sign-ins
 * (admin), the refused school sign-in (guest, its four reasons), a pupil's own Krambambuli and Nain Jaune games
 * ({@code /krambambuli/:id}, {@code /nain-jaune/:id}). Apart from AccessibilityIT so that it runs in minutes.
 */
class AccessibilityMoreRoutesIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    private final List<String> serious = new ArrayList<>();

    @Test
    void theImportAsTeacherAndAdminThePendingSignInsAndARefusedSignIn() throws Exception {
        for (String who : List.of("teacher", "admin")) {
            try (var browser = Browser.open("en-US", 1366, 768)) {
                Logins.withPassword(browser, app, who, Logins.PASSWORD);
                browser.awaitTrue("return location.pathname !== '/login'");
                browser.driver.get(app.uri("/classes/import").toString());
                browser.await("import-upload");
                browser.awaitServer();
                serious.addAll(Accessibility.check(browser, who + ": /classes/import"));
                if (who.equals("teacher")) {
                    // The preview is the same panel for the admin, who would first have to name the teacher.
                    WebElement input = (WebElement) browser.js("""
                            const upload = document.getElementById('import-upload');
                            return upload.querySelector('input[type=file]')
                                || (upload.shadowRoot && upload.shadowRoot.querySelector('input[type=file]'));""");
                    input.sendKeys(Path.of("src/test/resources/roster/simple-fr-bom.csv").toAbsolutePath().toString());
                    browser.awaitContains("import-summary", "will create 30 pupils");
                    serious.addAll(Accessibility.check(browser, who + ": /classes/import, a preview shown"));
                }
                if (who.equals("admin")) {
                    browser.driver.get(app.uri("/admin/sign-ins").toString());
                    browser.await("pending-sign-ins-title");
                    serious.addAll(Accessibility.check(browser, "admin: /admin/sign-ins"));
                }
            }
        }
        try (var guest = Browser.open("en-US", 1366, 768)) {
            for (String why : List.of("failed", "school", "role", "unknown")) {
                guest.driver.get(app.uri("/sign-in/refused?why=" + why).toString());
                guest.await("sign-in-refused-text");
                serious.addAll(Accessibility.check(guest, "guest: /sign-in/refused?why=" + why));
            }
        }
        assertThat(serious).as("serious and critical accessibility findings").isEmpty();
    }

    @Test
    void aPupilsOwnKrambambuliAndNainJauneGames() throws Exception {
        try (var pupil = Browser.open("en-US", 1366, 768)) {
            Logins.lea(pupil, app);
            pupil.driver.get(app.uri("/krambambuli?seed=3").toString());
            pupil.click("kb-start");
            pupil.await("kb-hand");
            pupil.awaitTrue("return location.pathname.startsWith('/live/krambambuli/')");
            serious.addAll(Accessibility.check(pupil, "pupil: /live/krambambuli/:id"));
            pupil.driver.get(app.uri("/nain-jaune?seed=20261122").toString());
            pupil.click("nj-start");
            pupil.await("nj-hand");
            pupil.awaitTrue("return location.pathname.startsWith('/live/nain-jaune/')");
            serious.addAll(Accessibility.check(pupil, "pupil: /live/nain-jaune/:id"));
        }
        assertThat(serious).as("serious and critical accessibility findings").isEmpty();
    }

    /**
     * The login cards and the parents' letters as they are printed (issue 13: "the login cards to print"): the page
     * laid out for paper (print media emulated, the app's frame gone), checked as the screen is, from the light and
     * from the dark theme (the paper is white in both).
     */
    @Test
    void theCardsToPrintAsPrinted() throws Exception {
        try (var teacher = Browser.open("en-US", 1366, 768)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname !== '/login'");
            String dolphins = Logins.dolphins(teacher, app);
            for (String cards : List.of("/cards", "/parent-cards")) {
                teacher.driver.get(app.uri(dolphins + cards).toString());
                teacher.awaitTrue("return document.querySelector('.sheet') !== null");
                teacher.driver.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", "print"));
                try {
                    teacher.awaitTrue("return matchMedia('print').matches"
                            + " && getComputedStyle(document.querySelector('.print-toolbar')).display === 'none'");
                    serious.addAll(Accessibility.check(teacher, "teacher: " + dolphins + cards + ", printed"));
                } finally {
                    teacher.driver.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", ""));
                }
            }
        }
        assertThat(serious).as("serious and critical accessibility findings").isEmpty();
    }
}
