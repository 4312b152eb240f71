package org.arithmos;

import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** Logging in through the UI: a pupil with the class code, their name and pictures; others with a password. */
public final class Logins {

    static final String CLASS_CODE = "DOLPHINS";
    static final List<String> LEA_PICTURES = List.of("cat", "bee", "fish");
    public static final String PASSWORD = "demo-school";

    private Logins() {
    }

    /** Types the class code, touches the pupil's name, touches the pictures (the last one logs in). */
    static void pupil(Browser browser, RunningApp app, String code, String name, List<String> pictures) {
        browser.driver.get(app.uri("/class").toString());
        WebElement field = browser.await("class-code").findElement(By.tagName("input"));
        field.sendKeys(code);
        browser.click("class-code-next");
        WebElement pupil = browser.driver.findElements(By.cssSelector(".pupil-name")).stream()
                .filter(b -> b.getText().strip().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no pupil " + name + " in class " + code));
        browser.click(pupil.getAttribute("id"));
        for (String picture : pictures) {
            browser.click("picture-" + picture);
        }
    }

    public static void lea(Browser browser, RunningApp app) {
        pupil(browser, app, CLASS_CODE, "Léa", LEA_PICTURES);
        browser.awaitTrue("return location.pathname === '/play'");
    }

    public static void withPassword(Browser browser, RunningApp app, String username, String password) {
        browser.driver.get(app.uri("/login").toString());
        browser.await("login-form");
        browser.js("""
                const form = document.getElementById('login-form');
                const user = form.querySelector('input[name=username]');
                const pass = form.querySelector('input[name=password]');
                user.value = arguments[0]; user.dispatchEvent(new Event('input', {bubbles: true}));
                pass.value = arguments[1]; pass.dispatchEvent(new Event('input', {bubbles: true}));""", username, password);
        browser.js("document.getElementById('login-form').querySelector('vaadin-button').click()");
    }

    /**
     * The demo's class, the Dolphins: the first class whose dashboard this teacher may open, its id found by trying
     * the first few ("/classes/<id>"); the teacher is left on its dashboard.
     */
    public static String dolphins(Browser teacher, RunningApp app) {
        for (int id = 1; id <= 10; id++) {
            teacher.driver.get(app.uri("/classes/" + id + "/progress").toString());
            teacher.awaitServer();
            teacher.awaitTrue("return document.getElementById('dashboard-grid') !== null"
                    + " || document.getElementById('not-found') !== null");
            if (!teacher.driver.findElements(org.openqa.selenium.By.id("dashboard-grid")).isEmpty()) {
                return "/classes/" + id;
            }
        }
        throw new AssertionError("no dashboard of the Dolphins");
    }
}
