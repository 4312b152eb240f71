package org.arithmos;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Debian Chromium with its own driver, passed explicitly so that Selenium Manager never tries to
 * download one; a fresh profile each time. Records Content-Security-Policy violations of every page.
 */
public final class Browser implements AutoCloseable {

    private static final String CHROMIUM = System.getProperty("chromium.binary", "/usr/bin/chromium");
    private static final String CHROMEDRIVER = System.getProperty("chromedriver.binary", "/usr/bin/chromedriver");

    public final ChromeDriver driver;
    private final WebDriverWait wait;

    private Browser(ChromeDriver driver) {
        this.driver = driver;
        this.wait = new WebDriverWait(driver, Duration.ofSeconds(30));
    }

    /** A browser whose preferred language is {@code acceptLanguage}, e.g. {@code en-US}. */
    public static Browser open(String acceptLanguage) throws IOException {
        return open(acceptLanguage, 1280, 900);
    }

    /** The same with a window of the given size in CSS pixels (tall windows for long screenshots). */
    public static Browser open(String acceptLanguage, int width, int height) throws IOException {
        Path profile = Files.createTempDirectory("chromium-profile-");
        var options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--window-size=" + width + "," + height, "--user-data-dir=" + profile,
                "--lang=" + acceptLanguage);
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", acceptLanguage));
        var service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        var driver = new ChromeDriver(service, options);
        driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", """
                window.cspViolations = [];
                document.addEventListener('securitypolicyviolation',
                    e => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
                """));
        return new Browser(driver);
    }

    public WebElement await(String id) {
        try {
            return wait.until(ExpectedConditions.visibilityOfElementLocated(By.id(id)));
        } catch (org.openqa.selenium.TimeoutException e) {
            failureShot();
            throw new org.openqa.selenium.TimeoutException(e.getMessage() + "\n" + whyNotShown(id), e);
        }
    }

    /**
     * What the page held when an element was awaited in vain, for the failure's message (a CI run leaves no
     * browser to look at): the address, how many elements have the id, and for the first its size and the
     * first ancestor that hides it.
     */
    private String whyNotShown(String id) {
        try {
            return String.valueOf(js("""
                    const all = document.querySelectorAll('[id="' + arguments[0] + '"]');
                    let out = 'at ' + location.pathname + ': ' + all.length + ' element(s) with id ' + arguments[0];
                    if (all.length) {
                        const e = all[0], r = e.getBoundingClientRect();
                        out += '; first ' + e.outerHTML.slice(0, 200) + ' sized ' + r.width + 'x' + r.height;
                        for (let a = e; a; a = a.parentElement) {
                            const s = getComputedStyle(a);
                            if (a.hidden || s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0') {
                                out += '; hidden by ' + a.tagName + (a.id ? '#' + a.id : '') + '.' + a.className;
                                break;
                            }
                        }
                    }
                    return out;""", id));
        } catch (RuntimeException e) {
            return "the page could not be read: " + e.getMessage();
        }
    }

    /**
     * Clicks an element after scrolling it into view (pages scroll inside the layout, not the window), then
     * waits for the server's answer to be applied, so the next look at the page sees its result.
     */
    public void click(String id) {
        awaitServer();
        // Into view first: an element scrolled far out of the layout's scrolling area may count as not shown.
        js("const e = document.getElementById(arguments[0]); if (e) { e.scrollIntoView({block: 'center'}); }", id);
        for (int attempt = 0; ; attempt++) {
            try {
                WebElement element = await(id);
                js("arguments[0].scrollIntoView({block: 'center'})", element);
                wait.until(ExpectedConditions.elementToBeClickable(element)).click();
                break;
            } catch (org.openqa.selenium.StaleElementReferenceException replaced) {
                // A push redrew it (a live table's or an overview's news) between finding and clicking: find it again.
                if (attempt == 3) {
                    throw replaced;
                }
            }
        }
        awaitServer();
    }

    /** Clicks an element if it is shown and enabled now (a dialog may be closing); true when clicked. */
    boolean clickIfShown(String id) {
        awaitServer();
        var found = driver.findElements(By.id(id));
        if (found.isEmpty() || !found.getFirst().isDisplayed() || !found.getFirst().isEnabled()) {
            return false;
        }
        try {
            found.getFirst().click();
        } catch (org.openqa.selenium.WebDriverException moved) {
            return false;
        }
        awaitServer();
        return true;
    }

    /** Chooses the n-th button of a Vaadin radio group (scrolled into view first). */
    void chooseRadio(String group, int index) {
        List<WebElement> buttons = await(group).findElements(By.tagName("vaadin-radio-button"));
        js("arguments[0].scrollIntoView({block: 'center'}); arguments[0].click()", buttons.get(index));
        awaitServer();
    }

    /**
     * Whether the element is on the page and shown, once the server has answered. An element that the page
     * replaces between finding it and asking (a dialog closed by a robot's move) is looked up again.
     */
    boolean shown(String id) {
        awaitServer();
        for (int attempt = 0; ; attempt++) {
            var found = driver.findElements(By.id(id));
            try {
                return !found.isEmpty() && found.getFirst().isDisplayed();
            } catch (org.openqa.selenium.StaleElementReferenceException replaced) {
                if (attempt == 3) {
                    return false;
                }
            }
        }
    }

    /** Waits until no request to the server is in flight (Vaadin's client says whether one is). */
    void awaitServer() {
        awaitTrue("""
                const clients = window.Vaadin && window.Vaadin.Flow && window.Vaadin.Flow.clients;
                return !clients || !Object.values(clients).some(c => c.isActive && c.isActive());""");
    }

    /**
     * Waits until the element's text contains {@code text}, read in the page each time (a pushed change may
     * replace the element between a find and a read: no stale element then).
     */
    public void awaitContains(String id, String text) {
        try {
            wait.until(driver -> Boolean.TRUE.equals(js("const e = document.getElementById(arguments[0]);"
                    + " return e !== null && e.textContent.includes(arguments[1]);", id, text)));
        } catch (org.openqa.selenium.TimeoutException e) {
            failureShot();
            throw e;
        }
    }

    /** The code of the first table in "Play with my class", once the list shows it (read in the page). */
    public String awaitTableCode() {
        awaitTrue("const c = document.querySelector('.table-card .table-card-code');"
                + " return c !== null && c.textContent.trim().length > 0;");
        return String.valueOf(js("return document.querySelector('.table-card .table-card-code').textContent.trim();"));
    }

    void awaitText(String id, String text) {
        wait.until(ExpectedConditions.textToBe(By.id(id), text));
    }

    public void awaitTrue(String script) {
        try {
            wait.until(driver -> Boolean.TRUE.equals(js(script)));
        } catch (org.openqa.selenium.TimeoutException e) {
            failureShot();
            throw e;
        }
    }

    /** A screenshot into target/ when a wait fails, to see what the page showed. */
    private void failureShot() {
        try {
            Files.write(Path.of("target", "failure-" + System.nanoTime() + ".png"),
                    driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException | RuntimeException ignored) {
            // the failure itself is what matters
        }
    }

    public Object js(String script, Object... args) {
        return driver.executeScript(script, args);
    }

    /** The relative luminance (0 black, 1 white) of an element's computed background colour. */
    double backgroundLuminance(String selector) {
        @SuppressWarnings("unchecked")
        var rgb = (List<Number>) js("""
                const c = getComputedStyle(document.querySelector(arguments[0])).backgroundColor;
                return c.match(/[\\d.]+/g).slice(0, 3).map(Number);
                """, selector);
        return (0.2126 * rgb.get(0).doubleValue() + 0.7152 * rgb.get(1).doubleValue()
                + 0.0722 * rgb.get(2).doubleValue()) / 255;
    }

    @SuppressWarnings("unchecked")
    List<String> cspViolations() {
        return (List<String>) js("return window.cspViolations || [];");
    }

    public void screenshot(String name) throws IOException {
        Files.write(screenshotFile(name), driver.getScreenshotAs(OutputType.BYTES));
    }

    /** A screenshot of one element, which must fit in the window. */
    void screenshot(String name, WebElement element) throws IOException {
        Files.write(screenshotFile(name), element.getScreenshotAs(OutputType.BYTES));
    }

    private static Path screenshotFile(String name) throws IOException {
        Path dir = Files.createDirectories(Path.of(System.getProperty("arithmos.screenshots", "docs/screenshots")));
        return dir.resolve(name + ".png");
    }

    @Override
    public void close() {
        driver.quit();
    }
}
