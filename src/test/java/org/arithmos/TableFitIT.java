package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;

/**
 * The Nambarz table on a school laptop (1366 × 768) and an old classroom screen (1280 × 1024), with a hand of
 * 12 cards and a calculation of 7: every card of the hand and of the calculation, the buttons and Check's
 * explanation are on the screen without scrolling, and nothing is wider than the window. Measured from the
 * elements' rectangles in the page as it opens (issue 13: the row wrapped, the hand fell below the fold,
 * the chosen cards were hidden and the explanation was cut).
 */
class TableFitIT {

    private static final int HAND = 12;
    private static final int CALCULATION = 7;

    @RegisterExtension
    static final RunningApp app = RunningApp.sharedByGuests();

    @Test
    void twelveCardsInHandAndASevenCardCalculationFitTheScreen() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 768)) {
            TablePage table = new TablePage(browser).start(app, 3, false);
            growTheHand(browser, table);
            buildACalculation(browser, table);
            browser.click("check");
            browser.await("explanation");
            for (int[] size : new int[][] {{1366, 768}, {1280, 1024}}) {
                resize(browser, size[0], size[1]);
                String screen = size[0] + "x" + size[1];
                browser.js("""
                        const layout = document.querySelector('vaadin-app-layout');
                        const content = layout && layout.shadowRoot.querySelector('[part~="content"]');
                        if (content) { content.scrollTop = 0; }
                        window.scrollTo(0, 0);""");
                browser.screenshot("table-" + screen);
                assertFits(browser, screen);
            }
        }
    }

    /** The three other games' tables, as dealt: the whole hand and the actions on the screen, nothing sideways. */
    @Test
    void theOtherGamesTablesFitTheScreen() throws Exception {
        record Game(String start, String button, String hand, String cards) {
        }
        List<Game> games = List.of(
                new Game("/multicartes?seed=20261122", "mc-start", "mc-hand", "#mc-hand .mc-card"),
                new Game("/nain-jaune?seed=20261122", "nj-start", "nj-hand", "#nj-hand .pc-card"),
                new Game("/krambambuli?seed=3", "kb-start", "kb-hand", "#kb-hand .pc-card"));
        try (var browser = Browser.open("en-US", 1366, 768)) {
            for (Game game : games) {
                browser.driver.get(app.uri(game.start()).toString());
                browser.click(game.button());
                browser.await(game.hand());
                for (int[] size : new int[][] {{1366, 768}, {1280, 1024}}) {
                    resize(browser, size[0], size[1]);
                    String screen = game.hand() + " " + size[0] + "x" + size[1];
                    browser.screenshot("table-" + game.hand().substring(0, 2) + "-" + size[0] + "x" + size[1]);
                    @SuppressWarnings("unchecked")
                    var outside = (List<String>) browser.js("""
                            const out = [];
                            const W = window.innerWidth, H = window.innerHeight;
                            const cards = document.querySelectorAll(arguments[0]);
                            if (cards.length === 0) { out.push('no card in the hand'); }
                            cards.forEach((c, i) => {
                                const r = c.getBoundingClientRect();
                                if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) {
                                    out.push('hand card ' + i + ' is outside the screen: ' + JSON.stringify(r));
                                }
                            });
                            if (document.documentElement.scrollWidth > W) { out.push('the page is wider than the window'); }
                            return out;""", game.cards());
                    assertThat(outside).as(screen).isEmpty();
                }
                resize(browser, 1366, 768);
            }
        }
    }

    /** Draws and keeps, turn after turn, until the hand holds 12 cards. */
    private static void growTheHand(Browser browser, TablePage table) throws InterruptedException {
        while (table.hand().size() < HAND) {
            assertThat(table.awaitMyTurn(Duration.ofSeconds(60))).as("the game goes on").isTrue();
            browser.click("draw");
            browser.awaitTrue("const p = document.getElementById('pass'); return p && p.offsetParent !== null;");
            browser.click("pass");
        }
        assertThat(table.awaitMyTurn(Duration.ofSeconds(60))).isTrue();
    }

    /** Seven number cards of the hand with + between them (whatever the result: Check judges it). */
    private static void buildACalculation(Browser browser, TablePage table) {
        List<WebElement> numbers = table.hand().stream()
                .filter(c -> !c.getAttribute("data-card").startsWith("J-")).toList();
        assertThat(numbers.size()).as("number cards in the hand").isGreaterThanOrEqualTo(CALCULATION);
        for (int i = 0; i < CALCULATION; i++) {
            if (i > 0) {
                browser.click("op-plus");
            }
            table.clickCard(numbers.get(i));
        }
        assertThat(browser.driver.findElements(By.cssSelector("#calculation .card-view"))).hasSize(CALCULATION);
    }

    private static void resize(Browser browser, int width, int height) {
        browser.driver.manage().window().setSize(new Dimension(width, height));
        // The window's outside may differ from its inside: correct by the difference once.
        long innerWidth = (Long) browser.js("return window.innerWidth");
        long innerHeight = (Long) browser.js("return window.innerHeight");
        browser.driver.manage().window().setSize(new Dimension(
                width + (int) (width - innerWidth), height + (int) (height - innerHeight)));
        browser.awaitTrue("return window.innerWidth === " + width + " && window.innerHeight === " + height);
        browser.awaitServer();
    }

    @SuppressWarnings("unchecked")
    private static void assertFits(Browser browser, String screen) {
        var outside = (List<String>) browser.js("""
                const out = [];
                const W = window.innerWidth, H = window.innerHeight;
                const inView = (e, what) => {
                    const r = e.getBoundingClientRect();
                    if (r.width === 0 || r.height === 0) { out.push(what + ' is not shown'); return; }
                    if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) {
                        out.push(what + ' is outside the screen: ' + JSON.stringify(r));
                    }
                };
                document.querySelectorAll('#hand .card-view').forEach((c, i) => inView(c, 'hand card ' + i));
                document.querySelectorAll('#calculation .card-view').forEach((c, i) => inView(c, 'calculation card ' + i));
                ['play', 'check', 'hint', 'op-plus', 'running-result', 'target-card', 'explanation', 'seat-0']
                    .forEach(id => inView(document.getElementById(id), id));
                // The hand scrolls inside its box when it must: it must not, and a chosen card (lifted, with its
                // tick above and a ring around) stays inside the box, which cuts what sticks out.
                const hand = document.getElementById('hand');
                if (hand.scrollHeight > hand.clientHeight + 1) { out.push('the hand must scroll to be seen'); }
                const box = hand.getBoundingClientRect();
                document.querySelectorAll('#hand .card-view').forEach((c, i) => {
                    const r = c.getBoundingClientRect();
                    if (r.top - 12 < box.top || r.left - 9 < box.left || r.right + 9 > box.right || r.bottom > box.bottom) {
                        out.push('hand card ' + i + ' is cut by the hand box: ' + JSON.stringify(r) + ' in ' + JSON.stringify(box));
                    }
                });
                const bar = document.getElementById('calculation').getBoundingClientRect();
                document.querySelectorAll('#calculation .card-view').forEach((c, i) => {
                    const r = c.getBoundingClientRect();
                    if (r.bottom > bar.bottom + 0.5 || r.right > bar.right + 0.5) {
                        out.push('calculation card ' + i + ' overflows its row');
                    }
                });
                const ex = document.getElementById('explanation');
                const story = ex.parentElement.getBoundingClientRect();
                const er = ex.getBoundingClientRect();
                if (er.bottom > story.bottom + 0.5) { out.push('the explanation is cut by the story box'); }
                if (ex.scrollHeight > ex.clientHeight + 1 && getComputedStyle(ex).overflowY !== 'auto') {
                    out.push('the explanation is cut and cannot scroll');
                }
                if (document.documentElement.scrollWidth > W) { out.push('the page is wider than the window'); }
                return out;""");
        assertThat(outside).as(screen).isEmpty();
        Map<String, Object> counts = (Map<String, Object>) browser.js("""
                return {hand: document.querySelectorAll('#hand .card-view').length,
                        calculation: document.querySelectorAll('#calculation .card-view').length};""");
        assertThat(counts).as(screen).containsEntry("hand", (long) HAND).containsEntry("calculation", (long) CALCULATION);
    }
}
