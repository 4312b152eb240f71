package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Issue 13 §2, decision 0033, at a live table (played together with the class): Léa and Sami (two Chromium
 * sessions) log in by clicks, then use keys only. Léa Tabs to "Play with my class" and opens a table, Sami Tabs
 * there and sits down, Léa starts it; on the Nambarz table the one whose turn it is plays a wrong sum by digits,
 * + and Enter: the penalty dialog holds the focus through six Tabs and gives it back when Escape closes it;
 * (a wrong match when the new deal's hand has no wrong sum), then Draw and Keep by Tab and Space. The focus is checked after every step: never the page's body, on the
 * hand while the other plays, on a usable control on one's own turn. Screenshots: keyboard-live-*.png.
 */
class KeyboardLiveIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void twoPupilsOpenJoinAndPlayALiveNambarzTableByKeysAlone() throws Exception {
        try (Browser lea = Browser.open("en-US", 1366, 768); Browser sami = Browser.open("en-US", 1366, 768)) {
            Logins.lea(lea, app);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", LiveTableIT.SAMI_PICTURES);
            sami.awaitTrue("return location.pathname === '/play'");

            Keyboard leaKeys = new Keyboard(lea);
            Keyboard samiKeys = new Keyboard(sami);
            leaKeys.tabTo("nav-together").press(Keys.ENTER);
            lea.awaitTrue("return location.pathname === '/together'");
            lea.await("open-table");
            leaKeys.tabTo("open-table").press(Keys.SPACE);
            String code = lea.awaitTableCode();
            assertThat(leaKeys.focused()).as("the focus stays in the lobby").isNotBlank();

            samiKeys.tabTo("nav-together").press(Keys.ENTER);
            sami.await("join-" + code);
            samiKeys.tabTo("join-" + code).press(Keys.SPACE);
            assertThat(samiKeys.focused()).as("Join became Leave: the focus on the table's card").isEqualTo("leave-" + code);
            lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('Sami')");
            leaKeys.tabTo("start-" + code).press(Keys.SPACE);

            lea.await("hand");
            sami.await("hand");
            lea.screenshot("keyboard-live-lea");
            Instant limit = Instant.now().plus(Duration.ofMinutes(2));
            while (!LiveTableIT.myTurn(lea) && !LiveTableIT.myTurn(sami)) {
                assertThat(Instant.now()).as("someone's turn").isBefore(limit);
                Thread.sleep(200);
            }
            boolean leaFirst = LiveTableIT.myTurn(lea);
            Keyboard mover = leaFirst ? leaKeys : samiKeys;
            Keyboard other = leaFirst ? samiKeys : leaKeys;

            assertThat(mover.focused()).as("on one's turn the table opens on a usable control")
                    .matches("play|hand-\\d+|draw");
            other.assertOnTheHand("while the other plays");

            aWrongSumAndItsPenaltyDialog(mover);
            other.assertOnTheHand("while the other reads the penalty");

            // A penalty may end the turn (NZ rules); while it is still the mover's, Draw then Keep by Tab and Space.
            if (LiveTableIT.myTurn(mover.browser)) {
                int said = LiveTableIT.said(other.browser);
                mover.tabTo("draw").press(Keys.SPACE);
                mover.assertNotOnTheBody();
                if (mover.browser.shown("pass")) {
                    mover.tabTo("pass").press(Keys.SPACE);
                }
                other.browser.awaitTrue("return Number(document.getElementById('narration').dataset.said || 0) > " + said);
            }
            mover.browser.awaitTrue("return document.querySelector('#hand .card-view[aria-disabled=\"true\"]') !== null");
            mover.assertOnTheHand("after the turn, while the other plays");

            // The turn comes to the other (after the robot's): a usable control under their focus, without a click.
            waitUntil(other.browser, Duration.ofMinutes(2), "const a = document.activeElement;"
                    + " return a !== null && (['play', 'draw'].includes(a.id)"
                    + " || a.id.startsWith('hand-') && a.getAttribute('aria-disabled') === 'false');");
            other.browser.screenshot("keyboard-live-their-turn");
            assertThat(other.focused()).matches("play|hand-\\d+|draw");
        }
    }

    private static void waitUntil(Browser browser, Duration limit, String script) throws InterruptedException {
        Instant end = Instant.now().plus(limit);
        while (!Boolean.TRUE.equals(browser.js(script))) {
            assertThat(Instant.now()).as("waiting for: %s", script).isBefore(end);
            Thread.sleep(200);
        }
    }

    /** Digits, + and Enter play a wrong sum; the dialog holds the focus, Escape closes it and gives it back. */
    private static void aWrongSumAndItsPenaltyDialog(Keyboard keys) throws Exception {
        TablePage table = new TablePage(keys.browser);
        // The class table's deal is new each time: a wrong sum when the hand has one, else a wrong match.
        int[] wrong = KeyboardOnlyIT.wrongSumOrNone(table.hand(), table.target(), true);
        if (wrong != null) {
            keys.press(String.valueOf(wrong[0] + 1)).press("+").press(String.valueOf(wrong[1] + 1));
            keys.browser.awaitTrue("return document.getElementById('calculation').textContent.includes('+')");
        } else {
            int card = KeyboardOnlyIT.wrongMatch(table.hand(), table.target());
            assertThat(card).as("a hand with no wrong play: %s on %s", table.hand().stream()
                    .map(c -> c.getAttribute("data-card")).toList(), table.target()).isNotNegative();
            keys.press(String.valueOf(card + 1));
        }
        keys.assertNotOnTheBody();
        keys.press(Keys.ENTER);
        keys.browser.await("explanation-dialog");
        keys.browser.awaitTrue("return document.activeElement.closest('vaadin-dialog, vaadin-dialog-overlay') !== null");
        for (int i = 0; i < 6; i++) {
            keys.press(Keys.TAB);
            assertThat(Boolean.TRUE.equals(keys.browser.js("return document.activeElement.closest("
                    + "'vaadin-dialog, vaadin-dialog-overlay') !== null"))).as("Tab %d stays in the dialog", i).isTrue();
        }
        keys.browser.screenshot("keyboard-live-dialog");
        keys.press(Keys.ESCAPE);
        keys.browser.awaitTrue("const d = document.getElementById('explanation-dialog'); return d === null || !d.opened");
        assertThat(keys.focused()).as("the focus is back on the table").matches("play|hand-\\d+|draw");
    }

    /** Keys sent to one browser and where its focus is. */
    record Keyboard(Browser browser) {

        Keyboard press(CharSequence keys) {
            new Actions(browser.driver).sendKeys(keys).perform();
            browser.awaitServer();
            return this;
        }

        Keyboard shiftTab() {
            new Actions(browser.driver).keyDown(Keys.SHIFT).sendKeys(Keys.TAB).keyUp(Keys.SHIFT).perform();
            browser.awaitServer();
            return this;
        }

        /** The focused element's id; fails when the focus fell to the page's body. */
        String focused() {
            browser.awaitServer();
            assertNotOnTheBody();
            return String.valueOf(browser.js("return document.activeElement.id"));
        }

        void assertNotOnTheBody() {
            browser.awaitTrue("return document.activeElement !== null && document.activeElement !== document.body");
        }

        /** While another seat plays: the focus waits in the pupil's hand (a card or the hand itself). */
        void assertOnTheHand(String when) {
            assertOnTheHand("#hand", when);
        }

        /** The same for a card game's hand ({@code #mc-hand}, {@code #nj-hand}, {@code #kb-hand}). */
        void assertOnTheHand(String hand, String when) {
            browser.awaitServer();
            assertThat(Boolean.TRUE.equals(browser.js("return document.activeElement.closest(arguments[0]) !== null", hand)))
                    .as("%s, the focus is on the hand, not %s", when, browser.js("return document.activeElement.outerHTML.slice(0, 120)"))
                    .isTrue();
        }

        /** Tab (or Shift+Tab when {@code id} comes first in the page) until {@code id} has the focus. */
        Keyboard tabTo(String id) {
            browser.await(id);
            boolean forward = Boolean.TRUE.equals(browser.js("const a = document.activeElement;"
                    + " return a === document.body || !!(a.compareDocumentPosition(document.getElementById(arguments[0]))"
                    + " & Node.DOCUMENT_POSITION_FOLLOWING)", id));
            for (int i = 0; i < 60 && !id.equals(browser.js("return document.activeElement.id")); i++) {
                if (forward) {
                    press(Keys.TAB);
                } else {
                    shiftTab();
                }
            }
            assertThat(focused()).isEqualTo(id);
            return this;
        }
    }
}
