package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arithmos.KeyboardLiveIT.Keyboard;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;

/**
 * Issue 13 §2, decision 0033, at the live card tables (played together with the class): two pupils (two
 * Chromium sessions, a robot in the third seat) log in and open the table by clicks (KeyboardLiveIT does the
 * lobby by keys), then use keys only. At each game's table the one whose turn it is finds the focus on a usable
 * control without a click, the other's focus waits on their own hand (never the page's body); a refused play is
 * explained beside the table (the card games explain in the page, not in a dialog: decision 0033) with the focus
 * kept; the game's shortcuts work as against robots (Multicartes: digits, Enter, Escape, S, P; Nain Jaune: P;
 * Krambambuli has none: Tab and Space). Screenshots: keyboard-live-multicartes|nain-jaune|krambambuli-*.png.
 *
 * <p>One app for the three games: two other pupils at each table (Léa and Sami at Multicartes, Inès and Marco at
 * Nain Jaune, Aya and Luca at Krambambuli), their pictures read from the teacher's login cards.
 */
class KeyboardLiveCardsIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    private static final Map<String, List<String>> pictures = new HashMap<>();

    @Test
    void multicartesByDigitsEnterEscapeSwapAndPass() throws Exception {
        try (Browser lea = Browser.open("en-US", 1366, 768); Browser sami = Browser.open("en-US", 1366, 768)) {
            openTogether(lea, sami, "Multicartes", "Léa", "Sami", "mc-hand");
            Keyboard leaKeys = new Keyboard(lea);
            Keyboard samiKeys = new Keyboard(sami);
            // Léa opened the table: she starts the round (MC-DEAL-2).
            awaitFocusOnAUsable(lea, "mc-card-\\d+|mc-say|mc-pass");
            samiKeys.assertOnTheHand("#mc-hand", "while Léa plays");

            // A product not on the card, by digits and Enter: refused and explained to Léa alone, the focus kept.
            int[] wrong = mcPair(lea, false);
            assertThat(wrong).as("a pair whose product is not on the card").isNotNull();
            String story = text(sami, "mc-story");
            leaKeys.press(digit(wrong[0])).press(digit(wrong[1]));
            lea.awaitContains("mc-said", "×");
            leaKeys.press(Keys.ENTER);
            lea.awaitTrue("return document.getElementById('mc-message').dataset.rule === 'MC-TURN-1'");
            assertThat(leaKeys.focused()).as("a refused product keeps the focus on the hand").startsWith("mc-card-");
            lea.screenshot("keyboard-live-multicartes-refused");
            assertThat(sami.await("mc-message").getAttribute("data-rule")).isEmpty();
            assertThat(text(sami, "mc-story")).isEqualTo(story);
            samiKeys.assertOnTheHand("#mc-hand", "while Léa reads why");

            // Escape puts a picked card back.
            leaKeys.press(digit(0));
            lea.awaitTrue("return document.getElementById('mc-card-0').getAttribute('aria-pressed') === 'true'");
            leaKeys.press(Keys.ESCAPE);
            lea.awaitTrue("return document.querySelector('#mc-hand [aria-pressed=\"true\"]') === null");
            leaKeys.assertNotOnTheBody();

            // A product on the card by digits and Enter, else P: Sami sees it; Léa's focus goes to her hand.
            mcTurn(leaKeys, sami, "Léa");
            // Sami's turn comes (after the robot's, when the robot sits between): a card has his focus, no click.
            awaitFocusOnAUsable(sami, "mc-card-\\d+|mc-say|mc-pass");
            sami.screenshot("keyboard-live-multicartes-sami-turn");
            leaKeys.assertOnTheHand("#mc-hand", "while Sami plays");
            samiKeys.press("p");
            sami.awaitTrue("return document.getElementById('mc-pass').hasAttribute('disabled')");
            lea.awaitContains("mc-story", "Sami");
            samiKeys.assertOnTheHand("#mc-hand", "after his pass");

            // Back to Léa after the robot: the focus is on a card of hers without a click.
            awaitFocusOnAUsable(lea, "mc-card-\\d+|mc-say|mc-pass");
            lea.screenshot("keyboard-live-multicartes-lea-turn");
            // The swap needs a card on the discard pile (MC-TURN-2); a random deal may have had no product played
            // yet (it failed so once in CI): the two play on, a product when they hold one, until there is a card.
            for (int round = 0; round < 8 && swapDisabled(lea); round++) {
                mcTurn(leaKeys, sami, "Léa");
                awaitFocusOnAUsable(sami, "mc-card-\\d+|mc-say|mc-pass");
                mcTurn(samiKeys, lea, "Sami");
                awaitFocusOnAUsable(lea, "mc-card-\\d+|mc-say|mc-pass");
            }
            // S starts a swap with the discard's top card (MC-TURN-2), Escape gives it up; then P.
            lea.awaitTrue("return document.getElementById('mc-swap').getAttribute('disabled') === null");
            leaKeys.press("s");
            lea.awaitTrue("return document.getElementById('mc-clear').getAttribute('disabled') === null");
            assertThat(text(lea, "mc-message")).isNotBlank();
            leaKeys.press(Keys.ESCAPE);
            lea.awaitTrue("return document.getElementById('mc-clear').hasAttribute('disabled')");
            leaKeys.assertNotOnTheBody();
            leaKeys.press("p");
            lea.awaitContains("mc-story", "You pass.");
        }
    }

    @Test
    void nainJauneByTabSpaceAndP() throws Exception {
        try (Browser host = Browser.open("en-US", 1366, 768); Browser guest = Browser.open("en-US", 1366, 768)) {
            openTogether(host, guest, "Nain Jaune", "Inès", "Marco", "nj-hand");
            Keyboard hostKeys = new Keyboard(host);
            Keyboard guestKeys = new Keyboard(guest);
            boolean refused = false;
            boolean pressedP = false;
            int hostTurns = 0;
            int guestTurns = 0;
            Instant limit = Instant.now().plus(Duration.ofMinutes(3));
            while ((hostTurns < 1 || guestTurns < 1 || !refused || !pressedP) && Instant.now().isBefore(limit)) {
                for (Keyboard k : List.of(hostKeys, guestKeys)) {
                    // A round's end: its Next round button has the focus (decision 0033); Space goes on.
                    if ("nj-next-round".equals(k.browser().js("return document.activeElement.id"))) {
                        k.press(Keys.SPACE);
                    }
                }
                Keyboard mover = njMyTurn(host) ? hostKeys : njMyTurn(guest) ? guestKeys : null;
                if (mover == null) {
                    Thread.sleep(150);
                    continue;
                }
                Keyboard other = mover == hostKeys ? guestKeys : hostKeys;
                String first = awaitFocusOnAUsable(mover.browser(), "nj-card-.*|nj-pass");
                other.assertOnTheHand("#nj-hand", "while the other plays");
                if (!refused && first.startsWith("nj-card-")) {
                    // A card the rules refuse now, by Tab and Space: explained, the focus stays on it.
                    Object card = mover.browser().js("const c = document.querySelector("
                            + "'#nj-hand .pc-clickable:not(.pc-playable)'); return c === null ? null : c.id");
                    if (card != null) {
                        mover.tabTo(String.valueOf(card)).press(Keys.SPACE);
                        mover.browser().awaitTrue("return document.getElementById('nj-message').classList"
                                + ".contains('nj-message-error')");
                        assertThat(mover.focused()).as("a refused card keeps the focus").isEqualTo(card);
                        mover.browser().screenshot("keyboard-live-nain-jaune-refused");
                        other.assertOnTheHand("#nj-hand", "while the other reads why");
                        refused = true;
                        mover.tabTo(first);
                    }
                }
                String version = njVersion(other.browser());
                if (!pressedP) {
                    // P passes when no card may be put; else the pass is refused and explained (NJ-PLAY-5).
                    boolean mayPass = mover.browser().shown("nj-pass");
                    mover.browser().js("window.njSaid = document.getElementById('nj-message').textContent");
                    mover.press("p");
                    pressedP = true;
                    if (!mayPass) {
                        mover.browser().awaitTrue("const m = document.getElementById('nj-message');"
                                + " return m.classList.contains('nj-message-error') && m.textContent !== window.njSaid");
                        assertThat(text(mover.browser(), "nj-message")).startsWith("You cannot pass");
                        assertThat(njVersion(other.browser())).isEqualTo(version);
                        assertThat(mover.focused()).as("a refused pass keeps the focus").isEqualTo(first);
                        mover.browser().screenshot("keyboard-live-nain-jaune-pass-refused");
                        mover.tabTo(first).press(Keys.SPACE);
                    }
                } else {
                    mover.tabTo(first).press(Keys.SPACE);
                }
                other.browser().awaitTrue("return Number(document.querySelector('.nj-live').dataset.version) > "
                        + version);
                mover.assertNotOnTheBody();
                if (mover == hostKeys) {
                    hostTurns++;
                } else {
                    guestTurns++;
                }
                if (hostTurns + guestTurns == 1) {
                    mover.browser().screenshot("keyboard-live-nain-jaune-after-a-card");
                }
            }
            assertThat(hostTurns).as("the host played by keys").isPositive();
            assertThat(guestTurns).as("the guest played by keys").isPositive();
            assertThat(refused).as("a card refused and explained").isTrue();
            assertThat(pressedP).isTrue();
        }
    }

    @Test
    void krambambuliDrawARefusedMeldAndDiscardByTabAndSpace() throws Exception {
        try (Browser host = Browser.open("en-US", 1366, 768); Browser guest = Browser.open("en-US", 1366, 768)) {
            openTogether(host, guest, "Krambambuli", "Aya", "Luca", "kb-hand");
            Keyboard hostKeys = new Keyboard(host);
            Keyboard guestKeys = new Keyboard(guest);
            boolean refused = false;
            int hostTurns = 0;
            int guestTurns = 0;
            Instant limit = Instant.now().plus(Duration.ofMinutes(3));
            while ((hostTurns < 1 || guestTurns < 1) && Instant.now().isBefore(limit)) {
                Keyboard mover = kbMyTurn(host, 0) ? hostKeys : kbMyTurn(guest, 1) ? guestKeys : null;
                if (mover == null) {
                    Thread.sleep(150);
                    continue;
                }
                Keyboard other = mover == hostKeys ? guestKeys : hostKeys;
                Browser b = mover.browser();
                assertThat(awaitFocusOnAUsable(b, "kb-draw")).as("the turn starts on Draw").isEqualTo("kb-draw");
                other.assertOnTheHand("#kb-hand", "while the other plays");
                int hand = count(b, "#kb-hand .pc-card");
                mover.press(Keys.SPACE);
                b.awaitTrue("return document.querySelectorAll('#kb-hand .pc-card').length === " + (hand + 1));
                assertThat(mover.focused()).as("after drawing, the first card").isEqualTo("kb-card-0");
                mover.press(Keys.SPACE);
                b.awaitTrue("return document.getElementById('kb-card-0').getAttribute('aria-pressed') === 'true'");
                if (!refused) {
                    // One card is no meld: Lay down is refused and explained at once, the focus stays on the button.
                    mover.tabTo("kb-lay").press(Keys.SPACE);
                    b.awaitTrue("return document.getElementById('kb-message').classList.contains('kb-message-error')");
                    assertThat(mover.focused()).as("a refused meld keeps the focus").isEqualTo("kb-lay");
                    b.screenshot("keyboard-live-krambambuli-refused");
                    refused = true;
                }
                String name = mover == hostKeys ? "Aya" : "Luca";
                other.browser().js("window.kbStoryBefore = document.getElementById('kb-story').textContent");
                mover.tabTo("kb-discard-card").press(Keys.SPACE);
                b.awaitContains("kb-story", "You discarded");
                other.browser().awaitTrue("const s = document.getElementById('kb-story').textContent;"
                        + " return s !== window.kbStoryBefore && s.includes('" + name + " discarded');");
                mover.assertNotOnTheBody();
                if (mover == hostKeys) {
                    hostTurns++;
                } else {
                    guestTurns++;
                }
            }
            assertThat(hostTurns).as("the host played by keys").isPositive();
            assertThat(guestTurns).as("the guest played by keys").isPositive();
            host.screenshot("keyboard-live-krambambuli-host");
        }
    }

    // --- the lobby, by clicks (KeyboardLiveIT walks it by keys)

    /**
     * The pictures of every pupil of the demo class, read from their teacher's login cards: a pupil seated at a
     * table being played is taken back to it from the lobby, so each game's table needs two other pupils (the
     * demo publishes the pictures of Léa and Sami only), and one app serves the three games.
     */
    @BeforeAll
    static void readTheLoginCards() throws Exception {
        try (Browser teacher = Browser.open("en-US", 1366, 768)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            for (int id = 1; id <= 10 && pictures.isEmpty(); id++) {
                teacher.driver.get(app.uri("/classes/" + id + "/cards").toString());
                teacher.awaitServer();
                @SuppressWarnings("unchecked")
                var cards = (Map<String, List<String>>) teacher.js("const m = {};"
                        + " document.querySelectorAll('.login-card').forEach(c => m[c.dataset.pupil] ="
                        + " [...c.querySelectorAll('.lc-picture')].map(p => p.dataset.animal)); return m;");
                if (cards.containsKey("Aya")) {
                    pictures.putAll(cards);
                }
            }
        }
        assertThat(pictures).containsKeys("Léa", "Sami", "Inès", "Marco", "Aya", "Luca");
    }

    /**
     * {@code host} opens a table of {@code game} in "Play with my class", {@code guest} joins, the host starts it
     * with a robot; both pages then show their {@code hand}.
     */
    private static void openTogether(Browser lea, Browser sami, String game, String host, String guest, String hand) {
        Logins.pupil(lea, app, Logins.CLASS_CODE, host, pictures.get(host));
        Logins.pupil(sami, app, Logins.CLASS_CODE, guest, pictures.get(guest));
        lea.awaitTrue("return location.pathname === '/play'");
        sami.awaitTrue("return location.pathname === '/play'");
        lea.click("nav-together");
        lea.await("open-table");
        lea.click("live-game");
        lea.awaitTrue("const item = [...document.querySelectorAll('vaadin-select-item')]"
                + ".find(i => i.textContent.trim() === '" + game + "');"
                + " if (item) { item.click(); return true; } return false;");
        lea.awaitServer();
        lea.click("open-table");
        lea.awaitTrue("return !!document.querySelector('.table-card .table-card-code')");
        String code = String.valueOf(lea.js("return document.querySelector('.table-card .table-card-code').textContent.trim()"));
        sami.click("nav-together");
        sami.click("join-" + code);
        lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('" + guest + "')");
        lea.js("document.getElementById('start-" + code + "').scrollIntoView({block: 'center'})");
        lea.click("start-" + code);
        lea.await(hand);
        sami.await(hand);
    }

    // --- focus

    /**
     * Waits until the pupil's focus, without a key or a click, is on a usable control whose id matches
     * {@code ids} (not a card shown as a picture, not the hand parked); returns its id.
     */
    private static String awaitFocusOnAUsable(Browser b, String ids) throws InterruptedException {
        Instant end = Instant.now().plus(Duration.ofSeconds(60));
        String script = "const a = document.activeElement; return a !== null && a !== document.body"
                + " && !a.hasAttribute('disabled') && a.tabIndex >= 0 && new RegExp('^(' + arguments[0] + ')$').test(a.id)";
        while (!Boolean.TRUE.equals(b.js(script, ids))) {
            assertThat(Instant.now()).as("the focus on one of %s, not %s", ids,
                    b.js("return document.activeElement.outerHTML.slice(0, 120)")).isBefore(end);
            Thread.sleep(150);
        }
        return String.valueOf(b.js("return document.activeElement.id"));
    }

    // --- Multicartes

    /** The key for a slot of the hand: 1-9 for the first nine, 0 for the tenth (decision 0007). */
    static String digit(int slot) {
        return String.valueOf((slot + 1) % 10);
    }

    /** Two slots among the first ten whose product is ({@code onCard}) or is not on the combination card; or null. */
    static int[] mcPair(Browser b, boolean onCard) {
        b.awaitServer();
        Object slots = b.js("""
                const numbers = [...document.querySelectorAll('#mc-combination [data-number]')].map(e => Number(e.dataset.number));
                const hand = [...document.querySelectorAll('#mc-hand [data-value]')].map(e => Number(e.dataset.value));
                for (let i = 0; i < Math.min(10, hand.length); i++) for (let j = i + 1; j < Math.min(10, hand.length); j++) {
                    if (numbers.includes(hand[i] * hand[j]) === arguments[0]) return [i, j];
                }
                return null;""", onCard);
        return slots instanceof List<?> pair
                ? new int[] {((Number) pair.get(0)).intValue(), ((Number) pair.get(1)).intValue()} : null;
    }

    /** A product on the card by digits and Enter, else P; the other page tells it; the focus stays on the page. */
    /** Whether the pupil's Swap is off (at their turn: nothing on the discard pile yet). */
    private static boolean swapDisabled(Browser b) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("return document.getElementById('mc-swap').hasAttribute('disabled')"));
    }

    private static void mcTurn(Keyboard keys, Browser other, String name) {
        other.awaitServer();
        other.js("window.mcStoryBefore = document.getElementById('mc-story').textContent");
        int[] right = mcPair(keys.browser(), true);
        if (right != null) {
            keys.press(digit(right[0])).press(digit(right[1])).press(Keys.ENTER);
        } else {
            keys.press("p");
        }
        other.awaitTrue("const s = document.getElementById('mc-story').textContent;"
                + " return s !== window.mcStoryBefore && s.includes('" + name + "')");
        keys.assertNotOnTheBody();
    }

    // --- Nain Jaune

    /** Whether the pupil is to play (a card marked as playable, or Pass shown); a round's end is closed first. */
    private static boolean njMyTurn(Browser b) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("""
                const shown = id => { const e = document.getElementById(id); return e && e.offsetParent !== null; };
                if (shown('nj-next-round')) { return false; }
                return shown('nj-pass') || document.querySelector('#nj-hand .pc-playable') !== null;"""));
    }

    private static String njVersion(Browser b) {
        b.awaitServer();
        return String.valueOf(b.js("return document.querySelector('.nj-live').dataset.version"));
    }

    // --- Krambambuli

    private static boolean kbMyTurn(Browser b, int seat) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("""
                const seat = document.getElementById('kb-seat-' + arguments[0]);
                const draw = document.getElementById('kb-draw');
                return seat !== null && seat.classList.contains('kb-seat-to-move')
                    && draw !== null && !draw.hasAttribute('disabled');""", seat));
    }

    private static int count(Browser b, String css) {
        b.awaitServer();
        return ((Number) b.js("return document.querySelectorAll(arguments[0]).length", css)).intValue();
    }

    private static String text(Browser b, String id) {
        b.awaitServer();
        return String.valueOf(b.js("return document.getElementById(arguments[0]).textContent", id));
    }
}
