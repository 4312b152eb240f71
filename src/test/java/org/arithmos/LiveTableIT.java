package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * Two pupils of the demo class on two computers (two Chromium sessions) at one live Nambarz table with a
 * robot (docs/decisions/0018): Léa opens a table, Sami finds it in "Play with my class" and sits down, Léa
 * starts it; both play whole turns and each sees the other's moves as they happen, without reloading, and
 * never the other's hand; then they play the whole game to its end by following the Hint button (learning mode). (The team table at two levels is {@link LiveTeamTableIT}: a table left playing would
 * take Léa to it from the lobby, so each has an app of its own.)
 */
class LiveTableIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    static final List<String> SAMI_PICTURES = List.of("frog", "duck", "bear");

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

            // And on to the end of the game (one round): each plays what the Hint button suggests, as a pupil
            // in learning mode may; the game ends for both with the final standings (NZ-END-1).
            // (About 2 minutes alone on 2 cores; a deal may take three times as many moves as another.)
            within(Duration.ofMinutes(12), () -> {
                for (Browser b : List.of(lea, sami)) {
                    if (!gameOver(b) && Boolean.TRUE.equals(b.js("return document.getElementById('round-continue') !== null"))) {
                        b.click("round-continue"); // a tie-break round (NZ-END-*): the game goes on
                    } else if (!gameOver(b) && myTurn(b)) {
                        playTheHint(b);
                    }
                }
                return gameOver(lea) && gameOver(sami);
            });
            // Each reads the other by name, and "You" for themselves (the dialog once said "You" for both).
            lea.awaitContains("final-standings", "Sami");
            sami.awaitContains("final-standings", "Léa");
            lea.screenshot("live-table-game-over");
        }
    }

    /** Whether the page shows the end of the game: the last round's dialog with the final standings. */
    static boolean gameOver(Browser b) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("return document.getElementById('final-standings') !== null"));
    }

    /**
     * Plays what the Hint button suggests (the table is in learning mode, the lobby's default), as a pupil who
     * follows it would: the hinted cards in the order the hint says them, with its operators and brackets; a
     * hinted joker or single card alone; ending the turn, or drawing then ending it, when the hint marks no card.
     */
    @SuppressWarnings("unchecked")
    static void playTheHint(Browser b) throws InterruptedException {
        int said = said(b);
        b.click("hint");
        b.awaitTrue("return Number(document.getElementById('narration').dataset.said || 0) > " + said);
        List<List<String>> hinted = (List<List<String>>) b.js("return [...document.querySelectorAll("
                + "'#hand .card-hinted')].map(c => [c.id, (c.dataset.card || '').split('-')[0]])");
        if (hinted.isEmpty()) {
            boolean passShown = Boolean.TRUE.equals(b.js(
                    "const e = document.getElementById('pass'); return e && e.offsetParent !== null;"));
            if (passShown) {
                b.click("pass");
            } else {
                playATurn(b);
            }
            return;
        }
        List<String> clicks = new ArrayList<>();
        if (hinted.size() == 1) {
            clicks.add(hinted.getFirst().getFirst());
        } else {
            String hint = (String) b.js("const l = document.querySelectorAll('#narration .say-hint');"
                    + " return l[l.length - 1].textContent;");
            List<List<String>> unused = new ArrayList<>(hinted);
            Matcher token = Pattern.compile("\\d+|[+−×÷()]").matcher(hint.substring(hint.indexOf("try")));
            while (token.find()) {
                String t = token.group();
                switch (t) {
                    case "+" -> clicks.add("op-plus");
                    case "−" -> clicks.add("op-minus");
                    case "×" -> clicks.add("op-times");
                    case "÷" -> clicks.add("op-divide");
                    case "(" -> clicks.add("op-open");
                    case ")" -> clicks.add("op-close");
                    default -> {
                        List<String> card = unused.stream().filter(c -> c.get(1).equals(t)).findFirst()
                                .orElseThrow(() -> new AssertionError("no hinted card " + t + " for: " + hint));
                        unused.remove(card);
                        clicks.add(card.getFirst());
                    }
                }
            }
        }
        for (String id : clicks) {
            b.click(id);
        }
        b.click("play");
    }

    /** Chooses the n-th item of a Vaadin select (its own items, which Flow keeps inside it), then waits for it to close. */
    static void chooseItem(Browser b, String id, int index) {
        b.awaitServer();
        String items = "document.getElementById('" + id + "').querySelectorAll('vaadin-select-item')";
        b.js("const s = document.getElementById(arguments[0]); s.scrollIntoView({block: 'center'}); s.opened = true;", id);
        b.awaitTrue("return " + items + ".length > " + index);
        b.js(items + "[arguments[0]].click()", index);
        b.awaitTrue("return !document.getElementById('" + id + "').opened");
        b.awaitServer();
    }

    /** Repeats {@code step} until it says done, or fails after {@code limit}. */
    static void within(Duration limit, java.util.concurrent.Callable<Boolean> step) throws Exception {
        Instant end = Instant.now().plus(limit);
        while (Instant.now().isBefore(end)) {
            if (step.call()) {
                return;
            }
            Thread.sleep(300);
        }
        throw new AssertionError("not done within " + limit);
    }

    static boolean myTurn(Browser b) {
        b.awaitServer();
        return Boolean.TRUE.equals(b.js("""
                const shown = id => { const e = document.getElementById(id); return e && e.offsetParent !== null; };
                if (shown('explanation-dialog')) { document.getElementById('explanation-ok').click(); return false; }
                return (shown('draw') || shown('pass'))
                    && document.querySelector('#hand .card-view[aria-disabled="false"]') !== null;"""));
    }

    /** Draws a card, then keeps it when that ends the turn (a turn any hand can play). */
    static void playATurn(Browser b) throws InterruptedException {
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

    static int said(Browser b) {
        return ((Number) b.js("return Number(document.getElementById('narration').dataset.said || 0)")).intValue();
    }

    static int handSize(Browser b) {
        return b.driver.findElements(By.cssSelector("#hand .card-view")).size();
    }

    /** The card count a page shows on a seat ("7 cards"). */
    static int seatCards(Browser b, int seat) {
        b.await("seat-" + seat);
        // Read in one step: a robot's move redraws the seats between finding a seat and reading inside it.
        String text = String.valueOf(b.js("const e = document.querySelector('#seat-' + arguments[0] + ' .seat-cards');"
                + " return e ? e.textContent : '';", seat));
        return Integer.parseInt(text.replaceAll("\\D+", ""));
    }
}
