package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 13 §2 (WCAG 1.4.4, 1.4.10): every page at 200 % zoom of a 1366 × 768 screen, as every role that may open
 * it, the card games' tables and a Nambarz replay, after {@link ZoomIT} checked five pages more closely (a table's hand, the menu). The same check: no
 * text or control cut off horizontally where nothing scrolls to it. The pages are those {@link AccessibilityIT} and
 * {@link AccessibilityMoreRoutesIT} open; every cut-off is gathered, then reported at once with its page.
 */
class ZoomEveryPageIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    private static final List<String> EVERYONES_PAGES = List.of("/", "/rules", "/rules/multicartes",
            "/rules/nain-jaune", "/rules/krambambuli", "/play", "/multicartes", "/nain-jaune", "/krambambuli",
            "/accessibility");

    private final List<String> cutOff = new ArrayList<>();

    @Test
    void everyPageOfEveryRoleAt200Percent() throws Exception {
        try (var guest = ZoomIT.zoomed()) {
            visitAll(guest, "guest", EVERYONES_PAGES);
            visitAll(guest, "guest", List.of("/login", "/class", "/signup", "/nonexistent",
                    "/sign-in/refused?why=failed"));
            // The card games' tables, a known deal each, as a guest starts them.
            for (String[] game : List.of(new String[] {"multicartes", "mc"}, new String[] {"nain-jaune", "nj"},
                    new String[] {"krambambuli", "kb"})) {
                guest.driver.get(app.uri("/" + game[0] + "?seed=20261122").toString());
                guest.click(game[1] + "-start");
                guest.await(game[1] + "-hand");
                guest.awaitServer();
                check(guest, "guest", "the " + game[0] + " table");
            }
        }
        try (var pupil = ZoomIT.zoomed()) {
            Logins.lea(pupil, app);
            visitAll(pupil, "pupil", EVERYONES_PAGES);
            visitAll(pupil, "pupil", List.of("/games", "/progress", "/together"));
            // The card games' replays (0035), from Léa's own seat a few moves in: her finished tables of each game.
            for (var replay : finishedCardTables(pupil).entrySet()) {
                pupil.driver.get(app.uri("/table-replay/" + replay.getValue()).toString());
                pupil.await("replay-position");
                for (int move = 0; move < 3; move++) {
                    pupil.click("replay-next");
                }
                pupil.awaitServer();
                check(pupil, "pupil", "a " + replay.getKey() + " replay");
            }
        }
        String dolphins;
        String leaPage;
        try (var teacher = ZoomIT.zoomed()) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname !== '/login'");
            dolphins = Logins.dolphins(teacher, app);
            visitAll(teacher, "teacher", EVERYONES_PAGES);
            visitAll(teacher, "teacher", List.of("/games", "/classes", dolphins, dolphins + "/cards",
                    dolphins + "/parent-cards", dolphins + "/progress", dolphins + "/class-game", "/classes/import"));
            leaPage = leasPage(teacher, dolphins);
            visitAll(teacher, "teacher", List.of(leaPage, leaPage + "/data"));
            // One of Léa's Nambarz games replayed move by move, a few moves in.
            teacher.driver.get(app.uri(leaPage).toString());
            teacher.click("replay-0");
            teacher.await("replay-position");
            for (int move = 0; move < 3; move++) {
                teacher.click("replay-next");
            }
            teacher.awaitServer();
            check(teacher, "teacher", "a Nambarz replay");
        }
        try (var parent = ZoomIT.zoomed()) {
            Logins.withPassword(parent, app, "parent", Logins.PASSWORD);
            parent.awaitTrue("return location.pathname !== '/login'");
            visitAll(parent, "parent", List.of("/", "/children", "/games", leaPage, leaPage + "/data"));
        }
        try (var admin = ZoomIT.zoomed()) {
            Logins.withPassword(admin, app, "admin", Logins.PASSWORD);
            admin.awaitTrue("return location.pathname !== '/login'");
            visitAll(admin, "admin", List.of("/", "/admin", "/admin/privacy", "/admin/sign-ins", "/classes",
                    dolphins, dolphins + "/progress", leaPage));
        }
        assertThat(cutOff).as("texts and controls cut off at 200 %").isEmpty();
    }

    private void visitAll(Browser browser, String role, List<String> paths) throws Exception {
        for (String path : paths) {
            browser.driver.get(app.uri(path).toString());
            browser.awaitTrue("return document.querySelector('vaadin-app-layout') !== null"
                    + " && document.querySelector('main, [role=main], h1, h2') !== null");
            browser.awaitServer();
            check(browser, role, path);
        }
    }

    /** Gathers what is cut off on the page shown now, with a screenshot when something is. */
    private void check(Browser browser, String role, String page) throws Exception {
        assertThat(((Number) browser.js("return innerWidth")).intValue()).isEqualTo(683);
        @SuppressWarnings("unchecked")
        List<String> found = (List<String>) browser.js(ZoomIT.CUT_OFF);
        if (!found.isEmpty()) {
            cutOff.add(role + " " + page + ": " + found);
            browser.screenshot("zoom-200-cut-" + role + "-" + page.replaceAll("[^a-z0-9]+", "-"));
        }
    }

    /**
     * One finished table of each card game the pupil has played, by game ({@code krambambuli} to the table's id), as
     * My games' "See" buttons open them; it fails unless the demo gave the pupil one of each.
     */
    private static java.util.Map<String, String> finishedCardTables(Browser pupil) {
        java.util.Map<String, String> found = new java.util.TreeMap<>();
        pupil.driver.get(app.uri("/games").toString());
        pupil.await("my-games");
        long buttons = (Long) pupil.js("return document.querySelectorAll('[id^=resume-]').length");
        for (int i = 0; i < buttons && found.size() < 3; i++) {
            pupil.driver.get(app.uri("/games").toString());
            pupil.await("resume-" + i);
            if (!"See".equals(pupil.await("resume-" + i).getText().trim())) {
                continue;
            }
            pupil.click("resume-" + i);
            pupil.awaitTrue("return location.pathname.startsWith('/live/')");
            String[] path = ((String) pupil.js("return location.pathname")).split("/");
            if (path.length == 4) {
                found.putIfAbsent(path[2], path[3]);
            }
        }
        assertThat(found).as("Léa's finished card games in the demo").containsOnlyKeys("multicartes", "nain-jaune",
                "krambambuli");
        return found;
    }

    /** Léa's pupil page, reached from the class's dashboard as a teacher does. */
    private static String leasPage(Browser teacher, String dolphins) {
        teacher.driver.get(app.uri(dolphins + "/progress").toString());
        teacher.await("dashboard-grid");
        teacher.awaitTrue("return [...document.querySelectorAll('vaadin-grid-cell-content')]"
                + ".some(c => c.textContent.trim() === 'Léa')");
        teacher.js("[...document.querySelectorAll('vaadin-grid-cell-content')]"
                + ".find(c => c.textContent.trim() === 'Léa').click()");
        teacher.awaitTrue("return location.pathname.startsWith('/pupils/')");
        return teacher.driver.getCurrentUrl().replaceFirst("^https?://[^/]+", "");
    }
}
