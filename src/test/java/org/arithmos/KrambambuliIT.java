package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.Meld;
import org.arithmos.engine.krambambuli.MeldFinder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Krambambuli in headless Chromium against the packaged jar, through the UI only (as a guest): a game against
 * one robot to its end (a low target, so that one round may end it), with a first laying down under 51
 * points refused and explained, and the pupil's own melds laid down when the hand has a good opening. A game
 * against robots is a private table (decision 0018, step 3): its robots play on the server and reach the screen
 * by push; the robots' pace is chosen at the table.
 * Saves screenshots in docs/screenshots (krambambuli-*.png).
 */
class KrambambuliIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.sharedByGuests();

    @Test
    void aGameAgainstOneRobotToItsEndWithARefusedFirstLayingDown() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            for (long seed = 1; ; seed++) {
                assertThat(seed).as("a deal with a short clean sequence").isLessThan(40);
                browser.driver.get(app.uri("/krambambuli?seed=" + seed).toString());
                choose(browser, "kb-target", 0);
                choose(browser, "kb-pace", 2);
                choose(browser, "kb-level", 1);
                if (seed == 1) {
                    browser.screenshot("krambambuli-start");
                }
                browser.click("kb-start");
                browser.await("kb-hand");
                assertThat(browser.driver.getCurrentUrl()).contains("/live/krambambuli/");
                assertThat(browser.shown("live-code")).as("a private table has no code").isFalse();
                browser.await("table-pace");
                browser.click("kb-draw");
                Meld small = MeldFinder.melds(hand(browser)).stream()
                        .filter(m -> m.cleanSequence() && m.size() == 3).findFirst().orElse(null);
                if (small == null) {
                    continue;
                }
                select(browser, small.cards());
                browser.screenshot("krambambuli-arranging");
                browser.click("kb-lay");
                String said = browser.await("kb-message").getText();
                assertThat(said).contains("the first laying down needs more than 51", "KB-OPEN-1",
                        small.points() + " points");
                browser.screenshot("krambambuli-refused");
                browser.click("kb-clear");
                break;
            }
            playToTheEnd(browser);
            assertThat(browser.await("kb-end-lines").getText()).contains("You", "total");
            assertThat(browser.await("kb-winner").getText()).contains("points");
            browser.js("arguments[0].scrollIntoView({block: 'start'})", browser.await("kb-end"));
            browser.screenshot("krambambuli-end");
            // The way on: a new game against robots.
            assertThat(browser.await("kb-again").getAttribute("href")).endsWith("krambambuli");
            assertThat(browser.cspViolations()).isEmpty();
        }
    }

    @Test
    void theRulesPageInFrench() throws Exception {
        try (var browser = Browser.open("fr-FR", 1366, 900)) {
            browser.driver.get(app.uri("/rules/krambambuli").toString());
            assertThat(browser.await("kb-rules").getText()).contains("KB-JOKER-1", "D R A 2", "51 points");
            browser.screenshot("krambambuli-rules");
        }
    }

    /** The pupil's turns: draw, lay down a first laying down when the hand has one, discard; until the game ends. */
    private static void playToTheEnd(Browser browser) throws Exception {
        long deadline = System.currentTimeMillis() + 300_000;
        boolean tableShot = false;
        while (!present(browser, "kb-winner")) {
            assertThat(System.currentTimeMillis()).as("the game ends in time").isLessThan(deadline);
            if (present(browser, "kb-next-round")) {
                browser.click("kb-next-round");
                continue;
            }
            if (!myTurn(browser)) {
                Thread.sleep(150);
                continue;
            }
            if (enabled(browser, "kb-draw")) {
                browser.click("kb-draw");
            }
            if (!opened(browser)) {
                List<Meld> opening = MeldFinder.bestOpening(hand(browser), null);
                if (!opening.isEmpty() && hand(browser).size() > opening.stream().mapToInt(Meld::size).sum()) {
                    for (Meld m : opening) {
                        select(browser, m.cards());
                        browser.click("kb-make-meld");
                    }
                    assertThat(browser.await("kb-running-total").getText()).contains("more than 51");
                    browser.screenshot("krambambuli-opening");
                    browser.click("kb-lay");
                }
            }
            if (present(browser, "kb-winner") || present(browser, "kb-next-round")) {
                continue;
            }
            if (!tableShot && !browser.driver.findElements(By.cssSelector("#kb-melds .kb-meld")).isEmpty()) {
                browser.screenshot("krambambuli-table");
                tableShot = true;
            }
            List<PlayingCard> hand = hand(browser);
            int slot = hand.indexOf(hand.stream().filter(c -> c instanceof PlayingCard.Suited).findFirst()
                    .orElse(hand.getFirst()));
            browser.click("kb-card-" + slot);
            browser.click("kb-discard-card");
        }
    }

    private static void choose(Browser browser, String group, int index) {
        List<WebElement> options = browser.await(group).findElements(By.tagName("vaadin-radio-button"));
        browser.js("arguments[0].click()", options.get(index));
        browser.awaitServer();
    }

    /** The pupil's hand as shown (slot order). */
    private static List<PlayingCard> hand(Browser browser) {
        browser.awaitServer();
        return browser.driver.findElements(By.cssSelector("#kb-hand .pc-card")).stream()
                .map(e -> PlayingCard.parse(e.getAttribute("data-card"))).toList();
    }

    /** Clicks the hand's cards that make {@code cards} (one slot per card, copies of two decks apart). */
    private static void select(Browser browser, List<PlayingCard> cards) {
        List<PlayingCard> hand = hand(browser);
        List<Integer> used = new ArrayList<>();
        for (PlayingCard c : cards) {
            for (int i = 0; i < hand.size(); i++) {
                if (hand.get(i).equals(c) && !used.contains(i)) {
                    used.add(i);
                    browser.click("kb-card-" + i);
                    break;
                }
            }
        }
    }

    private static boolean present(Browser browser, String id) {
        return browser.shown(id);
    }

    private static boolean enabled(Browser browser, String id) {
        var found = browser.driver.findElements(By.id(id));
        return !found.isEmpty() && found.getFirst().isEnabled() && found.getFirst().getAttribute("disabled") == null;
    }

    private static boolean opened(Browser browser) {
        browser.awaitServer();
        return Boolean.TRUE.equals(browser.js("""
                const seat = document.getElementById('kb-seat-0');
                return seat !== null && seat.textContent.includes('laid down');"""));
    }

    private static boolean myTurn(Browser browser) {
        browser.awaitServer();
        return Boolean.TRUE.equals(browser.js("""
                const seat = document.getElementById('kb-seat-0');
                const discard = document.getElementById('kb-discard-card');
                const draw = document.getElementById('kb-draw');
                const end = document.getElementById('kb-end');
                const open = end && end.style.display !== 'none' && end.offsetParent !== null;
                return !open && seat && seat.classList.contains('kb-seat-to-move')
                    && ((draw && !draw.hasAttribute('disabled')) || (discard && !discard.hasAttribute('disabled')));"""));
    }
}
