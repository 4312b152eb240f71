package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * Two pupils of the demo class on two computers (two Chromium sessions) at one live Nain Jaune table with a
 * robot (docs/decisions/0026): Léa chooses Nain Jaune in "Play with my class" and opens a table, Sami finds it
 * in the list and sits down, Léa starts it with a robot; both play turns and each sees the other's cards put
 * as they happen, without reloading; a card the rules refuse is explained to Léa only; neither page holds the
 * other's hand. The demo class's level opens all four games (PupilProfile.GAMES), so nothing is set up.
 */
class LiveNainJauneIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    private static final List<String> SAMI_PICTURES = List.of("frog", "duck", "bear");

    @Test
    void twoPupilsPlayNainJauneAtOneTableWithARobotAndSeeEachOthersCardsLive() throws Exception {
        try (Browser lea = Browser.open("en-US", 1366, 768); Browser sami = Browser.open("en-US", 1366, 768)) {
            Logins.lea(lea, app);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", SAMI_PICTURES);
            sami.awaitTrue("return location.pathname === '/play'");

            lea.click("nav-together");
            lea.await("open-table");
            choose(lea, "live-game", "Nain Jaune");
            lea.await("nj-live-players");
            choose(lea, "nj-live-rounds", "5 rounds");
            choose(lea, "nj-live-pace", "quickly");
            lea.screenshot("live-nain-jaune-lobby");
            lea.click("open-table");
            // The page is scrolled down to the form: read the new table's code from the page, not from the screen.
            lea.awaitTrue("return !!document.querySelector('.table-card .table-card-code')");
            String code = String.valueOf(lea.js(
                    "return document.querySelector('.table-card .table-card-code').textContent.trim()"));
            assertThat(code).matches("[A-Z]{4,}");

            sami.click("nav-together");
            sami.await("table-" + code);
            assertThat(sami.await("table-" + code).getText()).containsIgnoringCase("Nain Jaune");
            sami.click("join-" + code);
            lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('Sami')");
            // Léa's page is still scrolled down to the form: bring her table into view to start it.
            lea.js("document.getElementById('table-" + code + "').scrollIntoView({block: 'center'})");
            lea.click("start-" + code);

            // Both are taken to the Nain Jaune table; each sees their own seat and the other's name.
            lea.await("nj-hand");
            sami.await("nj-hand");
            assertThat(lea.driver.getCurrentUrl()).contains("/live/nain-jaune/");
            lea.awaitContains("live-code", code);
            sami.awaitContains("nj-seat-0", "Léa");
            lea.awaitContains("nj-seat-1", "Sami");
            lea.awaitContains("nj-seat-0", "You");

            int turnsEach = 2;
            int leaTurns = 0;
            int samiTurns = 0;
            boolean refused = false;
            Instant limit = Instant.now().plus(Duration.ofMinutes(3));
            // Both play until each has played twice (the family way, a pupil often goes on: they play more).
            while ((leaTurns < turnsEach || samiTurns < turnsEach) && Instant.now().isBefore(limit)
                    && !lea.shown("nj-standings")) {
                if (myTurn(lea)) {
                    if (!refused && refuseOne(lea)) {
                        refused = true;
                        // Only Léa is told: Sami's page says nothing of it.
                        assertThat(sami.await("nj-message").getText()).doesNotContain("NJ-PLAY");
                    }
                    playATurn(lea, sami, "Léa");
                    leaTurns++;
                } else if (myTurn(sami)) {
                    playATurn(sami, lea, "Sami");
                    samiTurns++;
                } else {
                    Thread.sleep(150);
                }
            }
            assertThat(leaTurns).isGreaterThanOrEqualTo(turnsEach);
            assertThat(samiTurns).isGreaterThanOrEqualTo(turnsEach);
            assertThat(refused).as("Léa tried a card the rules refuse").isTrue();
            for (Browser b : List.of(lea, sami)) {
                // Selenium calls an element scrolled out of the layout's view "not displayed": scroll by script.
                b.js("document.getElementById('live-code').scrollIntoView({block: 'start'})");
            }
            lea.screenshot("live-nain-jaune-lea");
            sami.screenshot("live-nain-jaune-sami");
            assertThat(Accessibility.check(lea, "pupil: /live/nain-jaune (a live table)")).isEmpty();

            // Neither page holds the other's hand: its own hand only, the size the other page shows for it, no card
            // in common, and every other card on the page is on the table (sequences, board, a round's payments).
            settle(lea, sami);
            Set<String> leaHand = hand(lea);
            Set<String> samiHand = hand(sami);
            assertThat(leaHand).doesNotContainAnyElementsOf(samiHand);
            assertThat(leaHand).hasSize(seatCards(sami, 0));
            assertThat(samiHand).hasSize(seatCards(lea, 1));
            for (Browser b : List.of(lea, sami)) {
                assertThat(b.js("return [...document.querySelectorAll('[data-card]')].filter(e => !e.closest('#nj-hand')"
                        + " && !e.closest('#nj-sequences') && !e.closest('#nj-board') && !e.closest('#nj-end')).length"))
                        .isEqualTo(0L);
            }
            assertThat(lea.cspViolations()).isEmpty();
        }
    }

    /** Picks the item with this label in a Vaadin select. */
    private static void choose(Browser b, String select, String label) {
        b.click(select);
        String item = "[...document.querySelectorAll('vaadin-select-item')].find(i => i.textContent.trim() === '"
                + label + "')";
        b.awaitTrue("return !!" + item);
        b.js(item + ".click()");
        b.awaitServer();
        b.awaitTrue("return document.getElementById('" + select + "').innerText.includes('" + label + "')");
    }

    /** Whether the pupil is to play; a round's end shown is read and closed first. */
    private static boolean myTurn(Browser b) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("""
                const shown = id => { const e = document.getElementById(id); return e && e.offsetParent !== null; };
                if (shown('nj-next-round')) { document.getElementById('nj-next-round').click(); return false; }
                return shown('nj-pass') || document.querySelector('#nj-hand .pc-playable') !== null;"""));
    }

    /** Clicks a card the rules do not allow now: explained (with its rule) and nothing changes. */
    private static boolean refuseOne(Browser b) throws Exception {
        List<String> others = cards(b, "#nj-hand .pc-card:not(.pc-playable)");
        if (others.isEmpty() || b.shown("nj-pass")) {
            return false;
        }
        String version = version(b);
        b.click("nj-card-" + others.getFirst());
        assertThat(b.await("nj-message").getText()).containsAnyOf("NJ-PLAY-2", "NJ-PLAY-3", "NJ-PLAY-4");
        assertThat(version(b)).isEqualTo(version);
        assertThat(b.driver.findElements(By.cssSelector("#nj-hand .pc-fault"))).hasSize(1);
        b.screenshot("live-nain-jaune-refused");
        return true;
    }

    /** Plays the pupil's turn (a card they may put, else Pass); the other page shows it without reloading. */
    private static void playATurn(Browser me, Browser other, String name) {
        String seen = version(other);
        List<String> playable = cards(me, "#nj-hand .pc-playable");
        String put = playable.isEmpty() ? null : playable.getFirst();
        me.click(put == null ? "nj-pass" : "nj-card-" + put);
        other.awaitTrue("return Number(document.querySelector('.nj-live').dataset.version) > " + seen
                + " && document.getElementById('nj-story').textContent.includes('" + name + "')");
        if (put != null) {
            // The card is on the table on the other screen (or the round it ended is summed up there).
            other.awaitTrue("return !!document.querySelector('#nj-sequences [data-card=\"" + put + "\"],"
                    + " #nj-end [data-card], #nj-next-round')");
        }
    }

    private static String version(Browser b) {
        b.awaitServer();
        return String.valueOf(b.js("return document.querySelector('.nj-live').dataset.version"));
    }

    /** Waits until both pages show the same moment of the game (robots play on meanwhile). */
    private static void settle(Browser a, Browser b) throws InterruptedException {
        Instant limit = Instant.now().plus(Duration.ofSeconds(20));
        while (Instant.now().isBefore(limit) && !version(a).equals(version(b))) {
            Thread.sleep(100);
        }
        Thread.sleep(300);
        if (!version(a).equals(version(b))) {
            throw new AssertionError("the two pages did not settle on one moment");
        }
    }

    private static List<String> cards(Browser b, String css) {
        b.awaitServer();
        return b.driver.findElements(By.cssSelector(css)).stream().map(e -> e.getAttribute("data-card")).toList();
    }

    private static Set<String> hand(Browser b) {
        return new HashSet<>(cards(b, "#nj-hand .pc-card"));
    }

    /** The card count a page shows on a seat ("16 cards"). */
    private static int seatCards(Browser b, int seat) {
        String text = b.await("nj-seat-" + seat).getText();
        var m = java.util.regex.Pattern.compile("(\\d+) cards?").matcher(text);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }
}
