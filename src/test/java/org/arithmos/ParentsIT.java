package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Parents and privacy in the browser, on the demo school: the demo parent sees Léa and downloads her data;
 * a new parent signs up and links Léa with the code; a teacher deletes a pupil after typing their name; an
 * admin sets how long data is kept and cleans up now. Every page loads from this origin only. Saves the
 * screenshots signup, children, pupil-data and privacy-admin.
 */
class ParentsIT {

    private static final Pattern LINK_CODE = Pattern.compile("\"code\"\\s*:\\s*\"([A-Z0-9]{4}-[A-Z0-9]{4})\"");

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void parentsLinkTheirChildTeachersDeleteAPupilAdminsChooseRetention() throws Exception {
        String code;
        long lea;
        try (var parent = Browser.open("en-US")) {
            Logins.withPassword(parent, app, "parent", Logins.PASSWORD);
            parent.awaitTrue("return location.pathname === '/children'");
            WebElement card = parent.await("children-list").findElement(By.className("child-card"));
            assertThat(card.getText()).contains("Léa", "Dolphins");
            lea = Long.parseLong(card.getAttribute("id").substring("child-".length()));
            String json = download(parent, "export-json-" + lea);
            assertThat(json).contains("\"format\" : \"arithmos-pupil-data\"", "\"display_name\" : \"Léa\"")
                    .doesNotContain("password_hash", "picture_secret_box");
            Matcher m = LINK_CODE.matcher(json);
            assertThat(m.find()).as("the parents' code in Léa's data").isTrue();
            code = m.group(1);

            parent.await("link-code").findElement(By.tagName("input")).sendKeys("ABCD-EFGH");
            parent.click("link-child");
            parent.awaitTrue("return document.getElementById('link-code').hasAttribute('invalid')");
            assertThat(parent.js("return document.getElementById('link-code').errorMessage")).asString()
                    .contains("No child has this code");
            parent.screenshot("children");
            assertOnlyThisOrigin(parent);

            parent.click("child-data-" + lea);
            parent.awaitTrue("return location.pathname === '/pupils/" + lea + "/data'");
            assertThat(parent.await("pupil-data-title").getText()).contains("Léa");
            assertThat(parent.driver.findElements(By.id("delete-pupil"))).as("parents do not delete").isEmpty();
        }

        try (var newParent = Browser.open("en-US", 1280, 1000)) {
            newParent.driver.get(app.uri("/signup").toString());
            type(newParent, "signup-name", "Anna Rossi");
            type(newParent, "signup-username", "anna.rossi");
            type(newParent, "signup-password", "four words to remember");
            type(newParent, "signup-again", "four words to forget");
            newParent.click("signup-create");
            newParent.awaitTrue("return document.getElementById('signup-again').hasAttribute('invalid')");
            atTheTop(newParent);
            newParent.screenshot("signup");
            newParent.await("signup-again").findElement(By.tagName("input")).clear();
            type(newParent, "signup-again", "four words to remember");
            newParent.click("signup-create");
            newParent.awaitTrue("return location.pathname === '/children'");
            assertThat(newParent.await("children-none").getText()).contains("No child is linked");
            type(newParent, "link-code", code.toLowerCase());
            newParent.click("link-child");
            newParent.await("child-" + lea);
            assertThat(newParent.driver.findElements(By.className("child-card"))).hasSize(1);
        }

        try (var teacher = Browser.open("en-US", 1280, 1400)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname !== '/login'");
            teacher.driver.get(app.uri("/pupils/" + lea + "/data").toString());
            assertThat(teacher.await("pupil-data-title").getText()).contains("Léa");
            teacher.await("delete-pupil");
            atTheTop(teacher);
            teacher.screenshot("pupil-data");
            assertOnlyThisOrigin(teacher);

            long tom = lea + 1;
            teacher.driver.get(app.uri("/pupils/" + tom + "/data").toString());
            assertThat(teacher.await("pupil-data-title").getText()).contains("Tom");
            teacher.click("delete-pupil");
            type(teacher, "delete-name", "Tim");
            teacher.click("delete-confirm");
            teacher.awaitTrue("return document.getElementById('delete-name').hasAttribute('invalid')");
            teacher.await("delete-name").findElement(By.tagName("input")).clear();
            type(teacher, "delete-name", "tom");
            teacher.click("delete-confirm");
            teacher.await("pupil-data-deleted");
            teacher.driver.get(app.uri("/pupils/" + tom + "/data").toString());
            teacher.await("pupil-data-not-found");
        }
        try (var pupils = Browser.open("en-US")) {
            pupils.driver.get(app.uri("/class").toString());
            pupils.await("class-code").findElement(By.tagName("input")).sendKeys("DOLPHINS");
            pupils.click("class-code-next");
            List<String> names = pupils.driver.findElements(By.cssSelector(".pupil-name")).stream()
                    .map(e -> e.getText().strip()).toList();
            assertThat(names).contains("Léa").doesNotContain("Tom");
        }

        try (var admin = Browser.open("en-US", 1280, 1000)) {
            Logins.withPassword(admin, app, "admin", Logins.PASSWORD);
            admin.awaitTrue("return location.pathname !== '/login'");
            admin.driver.get(app.uri("/admin/privacy").toString());
            admin.await("retention");
            admin.js("""
                    const group = document.getElementById('retention');
                    const radio = [...group.querySelectorAll('vaadin-radio-button')]
                        .find(r => r.textContent.trim() === '1 year');
                    radio.click();""");
            admin.click("retention-save");
            admin.click("retention-run");
            admin.awaitTrue("return !document.getElementById('retention-last-run').textContent.includes('No clean-up')");
            assertThat(admin.await("retention-last-run").getText()).contains("Last clean-up");
            admin.awaitTrue("return document.querySelectorAll('vaadin-notification-card').length === 0");
            atTheTop(admin);
            admin.screenshot("privacy-admin");
            assertOnlyThisOrigin(admin);
        }
    }

    /** Scrolls the page's content back to its start (the layout scrolls, not the window) for a screenshot. */
    private static void atTheTop(Browser browser) {
        browser.js("document.activeElement && document.activeElement.blur();"
                + "document.querySelector('.page').scrollIntoView({block: 'start'});");
    }

    private static void type(Browser browser, String id, String text) {
        browser.await(id).findElement(By.tagName("input")).sendKeys(text);
    }

    /** The text of a download link's file, fetched by the page itself (with its session). */
    private static String download(Browser browser, String linkId) {
        String href = browser.await(linkId).getAttribute("href");
        return (String) browser.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch(arguments[0]).then(r => r.text()).then(done, e => done('failed: ' + e));""", href);
    }

    /** Every resource the browser loaded for this page came from this origin. */
    @SuppressWarnings("unchecked")
    private static void assertOnlyThisOrigin(Browser browser) {
        var loaded = (List<String>) browser.js("return performance.getEntriesByType('resource').map(e => e.name);");
        assertThat(loaded).isNotEmpty().allSatisfy(url -> assertThat(url).startsWith(app.uri("/").toString()));
        assertThat(browser.cspViolations()).isEmpty();
    }
}
