package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What a Nambarz move costs the browser (issue 12 §3), against the packaged jar in headless Chromium, measured by
 * {@link WireMeter}: the answers to the pupil's own clicks (hint, cards, operators, play) and the pushes until
 * their turn comes back, at a table against robots and at a live table. Prints the figures for
 * docs/benchmarks.md ("What a screen costs"); asserts only the ceilings the card URLs (decision 0032) keep.
 */
class ScreenCostIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void oneMoveAtATableAgainstRobots() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 768)) {
            WireMeter meter = WireMeter.install(browser);
            TablePage table = new TablePage(browser).start(app, 20261122L, false);
            assertThat(table.awaitMyTurn(Duration.ofMinutes(2))).isTrue();
            meter.reset();
            table.playTheHint();
            WireMeter.Received mine = meter.read();
            table.awaitMyTurn(Duration.ofMinutes(2));
            WireMeter.Received all = meter.read();
            System.out.println("[screen cost] robots table, the pupil's move: " + mine);
            System.out.println("[screen cost] robots table, until the pupil's next turn: " + all);
            // Before the card pictures had addresses (decision 0032): 273,430 B raw and on the wire (2026-11-27).
            assertThat(all.inlineSvgs()).as("card pictures sent as markup").isZero();
            assertThat(all.answerBytes() + all.pushBytes()).as("bytes for one move and the robots' replies")
                    .isLessThan(220_000);
            assertThat(all.answerBytesOnTheWire()).as("answers compressed").isLessThan(all.answerBytes() / 2);
            assertThat(browser.cspViolations()).isEmpty();
            // Each picture came once, from its address, and the browser may keep it.
            @SuppressWarnings("unchecked")
            var pictures = (java.util.List<Object>) browser.js("return performance.getEntriesByType('resource')"
                    + ".filter(e => e.name.includes('/cards/')).map(e => e.name)");
            System.out.println("[screen cost] card pictures fetched during the move: " + pictures.size());
        }
    }

    @Test
    void oneMoveAtALiveTable() throws Exception {
        try (Browser lea = Browser.open("en-US", 1366, 768); Browser sami = Browser.open("en-US", 1366, 768)) {
            WireMeter leaMeter = WireMeter.install(lea);
            WireMeter samiMeter = WireMeter.install(sami);
            Logins.lea(lea, app);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", LiveTableIT.SAMI_PICTURES);
            sami.awaitTrue("return location.pathname === '/play'");
            lea.click("nav-together");
            lea.await("open-table");
            lea.click("open-table");
            String code = lea.awaitTableCode();
            sami.click("nav-together");
            sami.await("table-" + code);
            sami.click("join-" + code);
            lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('Sami')");
            lea.click("start-" + code);
            lea.await("hand");
            sami.await("hand");
            LiveTableIT.within(Duration.ofMinutes(2), () -> LiveTableIT.myTurn(lea) || LiveTableIT.myTurn(sami));
            Browser mover = LiveTableIT.myTurn(lea) ? lea : sami;
            Browser watcher = mover == lea ? sami : lea;
            WireMeter moverMeter = mover == lea ? leaMeter : samiMeter;
            WireMeter watcherMeter = mover == lea ? samiMeter : leaMeter;
            int said = Integer.parseInt(String.valueOf(watcher.js(
                    "return Number(document.getElementById('narration').dataset.said || 0)")));
            moverMeter.reset();
            watcherMeter.reset();
            LiveTableIT.playATurn(mover);
            watcher.awaitTrue("return Number(document.getElementById('narration').dataset.said || 0) > " + said);
            Thread.sleep(1000);
            WireMeter.Received moved = moverMeter.read();
            WireMeter.Received watched = watcherMeter.read();
            System.out.println("[screen cost] live table, the pupil who moved (draw, keep): " + moved);
            System.out.println("[screen cost] live table, the pupil who watched: " + watched);
            // Before decision 0032: 63,039 B to the mover, 37,597 B to the watcher (2026-11-27).
            assertThat(moved.inlineSvgs() + watched.inlineSvgs()).as("card pictures sent as markup").isZero();
            assertThat(moved.answerBytesOnTheWire() + moved.pushBytes()).as("bytes to the mover").isLessThan(20_000);
            assertThat(watched.answerBytes() + watched.pushBytes()).as("bytes to the watcher").isLessThan(35_000);
            assertThat(watched.socketExtensions()).as("push compressed by the socket").contains("permessage-deflate");
        }
    }

    /**
     * The four tables after decision 0032, in light and dark (screenshots cards-*-light/dark.png): every card
     * picture is loaded from its address, and the page's Content-Security-Policy lets it.
     */
    @Test
    void theFourTablesShowTheirCardsInLightAndDark() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            new TablePage(browser).start(app, 20261122L, false);
            shoot(browser, "nambarz");
            for (String game : java.util.List.of("multicartes", "nain-jaune", "krambambuli")) {
                String prefix = switch (game) {
                    case "multicartes" -> "mc";
                    case "nain-jaune" -> "nj";
                    default -> "kb";
                };
                browser.driver.get(app.uri("/" + game + "?seed=20261122").toString());
                browser.click(prefix + "-start");
                browser.await(prefix + "-hand");
                shoot(browser, game);
            }
            assertThat(browser.cspViolations()).isEmpty();
        }
    }

    private static void shoot(Browser browser, String game) throws Exception {
        browser.awaitTrue("return [...document.querySelectorAll('img[src^=\"/cards/\"]')]"
                + ".every(img => img.complete)");
        Object broken = browser.js("return [...document.querySelectorAll('img[src^=\"/cards/\"]')]"
                + ".filter(img => img.naturalWidth === 0).map(img => img.src)");
        assertThat((java.util.List<?>) broken).as(game + ": card pictures not shown").isEmpty();
        assertThat(((Number) browser.js("return document.querySelectorAll('img[src^=\"/cards/\"]').length"))
                .intValue()).as(game + ": card pictures").isGreaterThan(3);
        browser.screenshot("cards-" + game + "-light");
        browser.js("document.documentElement.setAttribute('theme', 'dark');"
                + " document.documentElement.style.colorScheme = 'dark';");
        Thread.sleep(300);
        browser.screenshot("cards-" + game + "-dark");
        browser.js("document.documentElement.removeAttribute('theme'); document.documentElement.style.colorScheme = '';");
    }
}
