package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * The teacher's screens on a 1366 px wide school laptop, menu open: the class dashboard is no wider than the
 * screen, and on the class page the level panel holds its Save button, with the Multicartes choice above it
 * (issue 13). Measured from the elements' rectangles.
 */
class TeacherScreensIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void theClassPageAndTheDashboardFitA1366Screen() throws Exception {
        try (var teacher = Browser.open("en-US", 1366, 768)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname === '/classes'");
            teacher.awaitTrue("return [...document.querySelectorAll('a.class-tile')]"
                    + ".some(tile => tile.textContent.includes('Dolphins'))");
            teacher.driver.findElements(By.cssSelector("a.class-tile")).stream()
                    .filter(tile -> tile.getText().contains("Dolphins")).findFirst().orElseThrow().click();
            teacher.await("class-level");
            teacher.awaitServer();
            String classPage = teacher.driver.getCurrentUrl();

            teacher.js("arguments[0].scrollIntoView({block: 'end'})", teacher.await("level-save"));
            teacher.screenshot("class-1366");
            assertThat(overflows(teacher)).as("class page").isEmpty();
            assertThat(teacher.js("""
                    const save = document.getElementById('level-save').getBoundingClientRect();
                    const panel = document.querySelector('.level-section').getBoundingClientRect();
                    return save.left >= panel.left && save.right <= panel.right + 0.5;""")).as("Save inside its panel")
                    .isEqualTo(true);
            assertThat(teacher.js("""
                    const save = document.getElementById('level-save').getBoundingClientRect();
                    const choice = document.getElementById('multicartes-choice').getBoundingClientRect();
                    return choice.bottom <= save.top;""")).as("the Multicartes choice above Save").isEqualTo(true);

            teacher.driver.get(classPage + "/progress");
            teacher.await("dashboard-grid");
            teacher.awaitServer();
            teacher.screenshot("class-dashboard-1366");
            assertThat(overflows(teacher)).as("dashboard").isEmpty();
        }
    }

    /** What sticks out of the window on the right, or makes the page scroll sideways. */
    @SuppressWarnings("unchecked")
    private static List<String> overflows(Browser browser) {
        return (List<String>) browser.js("""
                const out = [];
                const W = document.documentElement.clientWidth;
                if (document.documentElement.scrollWidth > W) { out.push('the page scrolls sideways'); }
                const layout = document.querySelector('vaadin-app-layout');
                const content = layout && layout.shadowRoot.querySelector('[part~="content"]');
                if (content && content.scrollWidth > content.clientWidth + 1) {
                    out.push('the content scrolls sideways: ' + content.scrollWidth + ' > ' + content.clientWidth);
                }
                document.querySelectorAll('vaadin-grid').forEach(grid => {
                    const table = grid.shadowRoot && grid.shadowRoot.querySelector('#table');
                    if (table && table.scrollWidth > table.clientWidth + 1) {
                        out.push((grid.id || 'a grid') + ' scrolls sideways: ' + table.scrollWidth + ' > ' + table.clientWidth);
                    }
                });
                document.querySelectorAll('vaadin-grid-sorter').forEach(sorter => {
                    const content = sorter.shadowRoot && sorter.shadowRoot.querySelector('[part~="content"]');
                    if (content && content.scrollWidth > content.clientWidth + 1) {
                        out.push('the header "' + sorter.textContent.trim() + '" is cut');
                    }
                });
                document.querySelectorAll('vaadin-grid, vaadin-button, .level-section, .class-columns, h1')
                    .forEach(e => {
                        const r = e.getBoundingClientRect();
                        if (r.width > 0 && r.right > W + 0.5) {
                            out.push((e.id || e.className || e.tagName) + ' ends at ' + Math.round(r.right));
                        }
                    });
                return out;""");
    }
}
