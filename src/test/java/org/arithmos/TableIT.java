package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/**
 * The pupil's table in headless Chromium against the packaged jar, through the UI only: a whole quick game
 * against bots with a fixed deal, a penalty and its explanation, Check in learning mode, the language
 * switch. Saves the table's screenshots in docs/screenshots.
 */
class TableIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.sharedByGuests();

    /**
     * The New game form is drawn by the server in one element (decision 0038, second amendment): after a child
     * changed a control, the browser shows what the server then decides (the results hidden in game mode), and a
     * change the server refuses (a value not among the options, as a forged page could send) is undone.
     */
    @Test
    void theNewGameFormShowsWhatTheServerKeeps() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 768)) {
            browser.driver.get(app.uri("/play").toString());
            browser.await("start-game");
            browser.js("document.getElementById('show-results').click()");
            browser.awaitServer();
            browser.js("document.getElementById('show-results').click()");
            browser.awaitServer();
            assertThat(browser.js("return document.getElementById('show-results').checked")).isEqualTo(true);

            browser.js("document.querySelector('#mode input[value=\"GAME\"]').click()");
            browser.awaitTrue("return document.getElementById('show-results').checked === false");

            browser.js("""
                    const forged = document.querySelector('#rounds input[value="3"]');
                    forged.value = 'BOGUS';
                    forged.checked = true;
                    forged.dispatchEvent(new Event('change', {bubbles: true}));
                    """);
            browser.awaitTrue("return document.querySelector('#rounds input:checked').value === '1'"
                    + " && document.querySelector('#rounds input[value=\"BOGUS\"]') === null");
            assertThat(browser.cspViolations()).isEmpty();
        }
    }

    @Test
    void aWholeQuickGameAgainstThreeBotsToItsEnd() throws Exception {
        AppLog log = AppLog.from(app);
        try (var browser = Browser.open("en-US", 1366, 768)) {
            browser.driver.get(app.uri("/play").toString());
            browser.await("start-game");
            browser.screenshot("new-game");
            TablePage table = new TablePage(browser).start(app, 20261122L, false);
            browser.screenshot("table");
            int moves = 0;
            boolean screenshotOfACalculation = false;
            while (table.awaitMyTurn(Duration.ofMinutes(3))) {
                if (!screenshotOfACalculation && moves > 0) {
                    browser.screenshot("table-later");
                    screenshotOfACalculation = true;
                }
                table.playTheHint();
                moves++;
                assertThat(moves).as("pupil moves").isLessThan(300);
            }
            assertThat(table.text("turn-prompt")).isEqualTo("The game is over.");
            assertThat(moves).isGreaterThan(0);
            assertThat(browser.cspViolations()).isEmpty();
        }
        assertThat(log.linesWith(AppLog.DISABLED_CHANNEL)).as("the app's log during the game").isEmpty();
    }

    @Test
    void theRoundEndShowsPlacesPointsAndTheScoreboard() throws Exception {
        AppLog log = AppLog.from(app);
        try (var browser = Browser.open("en-US", 1366, 768)) {
            TablePage table = new TablePage(browser).start(app, 7L, false);
            while (true) {
                if (table.present("round-dialog")) {
                    assertThat(table.text("round-results")).contains("Place", "Points for the place", "You");
                    browser.screenshot("round-end");
                    // The robots' turns of a whole round (the Draw button hidden and shown again) wrote dozens.
                    assertThat(log.linesWith(AppLog.DISABLED_CHANNEL)).as("the app's log during the round").isEmpty();
                    return;
                }
                if (table.myTurn()) {
                    table.playTheHint();
                } else if (table.present("explanation-dialog")) {
                    browser.click("explanation-ok");
                }
                Thread.sleep(200);
            }
        }
    }

    @Test
    void aWrongCalculationIsPenalizedAndExplained() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 768)) {
            TablePage table = new TablePage(browser).start(app, 3L, true);
            assertThat(table.awaitMyTurn(Duration.ofMinutes(1))).isTrue();
            int target = table.targetValue();
            List<WebElement> symbols = table.hand().stream()
                    .filter(c -> c.getAttribute("data-card").matches("\\d+")).toList();
            WebElement[] pair = wrongPair(symbols, target);
            table.clickCard(pair[0]);
            browser.click("op-plus");
            table.clickCard(pair[1]);
            browser.click("play");
            browser.await("explanation-dialog");
            assertThat(table.text("explanation-reason")).isNotBlank();
            assertThat(browser.await("explanation-dialog").getText()).contains("NZ-CALC-3");
            browser.screenshot("table-penalty");
            browser.click("explanation-ok");
            assertThat(table.text("seat-0")).contains("cards");
        }
    }

    /** Two symbol cards whose sum is not the target and which do not match it. */
    private static WebElement[] wrongPair(List<WebElement> symbols, int target) {
        for (WebElement a : symbols) {
            for (WebElement b : symbols) {
                int x = Integer.parseInt(TablePage.value(a));
                int y = Integer.parseInt(TablePage.value(b));
                if (a != b && x != target && y != target && x + y != target) {
                    return new WebElement[] {a, b};
                }
            }
        }
        throw new AssertionError("no two symbol cards for a wrong calculation; choose another seed");
    }

    @Test
    void checkJudgesACalculationWithoutPenalty() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 768)) {
            TablePage table = new TablePage(browser).start(app, 11L, false);
            assertThat(table.awaitMyTurn(Duration.ofMinutes(1))).isTrue();
            int cards = table.hand().size();
            List<WebElement> hand = table.hand();
            table.clickCard(hand.get(0));
            browser.click("op-plus");
            table.clickCard(hand.get(1));
            browser.click("check");
            browser.await("explanation");
            assertThat(table.text("explanation")).startsWith("Check:");
            browser.screenshot("table-check");
            assertThat(table.hand()).hasSize(cards);
            assertThat(table.myTurn()).isTrue();
        }
    }

    @Test
    void theKeyboardAloneBuildsAndUndoesACalculation() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 768)) {
            TablePage table = new TablePage(browser).start(app, 13L, false);
            assertThat(table.awaitMyTurn(Duration.ofMinutes(1))).isTrue();
            var keys = new org.openqa.selenium.interactions.Actions(browser.driver);
            keys.sendKeys("1").perform();
            browser.awaitServer();
            keys.sendKeys("+").perform();
            browser.awaitServer();
            keys.sendKeys("2").perform();
            browser.awaitServer();
            browser.awaitTrue("return document.querySelectorAll('#calculation .card-view').length === 2");
            assertThat(table.text("calculation")).contains("+");
            assertThat(browser.js("return document.querySelectorAll('#hand .card-selected').length")).isEqualTo(2L);
            keys.sendKeys(org.openqa.selenium.Keys.BACK_SPACE).perform();
            browser.awaitServer();
            browser.awaitTrue("return document.querySelectorAll('#calculation .card-view').length === 1");
            keys.sendKeys(org.openqa.selenium.Keys.ESCAPE).perform();
            browser.awaitServer();
            browser.awaitTrue("return document.querySelectorAll('#calculation .card-view').length === 0");
        }
    }

    @Test
    void theBotsPaceCanChangeDuringTheGame() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 768)) {
            new TablePage(browser).start(app, 17L, false);
            TablePage table = new TablePage(browser);
            table.choose("table-pace", 0);
            browser.awaitServer();
            browser.driver.navigate().refresh();
            browser.await("hand");
            browser.awaitServer();
            assertThat(browser.js("return [...document.querySelectorAll('#table-pace input[type=radio]')]"
                    + ".findIndex(b => b.checked)")).as("slow, kept after a reload").isEqualTo(0L);
        }
    }

    @Test
    void theTableSpeaksFrenchAndItalian() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 768)) {
            TablePage table = new TablePage(browser).start(app, 5L, false);
            table.awaitMyTurn(Duration.ofMinutes(1));
            browser.click("lang-fr");
            browser.awaitTrue("return document.getElementById('turn-prompt').textContent.startsWith('À toi')");
            assertThat(table.text("play")).isEqualTo("Jouer");
            browser.screenshot("table-fr");
            browser.click("lang-it");
            browser.awaitTrue("return document.getElementById('turn-prompt').textContent.startsWith('Tocca a te')");
            assertThat(table.text("draw")).isEqualTo("Pesca");
        }
    }
}
