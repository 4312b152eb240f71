package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A teacher's journey: a new class, a new pupil, the class level set to + and − with 4 jokers, the login
 * cards printed; then the pupil logs in with what the card shows and plays at that level. The admin sees
 * the new class among all the school's.
 */
class TeacherIT {

    private static final String CLASS_NAME = "Year 3 Otters";
    private static final String PUPIL = "Zoé";

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void aTeacherSetsUpAClassAndItsNewPupilLogsInWithTheCardAndPlaysAtItsLevel() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            Logins.withPassword(browser, app, "teacher", Logins.PASSWORD);
            browser.awaitTrue("return location.pathname === '/classes'");
            browser.await("classes-title");
            browser.screenshot("classes");

            browser.await("new-class-name").findElement(By.tagName("input")).sendKeys(CLASS_NAME);
            browser.click("create-class");
            String code = browser.await("class-code-big").getText();
            assertThat(browser.await("class-name").getText()).isEqualTo(CLASS_NAME);
            assertThat(code).matches("[A-Z0-9]{6}");

            browser.click("add-pupil");
            browser.await("add-pupil-dialog-field").findElement(By.tagName("input")).sendKeys(PUPIL);
            browser.click("add-pupil-dialog-ok");
            browser.awaitTrue("return [...document.querySelectorAll('.pupil-row-name')]"
                    + ".some(a => a.textContent.trim() === '" + PUPIL + "')");

            choose(browser, "level-step", 0);
            choose(browser, "level-jokers", 2);
            browser.click("level-save");
            tidy(browser);
            browser.screenshot("class");

            browser.click("print-cards");
            browser.await("sheets");
            browser.awaitTrue("return document.querySelector('.lc-address') !== null"
                    + " && document.querySelector('.lc-address').textContent.includes('/class')");
            tidy(browser);
            browser.screenshot("login-cards");
            WebElement card = browser.driver.findElement(By.cssSelector(".login-card[data-pupil='" + PUPIL + "']"));
            assertThat(card.getText()).contains(code, PUPIL);
            List<String> pictures = card.findElements(By.cssSelector(".lc-picture")).stream()
                    .map(p -> p.getAttribute("data-animal")).toList();
            assertThat(pictures).hasSize(3);

            browser.click("back-to-class");
            browser.click("print-parent-cards");
            browser.await("sheets");
            assertThat(browser.driver.findElements(By.cssSelector(".parent-card"))).hasSize(1);
            tidy(browser);
            browser.screenshot("parent-cards");

            browser.click("account-button");
            browser.awaitTrue("return !location.pathname.startsWith('/classes')");

            Logins.pupil(browser, app, code.toLowerCase(), PUPIL, pictures);
            browser.awaitTrue("return location.pathname === '/play'");
            assertThat(checked(browser, "level")).isEqualTo("+ and − only");
            assertThat(checked(browser, "jokers")).contains("4 jokers");
            assertThat(browser.await("level").getAttribute("disabled")).as("the level, shown but locked").isNotNull();
            browser.click("start-game");
            browser.awaitTrue("return location.pathname.startsWith('/live/')");
            browser.await("hand");
            assertThat(browser.driver.findElement(By.id("op-plus")).isDisplayed()).isTrue();
            assertThat(browser.driver.findElements(By.id("op-times"))).as("no × at + and − only")
                    .noneMatch(WebElement::isDisplayed);
            assertThat(browser.cspViolations()).isEmpty();
        }
    }

    @Test
    void theLoginCardsOfTheDemoClassPrintEightToAPageNoneCutInTwo() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 900)) {
            Logins.withPassword(browser, app, "teacher", Logins.PASSWORD);
            browser.awaitTrue("return [...document.querySelectorAll('.class-tile')]"
                    + ".some(tile => tile.textContent.includes('DOLPHINS'))");
            WebElement dolphins = browser.driver.findElements(By.cssSelector(".class-tile")).stream()
                    .filter(tile -> tile.getText().contains("DOLPHINS")).findFirst().orElseThrow();
            browser.click(dolphins.getAttribute("id"));
            browser.click("print-cards");
            browser.awaitTrue("return document.querySelectorAll('.login-card').length === 20");
            browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
            browser.screenshot("login-cards-print");
            var pdf = browser.driver.executeCdpCommand("Page.printToPDF",
                    Map.of("preferCSSPageSize", true, "printBackground", true));
            String text = new String(Base64.getDecoder().decode((String) pdf.get("data")), StandardCharsets.ISO_8859_1);
            assertThat(Pattern.compile("/Type\\s*/Page\\b(?!s)").matcher(text).results().count())
                    .as("20 cards, 8 to a page").isEqualTo(3);
        }
    }

    @Test
    void theAdminSeesTheTeachersAndEveryClass() throws Exception {
        try (var browser = Browser.open("en-US", 1366, 1250)) {
            Logins.withPassword(browser, app, "admin", Logins.PASSWORD);
            browser.awaitTrue("return location.pathname === '/admin'");
            assertThat(browser.await("teachers").getText()).contains("Camille Martin");
            assertThat(browser.await("all-classes").getText()).contains("Dolphins", "Teacher: Camille Martin");
            browser.screenshot("admin");
        }
    }

    /** Before a screenshot: the notices closed and the page at its top. */
    private static void tidy(Browser browser) {
        browser.js("""
                document.querySelectorAll('vaadin-notification').forEach(n => n.opened = false);
                const layout = document.querySelector('vaadin-app-layout');
                const content = layout && layout.shadowRoot && layout.shadowRoot.querySelector('[part~="content"]');
                if (content) { content.scrollTop = 0; }
                window.scrollTo(0, 0);""");
        browser.awaitTrue("return document.querySelectorAll('vaadin-notification-card').length === 0");
    }

    /** Clicks the n-th choice (from 0) of a radio group. */
    private static void choose(Browser browser, String group, int index) {
        browser.chooseRadio(group, index);
    }

    private static String checked(Browser browser, String group) {
        browser.await(group);
        return String.valueOf(browser.js("return document.querySelector('#' + arguments[0]"
                + " + ' input:checked').closest('label').textContent.trim()", group));
    }
}
