package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * Two pupils of the demo class on two computers (two Chromium sessions) at one live Multicartes table with a
 * robot (docs/decisions/0025). The demo class plays all four games (its level opens Multicartes). Léa chooses
 * Multicartes in "Play with my class" and opens a table, Sami joins it from the list, Léa starts it with a
 * robot; Léa's product that is not on the card is explained to her alone, as against robots; both play turns
 * and each sees the other's moves as they happen, without reloading, and never the other's hand.
 */
class LiveMulticartesIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    private static final List<String> SAMI_PICTURES = List.of("frog", "duck", "bear");

    @Test
    void twoPupilsPlayMulticartesWithARobotAndSeeEachOthersMovesLive() throws Exception {
        try (Browser lea = Browser.open("en-US", 1366, 768); Browser sami = Browser.open("en-US", 1366, 768)) {
            Logins.lea(lea, app);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", SAMI_PICTURES);
            sami.awaitTrue("return location.pathname === '/play'");

            lea.click("nav-together");
            lea.await("open-table");
            lea.click("live-game");
            lea.awaitTrue("return [...document.querySelectorAll('vaadin-select-item')]"
                    + ".some(e => e.textContent.trim() === 'Multicartes')");
            lea.js("[...document.querySelectorAll('vaadin-select-item')]"
                    + ".find(e => e.textContent.trim() === 'Multicartes').click()");
            lea.awaitTrue("return document.getElementById('live-players') !== null"
                    + " && document.getElementById('live-teams') === null");
            lea.screenshot("live-multicartes-lobby");
            lea.click("open-table");
            String code = lea.awaitTableCode();

            sami.click("nav-together");
            sami.await("table-" + code);
            sami.click("join-" + code);
            lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('Sami')");
            lea.click("start-" + code);

            // Both are taken to the Multicartes table; each sees their own seat and the other's name.
            lea.await("mc-hand");
            sami.await("mc-hand");
            lea.awaitTrue("return location.pathname.startsWith('/live/multicartes/')");
            lea.awaitContains("live-code", code);
            sami.awaitContains("mc-seat-0", "Léa");
            lea.awaitContains("mc-seat-1", "Sami");
            lea.awaitContains("mc-seat-0", "You");

            // Léa starts the round: a product that is not on the card is refused and explained to her alone.
            awaitMyTurn(lea);
            String samiStory = story(sami);
            assertThat(pickPair(lea, false)).isTrue();
            lea.click("mc-say");
            lea.awaitTrue("return document.getElementById('mc-message').dataset.rule === 'MC-TURN-1'");
            lea.screenshot("live-multicartes-refused");
            assertThat(sami.await("mc-message").getAttribute("data-rule")).isEmpty();
            assertThat(story(sami)).isEqualTo(samiStory);

            int turnsEach = 2;
            int leaTurns = 0;
            int samiTurns = 0;
            Instant limit = Instant.now().plus(Duration.ofMinutes(3));
            while ((leaTurns < turnsEach || samiTurns < turnsEach) && Instant.now().isBefore(limit)) {
                if (myTurn(lea)) {
                    String before = story(sami);
                    playATurn(lea);
                    leaTurns++;
                    // Sami sees Léa's move as it happens.
                    awaitNewLine(sami, before, "Léa");
                } else if (myTurn(sami)) {
                    String before = story(lea);
                    playATurn(sami);
                    samiTurns++;
                    awaitNewLine(lea, before, "Sami");
                } else {
                    Thread.sleep(200);
                }
            }
            assertThat(leaTurns).isEqualTo(turnsEach);
            assertThat(samiTurns).isEqualTo(turnsEach);
            lea.screenshot("live-multicartes-lea");
            sami.screenshot("live-multicartes-sami");
            assertThat(Accessibility.check(lea, "pupil: /live/multicartes (a live table)")).isEmpty();

            Thread.sleep(500);
            // Neither page holds the other's hand: one hand on each, the size the other page shows for it.
            lea.awaitServer();
            sami.awaitServer();
            assertThat(handSize(lea)).isEqualTo(seatCards(sami, 0));
            assertThat(handSize(sami)).isEqualTo(seatCards(lea, 1));
            // Every number card the page was sent is in the pupil's own hand or on the discard pile.
            for (Browser b : List.of(lea, sami)) {
                assertThat(b.js("return [...document.querySelectorAll('[data-value]')]"
                        + ".filter(e => !e.closest('#mc-hand') && !e.closest('#mc-discard')).length")).isEqualTo(0L);
            }

            // They play the round to its end; then Léa replays the table from her own seat (0035).
            String tableId = ((String) lea.js("return location.pathname")).replaceAll(".*/", "");
            Instant end = Instant.now().plus(Duration.ofMinutes(4));
            while (!over(lea) && Instant.now().isBefore(end)) {
                if (myTurn(lea)) {
                    playATurn(lea);
                } else if (myTurn(sami)) {
                    playATurn(sami);
                } else {
                    Thread.sleep(200);
                }
            }
            assertThat(over(lea)).isTrue();
            lea.driver.get(app.uri("/table-replay/" + tableId).toString());
            lea.awaitContains("replay-position", "The deal");
            lea.awaitContains("mc-seat-1", "Sami");
            assertThat(lea.shown("replay-viewpoints")).isFalse(); // her own seat only
            lea.click("replay-next");
            lea.awaitContains("replay-position", "Move 1 of");
            lea.await("table-replay-mover");
            lea.screenshot("table-replay-multicartes");
            assertThat(Accessibility.check(lea, "pupil: /table-replay (a finished table's replay)")).isEmpty();
            // Sami's seat is not Léa's to see.
            lea.driver.get(app.uri("/table-replay/" + tableId + "?seat=1").toString());
            lea.await("not-found");
        }
    }

    private static boolean over(Browser b) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("const s = document.querySelector('.live-status');"
                + " return s !== null && s.textContent.trim() === 'Over';"));
    }

    private static void awaitMyTurn(Browser b) throws InterruptedException {
        Instant limit = Instant.now().plus(Duration.ofSeconds(30));
        while (!myTurn(b) && Instant.now().isBefore(limit)) {
            Thread.sleep(200);
        }
        assertThat(myTurn(b)).isTrue();
    }

    /** The pupil's turn: the Pass button is enabled (a round's results, if shown, are closed first). */
    private static boolean myTurn(Browser b) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("""
                const next = document.getElementById('mc-next-round');
                if (next && next.offsetParent !== null) { next.click(); return false; }
                const pass = document.getElementById('mc-pass');
                return pass !== null && pass.offsetParent !== null && !pass.hasAttribute('disabled');"""));
    }

    /**
     * Clicks two cards of the hand whose product is on the combination card ({@code onCard}), or is not;
     * false when the hand has no such pair.
     */
    static boolean pickPair(Browser b, boolean onCard) {
        Object slots = b.js("""
                const on = arguments[0];
                const numbers = [...document.querySelectorAll('#mc-combination [data-number]')].map(e => Number(e.dataset.number));
                const hand = [...document.querySelectorAll('#mc-hand [data-value]')].map(e => Number(e.dataset.value));
                for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) {
                    if (numbers.includes(hand[i] * hand[j]) === on) return [i, j];
                }
                return null;""", onCard);
        if (!(slots instanceof List<?> pair)) {
            return false;
        }
        b.click("mc-card-" + pair.get(0));
        b.awaitServer();
        b.click("mc-card-" + pair.get(1));
        b.awaitServer();
        return true;
    }

    /** A product on the card when the hand has one, else a pass (always allowed, MC-TURN-1). */
    private static void playATurn(Browser b) {
        if (pickPair(b, true)) {
            b.click("mc-say");
        } else {
            b.click("mc-pass");
        }
        b.awaitServer();
    }

    private static String story(Browser b) {
        b.awaitServer();
        return (String) b.js("return document.getElementById('mc-story').textContent");
    }

    private static void awaitNewLine(Browser b, String before, String who) {
        b.awaitTrue("const s = document.getElementById('mc-story').textContent; return s !== arguments[0]"
                .replace("arguments[0]", "'" + before.replace("\\", "\\\\").replace("'", "\\'") + "'")
                + " && s.includes('" + who + "')");
    }

    private static int handSize(Browser b) {
        return b.driver.findElements(By.cssSelector("#mc-hand .mc-card")).size();
    }

    /** The card count a page shows on a seat ("7 cards"). */
    private static int seatCards(Browser b, int seat) {
        String text = b.await("mc-seat-" + seat).findElements(By.cssSelector("span")).get(1).getText();
        return Integer.parseInt(text.replaceAll("\\D+", ""));
    }
}
