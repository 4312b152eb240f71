package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A logged-in pupil's game survives the server being killed (kill -9) and restarted: every move is
 * committed before it is acknowledged, and "My games" resumes it by replaying its moves.
 */
class ResumeIT {

    @Test
    void aGameResumesAfterTheServerWasKilledAndRestarted() throws Exception {
        RunningApp app = RunningApp.start();
        String handBefore;
        String pileBefore;
        try (var browser = Browser.open("en-US", 1366, 768)) {
            logIn(browser, app);
            TablePage table = new TablePage(browser).start(app, 42L, false);
            assertThat(table.awaitMyTurn(Duration.ofMinutes(1))).isTrue();
            table.playTheHint();
            assertThat(table.awaitMyTurn(Duration.ofMinutes(1))).isTrue();
            handBefore = cards(browser, "#hand .card-view");
            pileBefore = cards(browser, "#target-card");
            app.kill();
        }
        app = app.restart();
        try (var browser = Browser.open("en-US", 1366, 768)) {
            logIn(browser, app);
            browser.click("nav-games");
            browser.await("my-games");
            browser.screenshot("my-games");
            browser.click("resume-0");
            browser.await("hand");
            new TablePage(browser).awaitMyTurn(Duration.ofMinutes(1));
            assertThat(cards(browser, "#hand .card-view")).isEqualTo(handBefore);
            assertThat(cards(browser, "#target-card")).isEqualTo(pileBefore);
        } finally {
            app.close();
        }
    }

    private static void logIn(Browser browser, RunningApp app) {
        Logins.lea(browser, app);
        browser.awaitTrue("return document.getElementById('account-button') !== null"
                + " && document.getElementById('account-button').textContent.includes('Léa')");
    }

    private static String cards(Browser browser, String selector) {
        return String.valueOf(browser.js("return [...document.querySelectorAll(arguments[0])]"
                + ".map(c => c.dataset.card).join(' ')", selector));
    }
}
