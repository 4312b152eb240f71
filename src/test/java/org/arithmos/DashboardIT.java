package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The dashboards in a real browser on the demo school: Léa plays a little and sees her progress; the
 * teacher opens the Dolphins' dashboard, sorts it, opens Léa, replays her game and downloads the CSV;
 * Léa's parent opens her page. Screenshots of each screen.
 */
class DashboardIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void fromAPupilsGameToTheTeachersDashboardAndTheParentsPage() throws Exception {
        try (var lea = Browser.open("en-US", 1366, 1500)) {
            Logins.lea(lea, app);
            TablePage table = new TablePage(lea).start(app, 5L, false);
            for (int turn = 0; turn < 3 && table.awaitMyTurn(Duration.ofMinutes(1)); turn++) {
                if (turn == 1) {
                    lea.screenshot("table-pupil"); // a signed-in pupil's new game: their private live table
                }
                table.playTheHint();
            }
            lea.driver.get(app.uri("/progress").toString());
            lea.await("achievements");
            assertThat(lea.await("my-progress").getText()).contains("My progress", "My achievements");
            lea.screenshot("my-progress");
            assertThat(lea.cspViolations()).isEmpty();
        }

        String pupilPage;
        try (var teacher = Browser.open("en-US", 1366, 1200)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname !== '/login'");
            openDolphins(teacher);
            teacher.screenshot("class-dashboard");

            // Sort by games, most first: the first row has played at least as many as the second.
            WebElement sorter = teacher.driver.findElements(By.tagName("vaadin-grid-sorter")).stream()
                    .filter(s -> s.getText().strip().equals("Games")).findFirst().orElseThrow();
            teacher.js("arguments[0].click()", sorter);
            teacher.js("arguments[0].click()", sorter);
            teacher.awaitTrue("return [...document.querySelectorAll('vaadin-grid-sorter')]"
                    + ".some(s => s.textContent.trim() === 'Games' && s.getAttribute('direction') === 'desc')");
            teacher.awaitServer();
            List<?> games = (List<?>) teacher.js(FIRST_TWO_ROWS, "Games");
            assertThat(Integer.parseInt(games.get(0).toString())).isGreaterThanOrEqualTo(Integer.parseInt(games.get(1).toString()));

            // The CSV, fetched in the teacher's session as the download link would.
            String href = teacher.await("csv-download").getAttribute("href");
            Object csv = teacher.driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                    + "fetch(arguments[0]).then(r => r.arrayBuffer())"
                    + ".then(b => done(new TextDecoder('utf-8', {ignoreBOM: true}).decode(b)), e => done('failed ' + e));", href);
            assertThat(csv.toString()).startsWith("\uFEFFPupil,Level,Games,Turns").contains("Léa,");

            // Léa's row opens her page.
            WebElement leaCell = teacher.driver.findElements(By.tagName("vaadin-grid-cell-content")).stream()
                    .filter(c -> c.getText().strip().equals("Léa")).findFirst().orElseThrow();
            teacher.js("arguments[0].click()", leaCell);
            teacher.awaitTrue("return location.pathname.startsWith('/pupils/')");
            pupilPage = teacher.driver.getCurrentUrl();
            teacher.await("level-suggestion");
            teacher.await("charts");
            assertThat(teacher.await("week-summary").getText()).containsPattern("Léa played \\d+ games?");
            teacher.screenshot("pupil-page");

            // Her game, replayed.
            teacher.click("replay-0");
            teacher.awaitTrue("return location.pathname.startsWith('/replay/')");
            teacher.await("replay-position");
            for (int i = 0; i < 4; i++) {
                teacher.click("replay-next");
            }
            teacher.awaitTrue("return document.getElementById('replay-position').textContent.startsWith('Move 4 of')");
            assertThat(teacher.await("replay-move").getText()).isNotBlank();
            teacher.screenshot("replay");
            assertThat(teacher.cspViolations()).isEmpty();
        }

        try (var parent = Browser.open("en-US", 1366, 1200)) {
            Logins.withPassword(parent, app, "parent", Logins.PASSWORD);
            parent.awaitTrue("return location.pathname !== '/login'");
            parent.driver.get(pupilPage);
            assertThat(parent.await("week-summary").getText()).containsPattern("Léa played \\d+ games?");
            assertThat(parent.driver.findElements(By.id("level-suggestion"))).isEmpty();
            parent.screenshot("pupil-page-parent");
        }
    }

    /** The demo's class is the first one this teacher has; the teacher is left on its dashboard. */
    private static void openDolphins(Browser teacher) {
        Logins.dolphins(teacher, app);
        assertThat(teacher.driver.findElement(By.tagName("h1")).getText()).isEqualTo("Progress of Dolphins");
    }

    /** The values of a column in the first two rows shown, read from the grid's cells. */
    private static final String FIRST_TWO_ROWS = """
            const grid = document.getElementById('dashboard-grid');
            const headers = [...grid.querySelectorAll('vaadin-grid-sorter')].map(s => s.textContent.trim());
            const column = headers.indexOf(arguments[0]);
            const rows = [...grid.shadowRoot.querySelectorAll('tbody#items tr')]
                .filter(r => !r.hidden).sort((a, b) => a.index - b.index);
            return rows.slice(0, 2).map(r => {
                const cell = r.querySelectorAll('td')[column];
                const slot = cell.querySelector('slot');
                return slot.assignedElements().map(e => e.textContent.trim()).join('');
            });""";
}
