package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Nain Jaune in headless Chromium against the packaged jar, through the UI only (as a guest): a one-round
 * game with simplified dealing against three bots, to its end, with a refused card explained on the way;
 * a teacher's game (grown-ups may try) stored and resumed from My games, in French; and the rules page in
 * French. A game against robots is a private table (decision 0018, step 3): its robots play on the server and
 * reach the screen by push. Saves screenshots in docs/screenshots (nain-jaune-*.png).
 */
class NainJauneIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void aOneRoundGameAgainstThreeBotsToItsEnd() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            browser.driver.get(app.uri("/nain-jaune?seed=20261122").toString());
            pick(browser, "nj-rounds", 0);
            pick(browser, "nj-pace", 2);
            browser.screenshot("nain-jaune-start");
            browser.click("nj-start");
            browser.await("nj-hand");
            assertThat(browser.driver.getCurrentUrl()).contains("/live/nain-jaune/");
            assertThat(browser.driver.findElements(By.id("live-code"))).as("a private table has no code").isEmpty();
            boolean refused = false;
            boolean shot = false;
            int moves = 0;
            long deadline = System.currentTimeMillis() + 240_000;
            while (!browser.shown("nj-standings")) {
                assertThat(System.currentTimeMillis()).as("the game ends in time").isLessThan(deadline);
                if (!myTurn(browser)) {
                    Thread.sleep(150);
                    continue;
                }
                if (browser.shown("nj-pass")) {
                    browser.click("nj-pass");
                    moves++;
                    continue;
                }
                List<String> playable = cards(browser, "#nj-hand .pc-playable");
                List<String> others = cards(browser, "#nj-hand .pc-card:not(.pc-playable)");
                if (!refused && !others.isEmpty()) {
                    browser.click("nj-card-" + others.getFirst());
                    String said = browser.await("nj-message").getText();
                    assertThat(said).containsAnyOf("NJ-PLAY-2", "NJ-PLAY-3", "NJ-PLAY-4");
                    browser.screenshot("nain-jaune-refused");
                    refused = true;
                }
                if (!shot && moves >= 2) {
                    browser.js("arguments[0].scrollIntoView({block: 'start'})", browser.await("nj-seats"));
                    browser.screenshot("nain-jaune-table");
                    shot = true;
                }
                browser.click("nj-card-" + playable.getFirst());
                moves++;
            }
            browser.js("arguments[0].scrollIntoView({block: 'start'})", browser.await("nj-end"));
            browser.screenshot("nain-jaune-end");
            assertThat(refused).isTrue();
            assertThat(moves).isPositive();
            String end = browser.await("nj-end").getText();
            assertThat(end).contains("tokens", "The game is over");
            assertThat(browser.await("nj-standings").getText()).contains("You");
            // The way on: a new game against robots.
            assertThat(browser.await("nj-end").findElement(By.cssSelector("a[href='nain-jaune']"))).isNotNull();
            browser.js("arguments[0].scrollIntoView({block: 'start'})", browser.await("nj-standings"));
            browser.screenshot("nain-jaune-standings");
            if (!browser.driver.findElements(By.className("nj-payment")).isEmpty()) {
                assertThat(end).containsPattern("pays [0-9 +]+ = \\d+ tokens");
            }
            assertThat(browser.cspViolations()).isEmpty();
        }
    }

    @Test
    void theRulesPageInFrench() throws Exception {
        try (var browser = Browser.open("fr-FR", 1366, 900)) {
            browser.driver.get(app.uri("/rules/nain-jaune").toString());
            assertThat(browser.await("nj-rules").getText()).contains("NJ-END-1", "Robo paie 1 + 1 + 2 + 5 = 9 jetons");
            browser.screenshot("nain-jaune-rules");
        }
    }

    @Test
    void aTeachersGameIsStoredAndResumedFromMyGamesInFrench() throws Exception {
        try (var browser = Browser.open("fr-FR", 1366, 900)) {
            Logins.withPassword(browser, app, "teacher", Logins.PASSWORD);
            browser.awaitTrue("return location.pathname !== '/login'");
            browser.driver.get(app.uri("/nain-jaune?seed=99").toString());
            pick(browser, "nj-bots", 1);
            browser.click("nj-start");
            browser.await("nj-hand");
            String address = browser.driver.getCurrentUrl();
            browser.awaitTrue("return document.getElementById('nj-message').textContent.length > 0");
            assertThat(browser.await("nj-message").getText()).containsAnyOf("À toi", "joue");
            browser.js("arguments[0].scrollIntoView({block: 'start'})", browser.await("nj-seats"));
            browser.screenshot("nain-jaune-table-fr");
            browser.driver.get(app.uri("/games").toString());
            String id = address.substring(address.lastIndexOf('/') + 1);
            browser.awaitTrue("return !!document.querySelector('[data-game=\"" + id + "\"]')");
            browser.js("arguments[0].click()", browser.driver.findElement(By.cssSelector("[data-game='" + id + "']")));
            browser.await("nj-hand");
            assertThat(browser.driver.getCurrentUrl()).endsWith("/live/nain-jaune/" + id);
        }
    }

    private static void pick(Browser browser, String group, int index) {
        List<WebElement> items = browser.await(group).findElements(By.tagName("vaadin-radio-button"));
        browser.js("arguments[0].click()", items.get(index));
        browser.awaitServer();
    }

    private static List<String> cards(Browser browser, String css) {
        browser.awaitServer();
        return browser.driver.findElements(By.cssSelector(css)).stream().map(e -> e.getAttribute("data-card")).toList();
    }

    private static boolean myTurn(Browser browser) {
        browser.awaitServer();
        return Boolean.TRUE.equals(browser.js("""
                const seat = document.getElementById('nj-seat-0');
                const end = document.getElementById('nj-end');
                return seat && seat.classList.contains('nj-seat-to-move')
                    && !(end && end.offsetParent !== null);"""));
    }
}
