package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * Two pupils of the demo class on two computers (two Chromium sessions) at one live Nambarz table with a
 * robot (docs/decisions/0018): Léa opens a table, Sami finds it in "Play with my class" and sits down, Léa
 * starts it; both play whole turns and each sees the other's moves as they happen, without reloading, and
 * never the other's hand. Then, in French and Italian, a team table where each plays at their own level,
 * and Sami's computer goes off: a robot plays for him until he comes back from My games.
 */
class LiveTableIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    private static final List<String> SAMI_PICTURES = List.of("frog", "duck", "bear");

    @Test
    void twoPupilsPlayAtOneTableWithARobotAndSeeEachOthersMovesLive() throws Exception {
        try (Browser lea = Browser.open("en-US", 1366, 768); Browser sami = Browser.open("en-US", 1366, 768)) {
            Logins.lea(lea, app);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", SAMI_PICTURES);
            sami.awaitTrue("return location.pathname === '/play'");

            lea.click("nav-together");
            lea.await("open-table");
            lea.screenshot("live-lobby-empty");
            lea.click("open-table");
            String code = lea.awaitTableCode();

            sami.click("nav-together");
            sami.await("table-" + code);
            sami.screenshot("live-lobby-a-table");
            sami.click("join-" + code);
            // Léa's list shows Sami at her table without reloading (push).
            lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('Sami')");
            lea.screenshot("live-lobby-ready");
            assertThat(Accessibility.check(lea, "pupil: /together with a table")).isEmpty();
            lea.click("start-" + code);

            // Both are taken to the table; each sees their own seat.
            lea.await("hand");
            sami.await("hand");
            lea.awaitContains("live-code", code);
            sami.awaitContains("seat-0", "Léa");
            lea.awaitContains("seat-1", "Sami");

            int turnsEach = 2;
            int leaTurns = 0;
            int samiTurns = 0;
            Instant limit = Instant.now().plus(Duration.ofMinutes(3));
            while ((leaTurns < turnsEach || samiTurns < turnsEach) && Instant.now().isBefore(limit)) {
                if (myTurn(lea)) {
                    int said = said(sami);
                    playATurn(lea);
                    leaTurns++;
                    // Sami sees Léa's move as it happens.
                    sami.awaitTrue("return Number(document.getElementById('narration').dataset.said || 0) > " + said
                            + " && document.getElementById('narration').textContent.includes('Léa')");
                } else if (myTurn(sami)) {
                    int said = said(lea);
                    playATurn(sami);
                    samiTurns++;
                    lea.awaitTrue("return Number(document.getElementById('narration').dataset.said || 0) > " + said
                            + " && document.getElementById('narration').textContent.includes('Sami')");
                } else {
                    Thread.sleep(200);
                }
            }
            assertThat(leaTurns).isEqualTo(turnsEach);
            assertThat(samiTurns).isEqualTo(turnsEach);
            lea.screenshot("live-table-lea");
            assertThat(Accessibility.check(lea, "pupil: /live (a live table)")).isEmpty();
            sami.screenshot("live-table-sami");

            Thread.sleep(500);
            // Neither page holds the other's hand: one hand on each, the size the other page shows for it.
            assertThat(handSize(lea)).isEqualTo(seatCards(sami, 0));
            assertThat(handSize(sami)).isEqualTo(seatCards(lea, 1));
            assertThat(lea.driver.findElements(By.cssSelector("[id^=partner-]"))).isEmpty();
            assertThat(lea.driver.findElements(By.cssSelector(".hand-area"))).hasSize(1);
            // Every card the page was sent is in Léa's own hand or on the pile: nothing else of any hand.
            for (Browser b : List.of(lea, sami)) {
                assertThat(b.js("return [...document.querySelectorAll('[data-card]')]"
                        + ".filter(e => !e.closest('#hand') && !e.closest('#pile-area')).length")).isEqualTo(0L);
            }
        }
    }

    @Test
    void partnersAtTheirOwnLevelsAndAPupilWhoLeavesAndComesBack() throws Exception {
        // The teacher gives Sami brackets; Léa stays at "+ and −" (the class's level): a mixed-ability table.
        try (Browser teacher = Browser.open("fr-FR", 1366, 900)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname === '/classes'");
            teacher.awaitTrue("return [...document.querySelectorAll('a.class-tile')].some(t => t.textContent.includes('Dolphins'))");
            teacher.driver.findElements(By.cssSelector("a.class-tile")).stream()
                    .filter(tile -> tile.getText().contains("Dolphins")).findFirst().orElseThrow().click();
            teacher.await("class-level");
            String samiLevel = (String) teacher.js("return [...document.querySelectorAll('.pupil-row')]"
                    + ".find(r => r.querySelector('.pupil-row-name').textContent.trim() === 'Sami')"
                    + ".querySelector('[id^=pupil-level-]').id");
            teacher.click(samiLevel);
            teacher.chooseRadio("pupil-level-step", 3); // as the class, + and −, all four, brackets
            teacher.click("pupil-level-save");
            teacher.awaitTrue("return [...document.querySelectorAll('.pupil-row')]"
                    + ".some(r => r.textContent.includes('Sami') && r.querySelector('.pupil-own-level') !== null)");
        }

        Browser sami = Browser.open("it-IT", 1366, 768);
        try (Browser lea = Browser.open("fr-FR", 1366, 768)) {
            Logins.lea(lea, app);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", SAMI_PICTURES);
            sami.awaitTrue("return location.pathname === '/play'");

            // Four players in two teams of two (NZ-TEAM-1): Léa and Sami, then two robots; a seat waits 30 s.
            lea.click("nav-together");
            lea.await("open-table");
            chooseItem(lea, "live-players", 2);
            chooseItem(lea, "live-teams", 1);
            chooseItem(lea, "live-grace", 0);
            lea.screenshot("live-lobby-teams-fr");
            lea.click("open-table");
            String code = lea.awaitTableCode();
            sami.click("nav-together");
            sami.click("join-" + code);
            lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('Sami')");
            lea.click("start-" + code);
            lea.await("hand");
            sami.await("hand");

            // Partners consult (learning mode): each sees the other's hand, never a robot's.
            lea.awaitContains("partner-1", "Sami");
            sami.awaitContains("partner-0", "Léa");
            for (Browser b : List.of(lea, sami)) {
                assertThat(b.driver.findElements(By.cssSelector("#partner-2, #partner-3"))).isEmpty();
                assertThat(b.js("return [...document.querySelectorAll('[data-card]')].filter(e => !e.closest('#hand')"
                        + " && !e.closest('#pile-area') && !e.closest('.live-partner')).length")).isEqualTo(0L);
            }
            // Each at their own level: Léa builds with + and − only, Sami has × ÷ and brackets too.
            assertThat(lea.shown("op-plus")).isTrue();
            assertThat(lea.shown("op-times")).isFalse();
            assertThat(lea.shown("op-open")).isFalse();
            assertThat(sami.shown("op-times")).isTrue();
            assertThat(sami.shown("op-divide")).isTrue();
            assertThat(sami.shown("op-open")).isTrue();
            lea.screenshot("live-team-lea-fr");
            sami.screenshot("live-team-sami-it");

            // Sami's computer goes off: after the grace time a robot plays his seat, and Léa's screen says so.
            sami.close();
            within(Duration.ofSeconds(150), () -> {
                if (myTurn(lea)) {
                    playATurn(lea);
                }
                return Boolean.TRUE.equals(lea.js("const e = document.getElementById('seat-1');"
                        + " return e !== null && e.textContent.includes('un robot joue');"));
            });
            int said = said(lea);
            within(Duration.ofSeconds(90), () -> {
                if (myTurn(lea)) {
                    playATurn(lea);
                }
                return said(lea) > said + 1;
            });
            lea.screenshot("live-team-stand-in-fr");

            // He comes back from My games and takes his seat back at once, then plays on.
            sami = Browser.open("it-IT", 1366, 768);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", SAMI_PICTURES);
            sami.click("nav-games");
            sami.await("my-games");
            String tableId = lea.driver.getCurrentUrl().replaceAll(".*/live/", "");
            sami.awaitTrue("return document.querySelector(\"[data-game='" + tableId + "']\") !== null");
            String resume = (String) sami.js("return document.querySelector(\"[data-game='" + tableId + "']\").id");
            sami.click(resume);
            sami.await("hand");
            lea.awaitTrue("return !document.getElementById('seat-1').textContent.includes('un robot joue')");
            Browser back = sami;
            within(Duration.ofSeconds(120), () -> {
                if (myTurn(lea)) {
                    playATurn(lea);
                    return false;
                }
                if (myTurn(back)) {
                    playATurn(back);
                    return true;
                }
                return false;
            });
            sami.screenshot("live-team-back-it");
        } finally {
            try {
                sami.close();
            } catch (RuntimeException alreadyClosed) {
                // his first browser was closed on purpose above
            }
        }
    }

    /** Chooses the n-th item of a Vaadin select (its own items, which Flow keeps inside it), then waits for it to close. */
    private static void chooseItem(Browser b, String id, int index) {
        b.awaitServer();
        String items = "document.getElementById('" + id + "').querySelectorAll('vaadin-select-item')";
        b.js("const s = document.getElementById(arguments[0]); s.scrollIntoView({block: 'center'}); s.opened = true;", id);
        b.awaitTrue("return " + items + ".length > " + index);
        b.js(items + "[arguments[0]].click()", index);
        b.awaitTrue("return !document.getElementById('" + id + "').opened");
        b.awaitServer();
    }

    /** Repeats {@code step} until it says done, or fails after {@code limit}. */
    private static void within(Duration limit, java.util.concurrent.Callable<Boolean> step) throws Exception {
        Instant end = Instant.now().plus(limit);
        while (Instant.now().isBefore(end)) {
            if (step.call()) {
                return;
            }
            Thread.sleep(300);
        }
        throw new AssertionError("not done within " + limit);
    }

    private static boolean myTurn(Browser b) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("""
                const shown = id => { const e = document.getElementById(id); return e && e.offsetParent !== null; };
                if (shown('explanation-dialog')) { document.getElementById('explanation-ok').click(); return false; }
                return (shown('draw') || shown('pass'))
                    && document.querySelector('#hand .card-view[aria-disabled="false"]') !== null;"""));
    }

    /** Draws a card, then keeps it when that ends the turn (a turn any hand can play). */
    private static void playATurn(Browser b) throws InterruptedException {
        b.click("draw");
        Instant limit = Instant.now().plus(Duration.ofSeconds(20));
        while (Instant.now().isBefore(limit)) {
            b.awaitServer();
            boolean passShown = Boolean.TRUE.equals(b.js(
                    "const e = document.getElementById('pass'); return e && e.offsetParent !== null;"));
            boolean drawShown = Boolean.TRUE.equals(b.js(
                    "const e = document.getElementById('draw'); return e && e.offsetParent !== null;"));
            if (passShown) {
                b.click("pass");
                return;
            }
            if (!drawShown) {
                return; // the draw ended the turn (nothing to draw, or the pile ran out)
            }
            Thread.sleep(100);
        }
    }

    private static int said(Browser b) {
        return ((Number) b.js("return Number(document.getElementById('narration').dataset.said || 0)")).intValue();
    }

    private static int handSize(Browser b) {
        return b.driver.findElements(By.cssSelector("#hand .card-view")).size();
    }

    /** The card count a page shows on a seat ("7 cards"). */
    private static int seatCards(Browser b, int seat) {
        String text = b.await("seat-" + seat).findElement(By.cssSelector(".seat-cards")).getText();
        return Integer.parseInt(text.replaceAll("\\D+", ""));
    }
}
