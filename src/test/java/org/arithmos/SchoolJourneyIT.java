package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The schools issue's journey, through the UI only: a teacher creates a class and a pupil and sets the
 * level; the pupil logs in with the class code and the pictures of the printed card and plays; the
 * teacher sees the game on the class dashboard and replays it; a parent signs up, links with the printed
 * code and sees only that child (another child's page is "not found").
 */
class SchoolJourneyIT {

    private static final String CLASS_NAME = "Year 4 Foxes";
    private static final String PUPIL = "Sam";

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void teacherPupilTeacherParent() throws Exception {
        String classCode;
        String classPath;
        String parentCode;
        List<String> pictures;
        String otherPupilPage;
        try (var teacher = Browser.open("en-US", 1366, 1000)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname === '/classes'");
            // Another class's pupil, to check later that the parent cannot open their page.
            teacher.awaitTrue("return [...document.querySelectorAll('.class-tile')]"
                    + ".some(tile => tile.textContent.includes('DOLPHINS'))");
            WebElement dolphins = teacher.driver.findElements(By.cssSelector(".class-tile")).stream()
                    .filter(tile -> tile.getText().contains("DOLPHINS")).findFirst().orElseThrow();
            teacher.click(dolphins.getAttribute("id"));
            teacher.awaitTrue("return [...document.querySelectorAll('.pupil-row-name')]"
                    + ".some(a => a.textContent.trim() === 'Léa')");
            otherPupilPage = teacher.driver.findElements(By.cssSelector(".pupil-row-name")).stream()
                    .filter(a -> a.getText().strip().equals("Léa")).findFirst().orElseThrow().getAttribute("href");
            teacher.click("nav-classes");

            teacher.await("new-class-name").findElement(By.tagName("input")).sendKeys(CLASS_NAME);
            teacher.click("create-class");
            classCode = teacher.await("class-code-big").getText();
            classPath = (String) teacher.js("return location.pathname");
            teacher.click("add-pupil");
            teacher.await("add-pupil-dialog-field").findElement(By.tagName("input")).sendKeys(PUPIL);
            teacher.click("add-pupil-dialog-ok");
            teacher.awaitTrue("return [...document.querySelectorAll('.pupil-row-name')]"
                    + ".some(a => a.textContent.trim() === '" + PUPIL + "')");
            choose(teacher, "level-step", 0);
            teacher.click("level-save");
            // The "saved" notice may cover the buttons: close it, back to the top of the page.
            teacher.js("document.querySelectorAll('vaadin-notification').forEach(n => n.opened = false);");
            teacher.awaitTrue("return document.querySelectorAll('vaadin-notification-card').length === 0");
            teacher.js("document.getElementById('print-cards').scrollIntoView({block: 'center'})");

            teacher.click("print-cards");
            teacher.await("sheets");
            WebElement card = teacher.driver.findElement(By.cssSelector(".login-card[data-pupil='" + PUPIL + "']"));
            pictures = card.findElements(By.cssSelector(".lc-picture")).stream()
                    .map(p -> p.getAttribute("data-animal")).toList();
            teacher.click("back-to-class");
            teacher.click("print-parent-cards");
            teacher.await("sheets");
            parentCode = teacher.driver.findElement(By.cssSelector(".parent-card[data-pupil='" + PUPIL + "'] .pc-code"))
                    .getText().strip();
        }

        try (var pupil = Browser.open("en-US", 1366, 900)) {
            Logins.pupil(pupil, app, classCode, PUPIL, pictures);
            pupil.awaitTrue("return location.pathname === '/play'");
            TablePage table = new TablePage(pupil).start(app, 11L, false);
            for (int turn = 0; turn < 2 && table.awaitMyTurn(Duration.ofMinutes(1)); turn++) {
                table.playTheHint();
            }
            assertThat(pupil.driver.findElements(By.id("op-times"))).as("the level the teacher set: + and − only")
                    .noneMatch(WebElement::isDisplayed);
            // A grown-up's page typed by hand: a plain "not here" inside the menu, not a bare error page.
            pupil.driver.get(app.uri("/admin").toString());
            assertThat(pupil.await("page-not-found").getText()).contains("This page is not here");
            pupil.await("nav-play");
        }

        try (var teacher = Browser.open("en-US", 1366, 1200)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname === '/classes'");
            teacher.driver.get(app.uri(classPath).toString());
            teacher.click("class-progress");
            teacher.await("dashboard-grid");
            teacher.awaitTrue("return [...document.querySelectorAll('vaadin-grid-cell-content')]"
                    + ".some(c => c.textContent.trim() === '" + PUPIL + "')");
            WebElement row = teacher.driver.findElements(By.tagName("vaadin-grid-cell-content")).stream()
                    .filter(c -> c.getText().strip().equals(PUPIL)).findFirst().orElseThrow();
            teacher.js("arguments[0].click()", row);
            teacher.awaitTrue("return location.pathname.startsWith('/pupils/')");
            assertThat(teacher.await("week-summary").getText()).contains(PUPIL + " played 1 game");
            teacher.click("replay-0");
            teacher.await("replay-position");
            teacher.click("replay-next");
            teacher.click("replay-next");
            teacher.awaitTrue("return document.getElementById('replay-position').textContent.startsWith('Move 2 of')");
            assertThat(teacher.await("replay-move").getText()).isNotBlank();
        }

        try (var parent = Browser.open("en-US", 1280, 1000)) {
            parent.driver.get(app.uri("/signup").toString());
            type(parent, "signup-name", "Sam's mother");
            type(parent, "signup-username", "sam.mother");
            type(parent, "signup-password", "a long family password");
            type(parent, "signup-again", "a long family password");
            parent.click("signup-create");
            parent.awaitTrue("return location.pathname === '/children'");
            type(parent, "link-code", parentCode);
            parent.click("link-child");
            parent.awaitTrue("return document.querySelectorAll('.child-card').length === 1");
            WebElement child = parent.driver.findElement(By.className("child-card"));
            assertThat(child.getText()).contains(PUPIL, CLASS_NAME);
            long sam = Long.parseLong(child.getAttribute("id").substring("child-".length()));
            parent.driver.get(app.uri("/pupils/" + sam).toString());
            assertThat(parent.await("week-summary").getText()).contains(PUPIL);
            parent.driver.get(otherPupilPage);
            parent.await("not-found");
            assertThat(parent.driver.findElements(By.id("week-summary"))).as("another child's page").isEmpty();
            assertThat(parent.driver.getPageSource()).doesNotContain("Léa played");
        }
    }

    private static void type(Browser browser, String id, String text) {
        browser.await(id).findElement(By.tagName("input")).sendKeys(text);
    }

    /** Clicks the n-th choice (from 0) of a radio group. */
    private static void choose(Browser browser, String group, int index) {
        List<WebElement> buttons = browser.await(group).findElements(By.tagName("vaadin-radio-button"));
        browser.js("arguments[0].scrollIntoView({block: 'center'}); arguments[0].click()", buttons.get(index));
        browser.awaitServer();
    }
}
