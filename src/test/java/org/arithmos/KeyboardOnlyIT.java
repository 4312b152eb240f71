package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * Issue 13 §2, decision 0033: Multicartes, Nain Jaune and Krambambuli against robots played by the keyboard
 * alone (Tab, Shift+Tab, Space, digits, Enter: the start pages are clicked, nothing on a table is), asserting
 * after each step where the focus is ({@code document.activeElement}, never the page's body) and that the move
 * was applied; a Nambarz penalty dialog holds the focus while open and gives it back to the table when
 * closed; the focus ring's contrast against the page, in light and dark. Screenshots: keyboard-*.png.
 */
class KeyboardOnlyIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.sharedByGuests();

    @Test
    void multicartesSoloByTabAndSpaceWithARefusalExplained() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            long seed = soloSeedWithARightAndAWrongPair(browser);
            assertThat(focused(browser)).as("the table opens on the first card").isEqualTo("mc-card-0");
            int before = handSize(browser, "#mc-hand .mc-card");
            int[] wrong = pair(browser, false);
            pickByTab(browser, wrong);
            tabTo(browser, "mc-say");
            press(browser, Keys.SPACE);
            assertThat(browser.await("mc-message").getAttribute("data-rule")).isEqualTo("MC-TURN-1");
            assertThat(focused(browser)).as("after a refusal the focus is on a card again").startsWith("mc-card-");
            assertThat(handSize(browser, "#mc-hand .mc-card")).isEqualTo(before);
            int[] right = pair(browser, true);
            pickByTab(browser, right);
            browser.screenshot("keyboard-multicartes-focus");
            String said = browser.await("mc-said").getText();
            tabTo(browser, "mc-say");
            press(browser, Keys.SPACE);
            browser.awaitContains("mc-story", said);
            assertThat(handSize(browser, "#mc-hand .mc-card")).as("seed %d: two cards left the hand", seed)
                    .isEqualTo(before - 2);
            assertThat(focused(browser)).as("after a move the focus is on the next card").isEqualTo("mc-card-0");
            assertRingContrast(browser, "light theme, a card");
        }
    }

    @Test
    void multicartesAgainstARobotByDigitsAndEnter() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            multicartesAgainstARobot(browser, app);
            for (int turn = 0; turn < 2; turn++) {
                awaitMyTurn(browser, "mc-seat-0", "mc-seat-to-move");
                assertThat(focused(browser)).as("on the pupil's turn, turn %d", turn).startsWith("mc-card-");
                String before = story(browser, "mc-story");
                int[] right = pair(browser, true);
                if (right != null && right[1] < 9) {
                    press(browser, String.valueOf(right[0] + 1));
                    press(browser, String.valueOf(right[1] + 1));
                    press(browser, Keys.ENTER);
                } else {
                    press(browser, "p");
                }
                awaitChanged(browser, "mc-story", before);
                assertFocusKept(browser);
            }
        }
    }

    /** A Multicartes game against one quick robot, with a known deal (seed 7). */
    static void multicartesAgainstARobot(Browser browser, RunningApp app) {
        browser.driver.get(app.uri("/multicartes?seed=7").toString());
        browser.chooseRadio("mc-mode", 1);
        browser.chooseRadio("mc-bots", 0);
        browser.chooseRadio("mc-pace", 2);
        browser.click("mc-start");
        browser.await("mc-hand");
    }

    /** A Nain Jaune game of one round against quick robots, with a known deal (seed 20261122), by its start page. */
    static void nainJauneAgainstRobots(Browser browser, RunningApp app) {
        browser.driver.get(app.uri("/nain-jaune?seed=20261122").toString());
        browser.chooseRadio("nj-rounds", 0);
        browser.chooseRadio("nj-pace", 2);
        browser.click("nj-start");
        browser.await("nj-hand");
    }

    @Test
    void nainJauneARefusedCardThenAPutCardOrAPass() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            nainJauneAgainstRobots(browser, app);
            boolean refused = false;
            for (int turn = 0; turn < 2; turn++) {
                awaitMyTurn(browser, "nj-seat-0", "nj-seat-to-move");
                String first = focused(browser);
                assertThat(first).as("on the pupil's turn, a card to put or Pass")
                        .matches("nj-card-.*|nj-pass");
                if (!refused && first.startsWith("nj-card-")) {
                    String other = cardId(browser, "#nj-hand .pc-clickable:not(.pc-playable)");
                    if (other != null) {
                        tabTo(browser, other);
                        press(browser, Keys.SPACE);
                        browser.awaitTrue("return document.getElementById('nj-message').classList.contains('nj-message-error')");
                        assertThat(focused(browser)).as("a refused card keeps the focus").isEqualTo(other);
                        browser.screenshot("keyboard-nain-jaune-refused");
                        refused = true;
                        tabTo(browser, first);
                    }
                }
                int hand = handSize(browser, "#nj-hand .pc-card");
                String before = story(browser, "nj-story");
                press(browser, Keys.SPACE);
                awaitChanged(browser, "nj-story", before);
                if (first.startsWith("nj-card-")) {
                    assertThat(browser.driver.findElements(By.id(first))).as("the card put left the hand").isEmpty();
                    assertThat(handSize(browser, "#nj-hand .pc-card")).isEqualTo(hand - 1);
                }
                assertFocusKept(browser);
            }
        }
    }

    @Test
    void krambambuliDrawSelectAndDiscard() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            browser.driver.get(app.uri("/krambambuli?seed=3").toString());
            browser.chooseRadio("kb-target", 0);
            browser.chooseRadio("kb-pace", 2);
            browser.click("kb-start");
            browser.await("kb-hand");
            awaitMyTurn(browser, "kb-seat-0", "kb-seat-to-move");
            assertThat(focused(browser)).as("the turn starts on Draw").isEqualTo("kb-draw");
            int hand = handSize(browser, "#kb-hand .pc-card");
            press(browser, Keys.SPACE);
            browser.awaitTrue("return document.querySelectorAll('#kb-hand .pc-card').length === " + (hand + 1));
            assertThat(focused(browser)).as("after drawing, the first card").isEqualTo("kb-card-0");
            press(browser, Keys.TAB);
            assertThat(focused(browser)).isEqualTo("kb-card-1");
            String card = String.valueOf(browser.js("return document.activeElement.dataset.card"));
            long copies = copies(browser, card);
            press(browser, Keys.SPACE);
            assertThat(browser.driver.findElement(By.id("kb-card-1")).getAttribute("aria-pressed")).isEqualTo("true");
            assertThat(focused(browser)).as("a selected card keeps the focus").isEqualTo("kb-card-1");
            browser.screenshot("keyboard-krambambuli-selected");
            tabTo(browser, "kb-discard-card");
            press(browser, Keys.SPACE);
            // The robot may take the discard at once: the story tells the pupil's discard.
            browser.awaitContains("kb-story", "You discarded");
            assertThat(copies(browser, card)).as("%s left the hand", card).isEqualTo(copies - 1);
            assertFocusKept(browser);
            awaitMyTurn(browser, "kb-seat-0", "kb-seat-to-move");
            assertThat(focused(browser)).as("the next turn starts on Draw again").isEqualTo("kb-draw");
            assertRingContrast(browser, "light theme, a button");
            assertThat(handSize(browser, "#kb-hand .pc-card")).isGreaterThanOrEqualTo(hand - 1);
        }
    }

    @Test
    void aPenaltyDialogHoldsTheFocusAndGivesItBack() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            TablePage table = new TablePage(browser).start(app, 3L, true);
            assertThat(table.awaitMyTurn(Duration.ofMinutes(1))).isTrue();
            int target = table.targetValue();
            int[] wrong = wrongSum(table.hand(), target);
            press(browser, String.valueOf(wrong[0] + 1));
            press(browser, "+");
            press(browser, String.valueOf(wrong[1] + 1));
            press(browser, Keys.ENTER);
            browser.await("explanation-dialog");
            browser.awaitTrue("return document.activeElement && document.activeElement.id === 'explanation-ok'"
                    + " || document.activeElement.closest('vaadin-dialog, vaadin-dialog-overlay') !== null");
            for (int i = 0; i < 6; i++) {
                press(browser, Keys.TAB);
                assertThat(Boolean.TRUE.equals(browser.js("return document.activeElement.closest("
                        + "'vaadin-dialog, vaadin-dialog-overlay, #explanation-dialog') !== null"))).as("Tab %d stays in the dialog", i)
                        .isTrue();
            }
            browser.screenshot("keyboard-dialog");
            press(browser, Keys.ESCAPE);
            browser.awaitTrue("return document.getElementById('explanation-dialog') === null"
                    + " || !document.getElementById('explanation-dialog').opened");
            browser.awaitTrue("return document.activeElement !== document.body"
                    + " && document.activeElement.closest('vaadin-dialog') === null");
            assertThat(focused(browser)).as("the focus is back on the table").matches("play|hand-\\d+|draw");
        }
    }

    @Test
    void theFocusRingInTheDarkTheme() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            browser.driver.get(app.uri("/nain-jaune?seed=20261122").toString());
            browser.chooseRadio("nj-pace", 2);
            browser.click("nj-start");
            browser.await("nj-hand");
            browser.js("document.documentElement.setAttribute('theme', 'dark')");
            awaitMyTurn(browser, "nj-seat-0", "nj-seat-to-move");
            // Once back and forth, so that the ring is the keyboard's (:focus-visible).
            press(browser, Keys.TAB);
            shiftTab(browser);
            assertThat(focused(browser)).matches("nj-card-.*|nj-pass");
            browser.screenshot("keyboard-nain-jaune-dark");
            assertRingContrast(browser, "dark theme, a card");
        }
    }

    // --- keys and focus

    private static void press(Browser browser, CharSequence keys) {
        new Actions(browser.driver).sendKeys(keys).perform();
        browser.awaitServer();
    }

    /** Shift held down while Tab is pressed (a chord sent as keys would press and release Shift first). */
    private static void shiftTab(Browser browser) {
        new Actions(browser.driver).keyDown(Keys.SHIFT).sendKeys(Keys.TAB).keyUp(Keys.SHIFT).perform();
        browser.awaitServer();
    }

    /** The id of the focused element; fails when the focus fell to the page's body. */
    private static String focused(Browser browser) {
        browser.awaitServer();
        browser.awaitTrue("return document.activeElement !== null && document.activeElement !== document.body");
        return String.valueOf(browser.js("return document.activeElement.id"));
    }

    /** While robots play and after: the focus is on the table (the hand, a card, a button), never the body. */
    private static void assertFocusKept(Browser browser) {
        assertThat(focused(browser)).as("the focus stays on the table").isNotBlank();
    }

    /** Picks two cards: Tab (or Shift+Tab) from the focused card to each, Space on each. */
    private static void pickByTab(Browser browser, int[] slots) {
        for (int slot : slots) {
            String id = "mc-card-" + slot;
            tabTo(browser, id);
            press(browser, Keys.SPACE);
            assertThat(browser.driver.findElement(By.id(id)).getAttribute("aria-pressed")).isEqualTo("true");
            assertThat(focused(browser)).as("a picked card keeps the focus").isEqualTo(id);
        }
    }

    /**
     * Tab, or Shift+Tab when {@code id} comes before the focus in the page (the actions come before the hand),
     * until {@code id} has the focus; every step lands on something of the page.
     */
    private static void tabTo(Browser browser, String id) {
        boolean forward = Boolean.TRUE.equals(browser.js("return !!(document.activeElement.compareDocumentPosition("
                + "document.getElementById(arguments[0])) & Node.DOCUMENT_POSITION_FOLLOWING)", id));
        for (int i = 0; i < 40 && !focused(browser).equals(id); i++) {
            if (forward) {
                press(browser, Keys.TAB);
            } else {
                shiftTab(browser);
            }
        }
        assertThat(focused(browser)).isEqualTo(id);
    }

    /** The id of the first card of the hand matching {@code css}, or null. */
    private static String cardId(Browser browser, String css) {
        Object id = browser.js("const c = document.querySelector(arguments[0]); return c === null ? null : c.id", css);
        return id == null ? null : String.valueOf(id);
    }

    /** The text of a story, to see that a move was told (a count of lines may stay the same when passes fold). */
    private static String story(Browser browser, String id) {
        browser.awaitServer();
        return String.valueOf(browser.js("return document.getElementById(arguments[0]).textContent", id));
    }

    private static void awaitChanged(Browser browser, String id, String before) {
        new org.openqa.selenium.support.ui.WebDriverWait(browser.driver, Duration.ofSeconds(30))
                .until(d -> !story(browser, id).equals(before));
    }

    private static void awaitMyTurn(Browser browser, String seat, String toMove) {
        browser.awaitTrue("const s = document.getElementById('" + seat + "');"
                + " return s !== null && s.classList.contains('" + toMove + "')"
                + " && document.activeElement !== document.body && !document.activeElement.hasAttribute('data-focus-park');");
    }

    /** The focus ring's colour against the page's background: 3:1 or more (WCAG 1.4.11). */
    private static void assertRingContrast(Browser browser, String theme) {
        @SuppressWarnings("unchecked")
        var colours = (List<List<Number>>) browser.js("""
                const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
                // A card's ring is the last colour of its box-shadow; a button's is its outline or box-shadow.
                const style = getComputedStyle(document.activeElement);
                const shadow = style.boxShadow.match(/rgba?\\([^)]*\\)/g);
                const ring = shadow ? shadow[shadow.length - 1] : style.outlineColor;
                // The ring is drawn outside the control: what it is seen against is what lies behind the control
                // (the same pixels unfocused), not the control's own colour.
                let e = document.activeElement.parentElement, bg = 'rgba(0, 0, 0, 0)';
                while (e && (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent')) {
                  bg = getComputedStyle(e).backgroundColor; e = e.parentElement;
                }
                if (bg === 'rgba(0, 0, 0, 0)') { bg = getComputedStyle(document.body).backgroundColor; }
                return [rgb(ring), rgb(bg)];""");
        double ratio = contrast(colours.get(0), colours.get(1));
        System.out.printf("focus ring contrast, %s: %.2f:1 (%s on %s)%n", theme, ratio, colours.get(0),
                colours.get(1));
        assertThat(ratio).as("focus ring contrast, %s", theme).isGreaterThanOrEqualTo(3.0);
    }

    private static double contrast(List<Number> a, List<Number> b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(List<Number> rgb) {
        double[] c = rgb.stream().mapToDouble(v -> {
            double s = v.doubleValue() / 255;
            return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
        }).toArray();
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }

    // --- the games' cards

    /** How many copies of a Krambambuli card the hand holds (two packs). */
    private static long copies(Browser browser, String card) {
        browser.awaitServer();
        // Read in the page at once: a robot's move may redraw the hand between a find and a read.
        return ((Number) browser.js("return [...document.querySelectorAll('#kb-hand .pc-card')]"
                + ".filter(c => c.dataset.card === arguments[0]).length", card)).longValue();
    }

    private static int handSize(Browser browser, String css) {
        browser.awaitServer();
        return browser.driver.findElements(By.cssSelector(css)).size();
    }

    /** A solo deal whose hand holds, among its first nine cards, a product on the card and one that is not. */
    private static long soloSeedWithARightAndAWrongPair(Browser browser) {
        for (long seed = 1; seed < 40; seed++) {
            browser.driver.get(app.uri("/multicartes?seed=" + seed).toString());
            browser.click("mc-start");
            browser.await("mc-hand");
            int[] right = pair(browser, true);
            int[] wrong = pair(browser, false);
            if (right != null && wrong != null) {
                return seed;
            }
        }
        throw new AssertionError("no deal with a right and a wrong pair in 40 seeds");
    }

    /** Two slots of the hand (among its first nine) whose product is, or is not, on the combination card. */
    private static int[] pair(Browser browser, boolean onTheCard) {
        browser.awaitServer();
        List<Integer> hand = browser.driver.findElements(By.cssSelector("#mc-hand .mc-card")).stream()
                .map(e -> Integer.parseInt(e.getAttribute("data-value"))).toList();
        List<Integer> numbers = browser.driver.findElements(By.cssSelector("#mc-combination .mc-tile")).stream()
                .map(e -> Integer.parseInt(e.getAttribute("data-number"))).toList();
        for (int i = 0; i < Math.min(9, hand.size()); i++) {
            for (int j = i + 1; j < Math.min(9, hand.size()); j++) {
                if (numbers.contains(hand.get(i) * hand.get(j)) == onTheCard) {
                    return new int[] {i, j};
                }
            }
        }
        return null;
    }

    /** Two number cards among the first nine whose sum is not the target and neither is it. */
    static int[] wrongSum(List<WebElement> hand, int target) {
        int[] sum = wrongSumOrNone(hand, Integer.toString(target), false);
        if (sum == null) {
            throw new AssertionError("no two number cards for a wrong sum; choose another seed");
        }
        return sum;
    }

    /**
     * Two cards of one type among the first nine (numbers; drawings too when {@code drawings}: NZ-CALC-2), neither
     * matching {@code target} (its notation, "7" or "7-fish": NZ-CALC-8), whose sum is not the target's number: a
     * wrong calculation (NZ-CALC-3); null when the hand has none.
     */
    static int[] wrongSumOrNone(List<WebElement> hand, String target, boolean drawings) {
        int value = Integer.parseInt(target.split("-")[0]);
        for (int i = 0; i < Math.min(9, hand.size()); i++) {
            for (int j = 0; j < Math.min(9, hand.size()); j++) {
                String a = hand.get(i).getAttribute("data-card");
                String b = hand.get(j).getAttribute("data-card");
                boolean numbers = a.matches("\\d+") && b.matches("\\d+");
                boolean pictures = drawings && a.matches("\\d+-\\w+") && b.matches("\\d+-\\w+");
                if (i != j && (numbers || pictures) && !matches(a, target) && !matches(b, target)
                        && Integer.parseInt(a.split("-")[0]) + Integer.parseInt(b.split("-")[0]) != value) {
                    return new int[] {i, j};
                }
            }
        }
        return null;
    }

    /** Whether a card matches the target, both given by notation ("7", "7-fish"; jokers never: NZ-MATCH-1). */
    private static boolean matches(String card, String target) {
        String[] c = card.split("-");
        String[] t = target.split("-");
        return c[0].equals(t[0]) || c.length > 1 && t.length > 1 && c[1].equals(t[1]);
    }

    /** A number or drawing card among the first nine that does not match {@code target}: a wrong match; -1 if none. */
    static int wrongMatch(List<WebElement> hand, String target) {
        for (int i = 0; i < Math.min(9, hand.size()); i++) {
            String card = hand.get(i).getAttribute("data-card");
            if (card.matches("\\d+(-\\w+)?") && !matches(card, target)) {
                return i;
            }
        }
        return -1;
    }
}
