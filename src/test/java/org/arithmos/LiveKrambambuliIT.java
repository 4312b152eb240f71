package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * Two pupils of the demo class on two computers (two Chromium sessions) at one live Krambambuli table with a
 * robot (docs/decisions/0027): Léa chooses Krambambuli in "Play with my class" and opens a table, Sami finds it
 * in the list and sits down, Léa starts it with a robot; both play whole turns (draw, then discard: two steps,
 * two moves of the table) and each sees the other's steps as they happen, without reloading, and never the
 * other's hand. The demo class's level opens every game, Krambambuli included (demo.PupilProfile.GAMES).
 */
class LiveKrambambuliIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    private static final List<String> SAMI_PICTURES = List.of("frog", "duck", "bear");

    @Test
    void twoPupilsPlayKrambambuliAtOneTableWithARobotAndSeeEachOthersStepsLive() throws Exception {
        try (Browser lea = Browser.open("en-US", 1366, 768); Browser sami = Browser.open("en-US", 1366, 768)) {
            Logins.lea(lea, app);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", SAMI_PICTURES);
            sami.awaitTrue("return location.pathname === '/play'");

            lea.click("nav-together");
            lea.await("open-table");
            chooseGame(lea, "Krambambuli");
            lea.await("kb-live-target");
            lea.screenshot("live-krambambuli-lobby");
            lea.click("open-table");
            String code = lea.awaitTableCode();
            lea.awaitContains("table-" + code, "Krambambuli");

            sami.click("nav-together");
            sami.await("table-" + code);
            sami.click("join-" + code);
            lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('Sami')");
            lea.click("start-" + code);

            // Both are taken to the table; each sees their own seat, the other by name.
            lea.await("kb-hand");
            sami.await("kb-hand");
            lea.awaitTrue("return location.pathname.startsWith('/live/krambambuli/')");
            lea.awaitContains("live-code", code);
            sami.awaitContains("kb-seat-0", "Léa");
            lea.awaitContains("kb-seat-1", "Sami");
            lea.awaitContains("kb-seat-0", "You");

            int turnsEach = 2;
            int leaTurns = 0;
            int samiTurns = 0;
            Instant limit = Instant.now().plus(Duration.ofMinutes(3));
            while ((leaTurns < turnsEach || samiTurns < turnsEach) && Instant.now().isBefore(limit)) {
                if (myTurn(lea, 0)) {
                    markStory(sami);
                    playATurn(lea);
                    leaTurns++;
                    // Sami sees Léa's discard as it happens.
                    sami.awaitTrue("const s = document.getElementById('kb-story').textContent;"
                            + " return s !== window.kbStoryBefore && s.includes('Léa discarded');");
                    if (leaTurns == 1) {
                        sami.screenshot("live-krambambuli-sami-sees-lea");
                    }
                } else if (myTurn(sami, 1)) {
                    markStory(lea);
                    playATurn(sami);
                    samiTurns++;
                    lea.awaitTrue("const s = document.getElementById('kb-story').textContent;"
                            + " return s !== window.kbStoryBefore && s.includes('Sami discarded');");
                } else {
                    Thread.sleep(200);
                }
            }
            assertThat(leaTurns).isEqualTo(turnsEach);
            assertThat(samiTurns).isEqualTo(turnsEach);
            lea.screenshot("live-krambambuli-lea");
            assertThat(Accessibility.check(lea, "pupil: /live/krambambuli (a live table)")).isEmpty();
            sami.screenshot("live-krambambuli-sami");

            // Neither page holds the other's hand: one hand on each, the size the other page shows for it, and
            // every card a page was sent is in its own hand or face up on the table.
            Thread.sleep(500);
            assertThat(handSize(lea)).isEqualTo(seatCards(sami, 0));
            assertThat(handSize(sami)).isEqualTo(seatCards(lea, 1));
            for (Browser b : List.of(lea, sami)) {
                b.awaitServer();
                assertThat(b.js("return [...document.querySelectorAll('[data-card]')].filter(e => !e.closest('#kb-hand')"
                        + " && !e.closest('#kb-discard') && !e.closest('#kb-melds') && !e.closest('#kb-arrangement')"
                        + " && !e.closest('#kb-end')).length")).isEqualTo(0L);
            }
            assertThat(lea.driver.findElements(By.id("kb-hand"))).hasSize(1);
            // The way back to the lobby, read in one step in the page: the header is drawn anew at every step of
            // the table, so an element found by the driver may be gone when it asks whether it is shown.
            lea.awaitTrue("const a = document.getElementById('live-lobby');"
                    + " return a !== null && a.offsetParent !== null && a.getAttribute('href').endsWith('together');");
        }
    }

    /** Opens the lobby's game choice and picks the game by its name. */
    private static void chooseGame(Browser b, String name) {
        b.click("live-game");
        b.awaitTrue("const item = [...document.querySelectorAll('vaadin-select-item')]"
                + ".find(i => i.textContent.trim() === '" + name + "');"
                + " if (item) { item.click(); return true; } return false;");
        b.awaitServer();
    }

    private static boolean myTurn(Browser b, int seat) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("""
                const next = document.getElementById('kb-next-round');
                if (next && next.offsetParent !== null) { next.click(); return false; }
                const seat = document.getElementById('kb-seat-' + arguments[0]);
                const draw = document.getElementById('kb-draw');
                return seat !== null && seat.classList.contains('kb-seat-to-move')
                    && draw !== null && !draw.hasAttribute('disabled');""", seat));
    }

    /** Draws, then discards the first card of the hand: a whole turn, in two steps. */
    private static void playATurn(Browser b) {
        b.click("kb-draw");
        b.awaitTrue("const d = document.getElementById('kb-discard-card'); return d && !d.hasAttribute('disabled');");
        b.click("kb-card-0");
        b.awaitServer();
        b.click("kb-discard-card");
        b.awaitTrue("const d = document.getElementById('kb-draw'); return d && d.hasAttribute('disabled');");
    }

    /** Remembers the story as the page shows it now, to see it change without a reload. */
    private static void markStory(Browser b) {
        b.awaitServer();
        b.js("window.kbStoryBefore = document.getElementById('kb-story').textContent");
    }

    private static int handSize(Browser b) {
        return b.driver.findElements(By.cssSelector("#kb-hand .pc-card")).size();
    }

    /** The card count a page shows on a seat ("13 cards"). */
    private static int seatCards(Browser b, int seat) {
        b.awaitServer();
        String text = (String) b.js("return document.getElementById('kb-seat-' + arguments[0]).textContent", seat);
        var m = java.util.regex.Pattern.compile("(\\d+) cards?").matcher(text);
        assertThat(m.find()).isTrue();
        return Integer.parseInt(m.group(1));
    }
}
