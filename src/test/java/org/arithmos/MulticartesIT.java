package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Multicartes in headless Chromium against the packaged jar, through the UI only: as a guest, a solo game
 * with a fixed deal to its end with the best possible score shown, a game against one bot and a game of three
 * (the pupil and two bots) to their end with a wrong product explained; as Léa, a game reopened from "My
 * games".
 * Saves screenshots in docs/screenshots (multicartes-*.png).
 */
class MulticartesIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void aSoloGameToItsEndShowsTheBestPossibleScore() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            browser.driver.get(app.uri("/multicartes?seed=20261122").toString());
            browser.click("mc-start");
            browser.await("mc-hand");
            browser.screenshot("multicartes-solo");
            int[] wrong = wrongPairInHand(browser);
            if (wrong != null) {
                clickCard(browser, wrong[0]);
                clickCard(browser, wrong[1]);
                browser.click("mc-say");
                assertThat(browser.await("mc-message").getText()).contains("is not on this card").doesNotContain("MC-");
                assertThat(browser.await("mc-message").getAttribute("data-rule")).isEqualTo("MC-TURN-1");
                browser.screenshot("multicartes-wrong");
            }
            int moves = 0;
            boolean shot = false;
            while (!present(browser, "mc-solo-score")) {
                int[] pair = productInHand(browser);
                if (pair != null) {
                    clickCard(browser, pair[0]);
                    clickCard(browser, pair[1]);
                    if (!shot) {
                        browser.screenshot("multicartes-table");
                        shot = true;
                    }
                    browser.click("mc-say");
                } else {
                    browser.click("mc-pass");
                }
                moves++;
                assertThat(moves).as("moves of a solo game").isLessThan(70);
            }
            assertThat(browser.await("mc-solo-score").getText()).contains("the best possible was");
            assertThat(browser.await("mc-optimum").findElements(By.className("mc-optimum-step"))).isNotEmpty();
            browser.js("arguments[0].scrollIntoView({block: 'start'})", browser.await("mc-end"));
            browser.screenshot("multicartes-end");
            assertThat(browser.cspViolations()).isEmpty();
        }
    }

    @Test
    void aGameAgainstOneBotToItsEnd() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            startAgainstBots(browser, 7, 1);
            // The robots' names are the table's (0018 step 3: drawn, not from the deal).
            String robot = robotName(browser, 1);
            int moves = 0;
            long deadline = System.currentTimeMillis() + 240_000;
            while (!present(browser, "mc-end")) {
                assertThat(System.currentTimeMillis()).as("the game ends in time").isLessThan(deadline);
                if (myTurn(browser)) {
                    sayAProductOrPass(browser);
                    moves++;
                } else {
                    Thread.sleep(200);
                }
            }
            assertThat(moves).isPositive();
            assertThat(browser.await("mc-points").getText()).contains("You", robot, "the fewest points");
            browser.js("arguments[0].scrollIntoView({block: 'start'})", browser.await("mc-end"));
            browser.screenshot("multicartes-bot-end");
        }
    }

    @Test
    void aThreePlayerGameAgainstTwoBotsToItsEndWithAWrongProductExplained() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            startAgainstBots(browser, 11, 2);
            String robo = robotName(browser, 1);
            String bip = robotName(browser, 2);
            assertThat(browser.await("mc-seats").getText()).contains("You", robo, bip);
            boolean explained = false;
            int moves = 0;
            long deadline = System.currentTimeMillis() + 240_000;
            while (!present(browser, "mc-end")) {
                assertThat(System.currentTimeMillis()).as("the game ends in time").isLessThan(deadline);
                if (!myTurn(browser)) {
                    Thread.sleep(200);
                    continue;
                }
                int[] wrong = explained ? null : wrongPairInHand(browser);
                if (wrong != null) {
                    clickCard(browser, wrong[0]);
                    clickCard(browser, wrong[1]);
                    browser.click("mc-say");
                    String why = browser.await("mc-message").getText();
                    assertThat(why).contains("is not on this card").doesNotContain("MC-");
                    browser.screenshot("multicartes-3-players-wrong");
                    explained = true;
                }
                sayAProductOrPass(browser, moves == 1 ? "multicartes-3-players-table" : null);
                moves++;
            }
            assertThat(explained).as("a wrong product was tried and explained").isTrue();
            assertThat(moves).isPositive();
            assertThat(browser.await("mc-points").getText()).contains("You", robo, bip, "the fewest points");
            browser.js("arguments[0].scrollIntoView({block: 'start'})", browser.await("mc-end"));
            browser.screenshot("multicartes-3-players-end");
        }
    }

    @Test
    void aPupilReopensTheirMulticartesGameFromMyGames() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            Logins.lea(browser, app);
            browser.driver.get(app.uri("/multicartes?seed=20261122").toString());
            browser.click("mc-start");
            browser.await("mc-hand");
            String game = String.valueOf(browser.js("return location.pathname"));
            sayAProductOrPass(browser);
            browser.awaitTrue("return document.querySelector('#mc-story div') !== null");
            String hand = hand(browser);
            browser.driver.get(app.uri("/games").toString());
            browser.await("my-games");
            browser.awaitTrue("return document.querySelector('#my-games vaadin-button[data-game]') !== null");
            String id = game.substring(game.lastIndexOf('/') + 1);
            assertThat(browser.await("my-games").getText()).contains("Multicartes", "Solo game");
            browser.screenshot("multicartes-my-games");
            browser.js("document.querySelector('#my-games vaadin-button[data-game=\"' + arguments[0] + '\"]').click()", id);
            browser.awaitTrue("return location.pathname === '" + game + "'");
            browser.await("mc-hand");
            assertThat(hand(browser)).isEqualTo(hand);
        }
    }

    private static String hand(Browser browser) {
        browser.awaitServer();
        return String.valueOf(browser.js("return [...document.querySelectorAll('#mc-hand .mc-card')]"
                + ".map(c => c.dataset.value).join(' ')"));
    }

    @Test
    void theKeyboardAlonePicksTwoCardsAndSaysTheProduct() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            for (long seed = 1; ; seed++) {
                browser.driver.get(app.uri("/multicartes?seed=" + seed).toString());
                browser.click("mc-start");
                browser.await("mc-hand");
                int[] pair = productInHand(browser);
                if (pair == null || pair[1] > 8) {
                    continue;
                }
                var keys = new org.openqa.selenium.interactions.Actions(browser.driver);
                keys.sendKeys(String.valueOf(pair[0] + 1)).perform();
                browser.awaitServer();
                keys.sendKeys(String.valueOf(pair[1] + 1)).perform();
                browser.awaitServer();
                String said = browser.await("mc-said").getText();
                assertThat(said).matches("\\d+ × \\d+ = \\d+");
                keys.sendKeys(org.openqa.selenium.Keys.ENTER).perform();
                browser.awaitServer();
                browser.awaitTrue("return document.getElementById('mc-story').textContent.includes(arguments[0])"
                        .replace("arguments[0]", "'" + said + "'"));
                return;
            }
        }
    }

    @Test
    void theRulesPageInFrench() throws Exception {
        try (var browser = Browser.open("fr-FR", 1366, 900)) {
            browser.driver.get(app.uri("/rules/multicartes").toString());
            assertThat(browser.await("mc-rules").getText()).contains("MC-TURN-2", "2 × 10 = 20");
            browser.screenshot("multicartes-rules");
        }
    }

    /** From the start page: a game against {@code bots} beginner bots at the quick pace. */
    private static void startAgainstBots(Browser browser, long seed, int bots) {
        browser.driver.get(app.uri("/multicartes?seed=" + seed).toString());
        choose(browser, "mc-mode", 1);
        choose(browser, "mc-bots", bots - 1);
        choose(browser, "mc-pace", 2);
        browser.click("mc-start");
        browser.await("mc-hand");
    }

    private static void choose(Browser browser, String group, int item) {
        List<WebElement> items = browser.await(group).findElements(By.tagName("vaadin-radio-button"));
        browser.js("arguments[0].click()", items.get(item));
        browser.awaitServer();
    }

    /** Says a product of the hand that is on the card, or passes when there is none. */
    private static void sayAProductOrPass(Browser browser) throws java.io.IOException {
        sayAProductOrPass(browser, null);
    }

    /** The same, with a screenshot of the product said big before it is said (when {@code screenshot} is named). */
    private static void sayAProductOrPass(Browser browser, String screenshot) throws java.io.IOException {
        int[] pair = productInHand(browser);
        if (pair != null) {
            clickCard(browser, pair[0]);
            clickCard(browser, pair[1]);
            if (screenshot != null) {
                browser.screenshot(screenshot);
            }
            browser.click("mc-say");
        } else {
            browser.click("mc-pass");
        }
    }

    /** The name on a robot's seat (its first line). */
    private static String robotName(Browser browser, int seat) {
        return browser.await("mc-seat-" + seat).getText().split("\n")[0].trim();
    }

    private static boolean present(Browser browser, String id) {
        return browser.shown(id);
    }

    private static boolean myTurn(Browser browser) {
        browser.awaitServer();
        return Boolean.TRUE.equals(browser.js("""
                const seat = document.getElementById('mc-seat-0');
                const say = document.getElementById('mc-pass');
                return seat && seat.classList.contains('mc-seat-to-move') && say && !say.hasAttribute('disabled');"""));
    }

    /** Two slots of the hand whose product is on the combination card, or null. */
    private static int[] productInHand(Browser browser) {
        return pairInHand(browser, true);
    }

    /** Two slots of the hand whose product is not on the combination card, or null. */
    private static int[] wrongPairInHand(Browser browser) {
        return pairInHand(browser, false);
    }

    private static int[] pairInHand(Browser browser, boolean onTheCard) {
        browser.awaitServer();
        List<Integer> hand = browser.driver.findElements(By.cssSelector("#mc-hand .mc-card")).stream()
                .map(e -> Integer.parseInt(e.getAttribute("data-value"))).toList();
        List<Integer> numbers = browser.driver.findElements(By.cssSelector("#mc-combination .mc-tile")).stream()
                .map(e -> Integer.parseInt(e.getAttribute("data-number"))).toList();
        int[] withAOne = null;
        for (int i = 0; i < hand.size(); i++) {
            for (int j = i + 1; j < hand.size(); j++) {
                if (numbers.contains(hand.get(i) * hand.get(j)) == onTheCard) {
                    if (onTheCard || (hand.get(i) > 1 && hand.get(j) > 1)) {
                        return new int[] {i, j};
                    }
                    withAOne = withAOne == null ? new int[] {i, j} : withAOne; // 1 × n: a dull wrong product
                }
            }
        }
        return withAOne;
    }

    private static void clickCard(Browser browser, int slot) {
        browser.click("mc-card-" + slot);
    }
}
