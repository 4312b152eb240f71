package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The accessibility floor (issue 13, decision 0021): axe-core's WCAG 2.1 A and AA rules on every route, as
 * every role of the demo school that may open it, in the states that matter, in light and dark: no serious
 * or critical finding. One app, one browser per role. The report is written to target/accessibility/.
 */
class AccessibilityIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    /** The routes that look the same to everyone but for the menu, which differs by role. */
    private static final List<String> EVERYONES_PAGES = List.of("/", "/rules", "/rules/multicartes",
            "/rules/nain-jaune", "/rules/krambambuli", "/play", "/multicartes", "/nain-jaune", "/krambambuli");

    private final List<String> serious = new ArrayList<>();

    @Test
    void aGuestLogsInStepByStepAndPlaysEachGame() throws Exception {
        try (var guest = Browser.open("en-US", 1366, 768)) {
            visitAll(guest, "guest", EVERYONES_PAGES);
            visit(guest, "guest", "/signup");
            visit(guest, "guest", "/login");
            visit(guest, "guest", "/nonexistent");
            theStatementIsLinkedFromTheMenuInThreeLanguages(guest);
            guest.driver.get(app.uri("/class").toString());
            guest.await("class-code").findElement(By.tagName("input")).sendKeys("NOPE42");
            guest.click("class-code-next");
            check(guest, "guest: class login, unknown code");
            guest.driver.get(app.uri("/class").toString());
            guest.await("class-code").findElement(By.tagName("input")).sendKeys(Logins.CLASS_CODE);
            guest.click("class-code-next");
            check(guest, "guest: class login, names");
            WebElement lea = guest.driver.findElements(By.cssSelector(".pupil-name")).stream()
                    .filter(b -> b.getText().strip().equals("Léa")).findFirst().orElseThrow();
            guest.click(lea.getAttribute("id"));
            check(guest, "guest: class login, pictures");

            nambarzWithThePenaltyDialogOpen(guest, "guest");
            nambarzToTheEndOfARound(guest);
            multicartes(guest, "guest");
            guest.driver.get(app.uri("/nain-jaune?seed=20261122").toString());
            guest.click("nj-start");
            guest.await("nj-hand");
            check(guest, "guest: Nain Jaune table");
            guest.driver.get(app.uri("/krambambuli?seed=20261122").toString());
            guest.click("kb-start");
            guest.await("kb-hand");
            check(guest, "guest: Krambambuli table");
        }
        assertThat(serious).as("serious and critical accessibility findings").isEmpty();
    }

    @Test
    void aPupilPlaysAndSeesTheirProgress() throws Exception {
        try (var pupil = Browser.open("en-US", 1366, 768)) {
            Logins.lea(pupil, app);
            check(pupil, "pupil: new game after login");
            visitAll(pupil, "pupil", EVERYONES_PAGES);
            visitAll(pupil, "pupil", List.of("/games", "/progress"));
            new TablePage(pupil).start(app, 3L, false).awaitMyTurn(Duration.ofMinutes(1));
            check(pupil, "pupil: Nambarz table, my turn");
            multicartes(pupil, "pupil");
        }
        assertThat(serious).as("serious and critical accessibility findings").isEmpty();
    }

    @Test
    void theTeacherParentAndAdminOpenTheirPages() throws Exception {
        String leaPage;
        String dolphins;
        try (var teacher = Browser.open("en-US", 1366, 768)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname !== '/login'");
            dolphins = Logins.dolphins(teacher, app);
            visitAll(teacher, "teacher", EVERYONES_PAGES);
            visitAll(teacher, "teacher", List.of("/games", "/classes", dolphins, dolphins + "/cards",
                    dolphins + "/parent-cards", dolphins + "/progress"));
            WebElement leaCell = teacher.driver.findElements(By.tagName("vaadin-grid-cell-content")).stream()
                    .filter(c -> c.getText().strip().equals("Léa")).findFirst().orElseThrow();
            teacher.js("arguments[0].click()", leaCell);
            teacher.awaitTrue("return location.pathname.startsWith('/pupils/')");
            teacher.await("charts");
            leaPage = teacher.driver.getCurrentUrl().replaceFirst("^https?://[^/]+", "");
            check(teacher, "teacher: " + leaPage);
            teacher.click("replay-0");
            teacher.await("replay-position");
            teacher.click("replay-next");
            check(teacher, "teacher: a replay");
            visit(teacher, "teacher", leaPage + "/data");
            teacher.click("delete-pupil");
            check(teacher, "teacher: delete a pupil, dialog open");
        }
        try (var parent = Browser.open("en-US", 1366, 768)) {
            Logins.withPassword(parent, app, "parent", Logins.PASSWORD);
            parent.awaitTrue("return location.pathname !== '/login'");
            visitAll(parent, "parent", EVERYONES_PAGES);
            visitAll(parent, "parent", List.of("/children", "/games", leaPage, leaPage + "/data"));
        }
        try (var admin = Browser.open("en-US", 1366, 768)) {
            Logins.withPassword(admin, app, "admin", Logins.PASSWORD);
            admin.awaitTrue("return location.pathname !== '/login'");
            visitAll(admin, "admin", EVERYONES_PAGES);
            visitAll(admin, "admin", List.of("/admin", "/admin/privacy", "/games", "/classes", dolphins,
                    dolphins + "/progress", leaPage, leaPage + "/data"));
        }
        assertThat(serious).as("serious and critical accessibility findings").isEmpty();
    }

    /** The accessibility statement (issue 13): public, in the menu, in English, French and Italian. */
    private void theStatementIsLinkedFromTheMenuInThreeLanguages(Browser guest) throws java.io.IOException {
        guest.driver.get(app.uri("/").toString());
        guest.await("nav-accessibility").click();
        guest.awaitTrue("return location.pathname === '/accessibility'");
        assertThat(guest.await("accessibility-statement").getText()).contains("Accessibility statement",
                "What was tested, and with what", "axe-core 4.14.1", "What is known not to conform yet");
        check(guest, "guest: /accessibility");
        guest.screenshot("accessibility-statement");
        guest.click("lang-fr");
        guest.awaitTrue("return document.querySelector('#accessibility-statement h1').textContent"
                + " === 'Déclaration d’accessibilité'");
        assertThat(guest.await("a11y-gaps").getText()).contains("Ce qui n’est pas encore conforme");
        assertThat(guest.driver.getTitle()).startsWith("Déclaration d’accessibilité");
        guest.click("lang-it");
        guest.awaitTrue("return document.querySelector('#accessibility-statement h1').textContent"
                + " === 'Dichiarazione di accessibilità'");
        check(guest, "guest: /accessibility in Italian");
        guest.click("lang-en");
        guest.awaitTrue("return document.documentElement.lang === 'en'");
    }

    private void check(Browser browser, String page) {
        serious.addAll(Accessibility.check(browser, page));
    }

    private void visitAll(Browser browser, String role, List<String> paths) {
        for (String path : paths) {
            visit(browser, role, path);
        }
    }

    private void visit(Browser browser, String role, String path) {
        browser.driver.get(app.uri(path).toString());
        browser.awaitTrue("return document.querySelector('vaadin-app-layout') !== null"
                + " && document.querySelector('main, [role=main], h1, h2') !== null");
        check(browser, role + ": " + path);
    }

    /** A game-mode Nambarz table, a wrong calculation played: the penalty dialog is open. */
    private void nambarzWithThePenaltyDialogOpen(Browser browser, String role) throws InterruptedException {
        TablePage table = new TablePage(browser).start(app, 3L, true);
        assertThat(table.awaitMyTurn(Duration.ofMinutes(1))).isTrue();
        check(browser, role + ": Nambarz table, my turn");
        int target = table.targetValue();
        List<WebElement> symbols = table.hand().stream()
                .filter(c -> c.getAttribute("data-card").matches("\\d+")).toList();
        WebElement[] pair = wrongPair(symbols, target);
        table.clickCard(pair[0]);
        browser.click("op-plus");
        table.clickCard(pair[1]);
        check(browser, role + ": Nambarz table, a calculation built");
        browser.click("play");
        browser.await("explanation-dialog");
        check(browser, role + ": Nambarz table, penalty dialog open");
        browser.click("explanation-ok");
    }

    private void nambarzToTheEndOfARound(Browser browser) throws InterruptedException {
        TablePage table = new TablePage(browser).start(app, 7L, false);
        for (int moves = 0; !table.present("round-dialog"); moves++) {
            assertThat(moves).as("moves before the round ends").isLessThan(2000);
            if (table.myTurn()) {
                table.playTheHint();
            } else if (table.present("explanation-dialog")) {
                browser.click("explanation-ok");
            }
            Thread.sleep(200);
        }
        check(browser, "guest: Nambarz, end of a round");
    }

    private void multicartes(Browser browser, String role) {
        browser.driver.get(app.uri("/multicartes?seed=20261122").toString());
        browser.click("mc-start");
        browser.await("mc-hand");
        check(browser, role + ": Multicartes table");
    }

    /** Two number cards whose sum is not the target and which do not match it. */
    private static WebElement[] wrongPair(List<WebElement> symbols, int target) {
        for (WebElement a : symbols) {
            for (WebElement b : symbols) {
                int x = Integer.parseInt(TablePage.value(a));
                int y = Integer.parseInt(TablePage.value(b));
                if (a != b && x != target && y != target && x + y != target) {
                    return new WebElement[] {a, b};
                }
            }
        }
        throw new AssertionError("no two number cards for a wrong calculation with this deal");
    }
}
