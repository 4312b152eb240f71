package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Issue 13 §2: what a screen reader hears at a table. A screen reader reads out what is added to a live region
 * ({@code aria-live}, or the roles log, status and alert) while the pupil's focus stays on the cards; so the test
 * records, in the page, every text added to a live region (a MutationObserver) and asserts that a robot's move,
 * whose turn it is and a refused play's explanation are each heard once: said, and not said again by a redraw
 * (a line removed and added back in the same change is a redraw, not news). Nambarz against robots (a private
 * live table, the same screen as the class's tables), Multicartes and Nain Jaune against robots (the start pages'
 * button: their address may change). Krambambuli's table shares their parts (StoryLog, LiveText).
 */
class LiveRegionsIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.sharedByGuests();

    /** A robot's name, as its moves are told. */
    private static final String ROBOTS = String.join("|", org.arithmos.tables.BotSeats.NAMES);

    /**
     * Records what live regions say: {@code window.__said} (region id, text) for news, {@code window.__redrawn} for
     * a text taken away and put back in the same change (what a screen reader would say again for nothing).
     */
    private static final String RECORDER = """
            window.__said = []; window.__redrawn = [];
            const region = node => {
              for (let e = node.nodeType === 1 ? node : node.parentElement; e; e = e.parentElement) {
                const live = e.getAttribute('aria-live');
                if (live === 'off') { return null; }
                if (live || ['log', 'status', 'alert'].includes(e.getAttribute('role'))) { return e; }
              }
              return null;
            };
            // A line (the region's child) is heard once, when it has words: Flow may add an element and its text in
            // two steps. A line taken away and put back with the same words in one change is a redraw. A removed
            // node's words are read when this runs, after the change: a text node taken out, given new words and put
            // back (what Flow's setText does) counts as a redraw too, rightly: the region lost its words and got
            // them back, which is no change in place.
            const heard = new WeakSet();
            const lineOf = (reg, n) => { let e = n; while (e && e.parentNode !== reg) { e = e.parentNode; } return e || n; };
            new MutationObserver(records => {
              const removed = new Map();
              const added = [];
              const changed = [];
              for (const r of records) {
                const reg = region(r.target);
                if (!reg || reg.closest('[hidden]')) { continue; }
                if (r.type === 'characterData') { changed.push([reg, r]); continue; }
                r.removedNodes.forEach(n => { const k = reg.id + '|' + (n.textContent || '').trim(); removed.set(k, (removed.get(k) || 0) + 1); });
                r.addedNodes.forEach(n => added.push([reg, lineOf(reg, n)]));
              }
              for (const [reg, line] of added) {
                const text = (line.textContent || '').trim();
                if (!text || heard.has(line)) { continue; }
                heard.add(line);
                const k = reg.id + '|' + text;
                if (removed.get(k) > 0) { removed.set(k, removed.get(k) - 1); window.__redrawn.push({region: reg.id, text}); }
                else { window.__said.push({region: reg.id, text}); }
              }
              // A text changed in place: news, unless to the same words (a redraw) or the first words of a line heard.
              // Per text node, what it held before this change and holds after (several records when its words went
              // A to B to A in one change: no change at all for a screen reader, which reads the page after it).
              const first = new Map();
              for (const [reg, r] of changed) { if (!first.has(r.target)) { first.set(r.target, [reg, r, 0]); } first.get(r.target)[2]++; }
              for (const [node, [reg, r, n]] of first) {
                const line = lineOf(reg, node);
                if (r.oldValue === node.data) { if (n === 1) { window.__redrawn.push({region: reg.id, text: node.data.trim()}); } }
                else if (!(r.oldValue === '' && heard.has(line)) && node.data.trim()) {
                  heard.add(line);
                  window.__said.push({region: reg.id, text: node.data.trim()});
                }
              }
            }).observe(document.body, {subtree: true, childList: true, characterData: true, characterDataOldValue: true});
            """;

    @Test
    void nambarzARobotsMoveWhoseTurnAndAPenaltyAreHeardOnce() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            TablePage table = new TablePage(browser).start(app, 3L, true);
            browser.js(RECORDER);
            assertThat(table.awaitMyTurn(Duration.ofMinutes(1))).isTrue();
            int[] wrong = KeyboardOnlyIT.wrongSum(table.hand(), table.targetValue());
            press(browser, String.valueOf(wrong[0] + 1));
            press(browser, "+");
            press(browser, String.valueOf(wrong[1] + 1));
            press(browser, Keys.ENTER);
            browser.await("explanation-dialog");
            press(browser, Keys.ESCAPE);
            // The robots play on; then the pupil's turn comes back.
            awaitSaid(browser, "narration", ROBOTS);
            assertThat(table.awaitMyTurn(Duration.ofMinutes(1))).isTrue();
            browser.awaitServer();
            assertTableAsTheScreenReaderGetsIt(browser, table);
            Thread.sleep(1500); // a few more redraws (the 0.4 s and 1.2 s focus checks, a poll) that must stay silent
            List<Map<String, String>> said = said(browser);
            assertThat(count(said, "narration", "Your play breaks a rule.")).as("the penalty, heard: %s", said).isEqualTo(1);
            assertFirstRobotLineOnce(said, "narration");
            assertThat(regionSaid(said, "turn-prompt").stream().filter(t -> t.startsWith("Your turn!"))).as("the pupil's turn, heard: %s", said).isNotEmpty();
            assertThat(regionSaid(said, "turn-prompt").stream().filter(t -> t.matches("(" + ROBOTS + ") is playing…")))
                    .as("a robot's turn, heard: %s", said).isNotEmpty();
            // The calculation as it grows: each key adds one piece (heard once), the pieces before it stay.
            assertThat(count(said, "calculation", "+")).as("the +, heard: %s", said).isEqualTo(1);
            assertNothingSaidAgain(browser, "narration", "turn-prompt", "calculation");
        }
    }

    @Test
    void multicartesARobotsMoveWhoseTurnAndARefusalAreHeardOnce() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            KeyboardOnlyIT.multicartesAgainstARobot(browser, app);
            browser.js(RECORDER);
            for (int turn = 0; turn < 2; turn++) {
                browser.awaitTrue("const s = document.getElementById('mc-seat-0'); return s && s.classList.contains('mc-seat-to-move')"
                        + " && document.getElementById('mc-pass').getAttribute('disabled') === null");
                if (turn == 0) {
                    int[] wrong = KeyboardLiveCardsIT.mcPair(browser, false);
                    press(browser, KeyboardLiveCardsIT.digit(wrong[0]));
                    press(browser, KeyboardLiveCardsIT.digit(wrong[1]));
                    press(browser, Keys.ENTER);
                    browser.awaitTrue("return document.getElementById('mc-message').dataset.rule === 'MC-TURN-1'");
                }
                int[] right = KeyboardLiveCardsIT.mcPair(browser, true);
                if (right != null) {
                    press(browser, KeyboardLiveCardsIT.digit(right[0]));
                    press(browser, KeyboardLiveCardsIT.digit(right[1]));
                    press(browser, Keys.ENTER);
                } else {
                    press(browser, "p");
                }
                awaitSaid(browser, "mc-story", ROBOTS);
            }
            Thread.sleep(1500);
            List<Map<String, String>> said = said(browser);
            assertThat(regionSaid(said, "mc-message").stream().filter(t -> t.contains("is not on this card")).count())
                    .as("the refusal, heard once: %s", said).isEqualTo(1);
            assertThat(regionSaid(said, "mc-message").stream().filter(t -> t.startsWith("Pick two")).count())
                    .as("the pupil's turn, heard: %s", said).isPositive();
            assertFirstRobotLineOnce(said, "mc-story");
            assertNothingSaidAgain(browser, "mc-story", "mc-message");
        }
    }

    @Test
    void nainJauneARobotsMoveWhoseTurnAndARefusalAreHeardOnce() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            KeyboardOnlyIT.nainJauneAgainstRobots(browser, app);
            browser.js(RECORDER);
            String refusal = null;
            for (int turn = 0; turn < 2; turn++) {
                browser.awaitTrue("const s = document.getElementById('nj-seat-0');"
                        + " return s !== null && s.classList.contains('nj-seat-to-move')");
                browser.awaitServer();
                if (refusal == null) {
                    Object refused = browser.js("const c = document.querySelector('#nj-hand .pc-clickable:not(.pc-playable)');"
                            + " return c === null ? null : c.id");
                    if (refused != null) {
                        browser.click(String.valueOf(refused));
                        browser.awaitTrue("return document.getElementById('nj-message').classList.contains('nj-message-error')");
                        refusal = String.valueOf(browser.js("return document.getElementById('nj-message').textContent.trim()"));
                    }
                }
                // A card that may be put, else Pass; the robots play on and the story tells it.
                Object playable = browser.js("const c = document.querySelector('#nj-hand .pc-playable'); return c === null ? null : c.id");
                browser.click(playable != null ? String.valueOf(playable) : "nj-pass");
                awaitSaid(browser, "nj-story", ROBOTS);
            }
            Thread.sleep(1500);
            List<Map<String, String>> said = said(browser);
            assertThat(refusal).as("a card the rules refuse, in the first two turns (seed 20261122)").isNotNull();
            assertThat(count(said, "nj-message", refusal)).as("the refusal, heard once: %s", said).isEqualTo(1);
            assertThat(regionSaid(said, "nj-message").stream().filter(t -> t.startsWith("Your turn") || t.startsWith("You cannot put")))
                    .as("the pupil's turn, heard: %s", said).isNotEmpty();
            assertThat(regionSaid(said, "nj-message").stream().filter(t -> t.matches("(" + ROBOTS + ") is playing…")))
                    .as("a robot's turn, heard: %s", said).isNotEmpty();
            assertFirstRobotLineOnce(said, "nj-story");
            assertNothingSaidAgain(browser, "nj-story", "nj-message");
        }
    }

    /**
     * What a screen reader gets from the browser at the pupil's turn (issue 13 §2: the card to cover and the hand
     * heard as seen): the card to cover, an image named by its number and animal, after the words that say what it
     * is; each card of the hand a button named by its number and animal, "pressed" once picked by its digit key.
     */
    private static void assertTableAsTheScreenReaderGetsIt(Browser browser, TablePage table) {
        String[] target = table.target().split("-");
        ScreenReaderTree card = ScreenReaderTree.of(browser, "#target-card");
        assertThat(card.role()).isEqualTo("image");
        assertThat(card.name()).as("the card to cover").containsIgnoringCase(target[0])
                .containsIgnoringCase(target.length > 1 ? target[1] : "");
        String label = browser.await("target-label").getText().trim();
        List<String> read = ScreenReaderTree.readingOrder(browser);
        assertThat(read).as("the page as read").contains(label, card.name());
        assertThat(read.indexOf(label)).as("what the card is, read before it: %s", read)
                .isLessThan(read.indexOf(card.name()));
        int slots = table.hand().size();
        for (int slot = 0; slot < slots; slot++) {
            String[] seen = browser.await("hand-" + slot).getAttribute("data-card").split("-");
            ScreenReaderTree c = ScreenReaderTree.of(browser, "#hand-" + slot);
            assertThat(c.ignored()).as("hand-%d hidden from the screen reader", slot).isFalse();
            assertThat(c.role()).as("hand-%d", slot).isIn("button", "toggleButton");
            assertThat(c.name()).as("hand-%d", slot).containsIgnoringCase(seen[0])
                    .containsIgnoringCase(seen.length > 1 ? seen[1] : "");
            assertThat(c.states().get("pressed")).as("hand-%d before a pick", slot).isIn(null, "false");
        }
        press(browser, "1");
        browser.awaitServer();
        browser.awaitTrue("return document.getElementById('hand-0').getAttribute('aria-pressed') === 'true'");
        assertThat(ScreenReaderTree.of(browser, "#hand-0").states()).containsEntry("pressed", "true");
        press(browser, Keys.ESCAPE);
        browser.awaitServer();
    }

    private static void press(Browser browser, CharSequence keys) {
        new Actions(browser.driver).sendKeys(keys).perform();
        browser.awaitServer();
    }

    /** Waits until a line matching {@code regex} (a robot's name) has been said in the region. */
    private static void awaitSaid(Browser browser, String region, String regex) throws InterruptedException {
        Instant end = Instant.now().plus(Duration.ofSeconds(60));
        while (regionSaid(said(browser), region).stream().noneMatch(t -> t.matches("(?s).*(" + regex + ").*"))) {
            assertThat(Instant.now()).as("a robot's move heard in %s: %s", region, said(browser)).isBefore(end);
            Thread.sleep(200);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, String>> said(Browser browser) {
        browser.awaitServer();
        return (List<Map<String, String>>) browser.js("return window.__said");
    }

    /** Nothing of these regions said again by a redraw. */
    @SuppressWarnings("unchecked")
    private static void assertNothingSaidAgain(Browser browser, String... regions) {
        var redrawn = (List<Map<String, String>>) browser.js("return window.__redrawn");
        assertThat(redrawn.stream().filter(r -> List.of(regions).contains(r.get("region"))).toList())
                .as("said again by a redraw").isEmpty();
    }

    private static List<String> regionSaid(List<Map<String, String>> said, String region) {
        return said.stream().filter(s -> region.equals(s.get("region"))).map(s -> s.get("text")).toList();
    }

    private static long count(List<Map<String, String>> said, String region, String text) {
        return regionSaid(said, region).stream().filter(text::equals).count();
    }

    /** A robot's move, heard once (the first the pupil heard: a robot may well repeat itself later in a game). */
    private static void assertFirstRobotLineOnce(List<Map<String, String>> said, String region) {
        String line = regionSaid(said, region).stream().filter(t -> t.matches("(?s).*(" + ROBOTS + ").*")).findFirst()
                .orElseThrow(() -> new AssertionError("no robot's move heard in " + region + ": " + said));
        assertThat(count(said, region, line)).as("%s heard once: %s", line, said).isEqualTo(1);
    }
}
