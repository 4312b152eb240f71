package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * End-to-end, against the packaged production jar in headless Chromium: the public pages, the side
 * navigation, the language and colour switches, and the security headers. Saves the screenshots in
 * docs/screenshots.
 */
class PublicPagesIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.sharedByGuests();

    @Test
    void pupilReadsTheRulesInFrenchThenInTheDark() throws Exception {
        try (var browser = Browser.open("en-US")) {
            browser.driver.get(app.uri("/").toString());
            browser.awaitText("home-title", "Arithmetic you can play");
            assertThat(browser.js("return parseFloat(getComputedStyle(arguments[0]).fontSize)",
                    browser.await("home-title"))).as("app stylesheet loaded: big title")
                    .isInstanceOfSatisfying(Number.class, size -> assertThat(size.doubleValue()).isGreaterThan(32));
            assertThat(browser.backgroundLuminance("html")).as("light page").isGreaterThan(0.8);
            browser.screenshot("home");

            browser.await("nav-rules").click();
            browser.awaitText("rules-title", "Nambarz rules");
            assertThat(browser.driver.getCurrentUrl()).endsWith("/rules");
            assertThat(browser.await("rule-NZ-CALC-7").getText())
                    .startsWith("NZ-CALC-7").contains("Fewest cards");
            browser.screenshot("rules");

            browser.await("lang-fr").click();
            browser.awaitText("rules-title", "Règles de Nambarz");
            assertThat(browser.await("rule-NZ-CALC-7").getText()).contains("Le moins de cartes possible");
            assertThat(browser.js("return document.documentElement.lang")).isEqualTo("fr");
            assertThat(browser.driver.getTitle()).startsWith("Règles de Nambarz");
            browser.js("arguments[0].scrollIntoView()", browser.await("section-calculation"));
            browser.screenshot("rules-fr");

            browser.await("color-scheme-toggle").click();
            browser.awaitTrue("return (document.documentElement.getAttribute('theme') || '').includes('dark')");
            assertThat(browser.backgroundLuminance("html")).as("dark page").isLessThan(0.3);
            browser.js("arguments[0].scrollIntoView()", browser.await("example-fig9"));
            browser.screenshot("rules-dark");

            browser.await("nav-home").click();
            browser.awaitText("home-title", "Le calcul, ça se joue\u202f!");
            assertThat(browser.backgroundLuminance("html")).as("still dark on the next page").isLessThan(0.3);

            assertThat(browser.cspViolations()).as("Content-Security-Policy violations").isEmpty();
        }
    }

    @Test
    void pupilLooksAtTheCardsAndTriesChoosingOneWithTheKeyboard() throws Exception {
        try (var browser = Browser.open("en-US", 1280, 2000)) {
            browser.driver.get(app.uri("/rules").toString());
            browser.awaitText("rules-title", "Nambarz rules");
            WebElement deck = browser.await("deck");
            assertThat(browser.js("return document.querySelectorAll('#deck .card-view > img').length"))
                    .as("34 faces and the back, shown").isEqualTo(35L);
            assertThat(browser.js("return [...document.querySelectorAll('.card-view')]"
                    + ".filter(card => !card.getAttribute('aria-label')).length")).as("cards without a name")
                    .isEqualTo(0L);
            assertThat(deck.findElement(By.cssSelector("[data-card='3-hippopotamus']")).getAttribute("aria-label"))
                    .isEqualTo("Drawing card 3, hippopotamus");
            browser.js("arguments[0].scrollIntoView()", deck);
            browser.screenshot("cards", deck);

            WebElement marks = browser.await("card-marks");
            browser.js("arguments[0].scrollIntoView()", marks);
            browser.screenshot("card-marks", marks);

            // The first card is a real button: Space, Enter and a click all press it.
            WebElement first = browser.await("card-mark-normal").findElement(By.cssSelector("button.card-view"));
            String pressed = "return document.querySelector('#card-mark-normal button').getAttribute('aria-pressed') === '%s'";
            assertThat(first.getAttribute("aria-pressed")).isEqualTo("false");
            first.sendKeys(Keys.SPACE);
            browser.awaitTrue(pressed.formatted("true"));
            assertThat(first.getAttribute("class")).contains("card-selected");
            first.sendKeys(Keys.ENTER);
            browser.awaitTrue(pressed.formatted("false"));
            first.click();
            browser.awaitTrue(pressed.formatted("true"));
            first.click();
            browser.awaitTrue(pressed.formatted("false"));

            browser.await("color-scheme-toggle").click();
            browser.awaitTrue("return (document.documentElement.getAttribute('theme') || '').includes('dark')");
            browser.js("arguments[0].scrollIntoView()", deck);
            browser.screenshot("cards-dark", deck);
            browser.js("arguments[0].scrollIntoView()", marks);
            browser.screenshot("card-marks-dark", marks);

            assertThat(browser.cspViolations()).as("Content-Security-Policy violations").isEmpty();
        }
    }

    @Test
    void firstPageFollowsTheBrowserLanguage() throws Exception {
        try (var browser = Browser.open("it-IT")) {
            browser.driver.get(app.uri("/").toString());
            browser.awaitText("home-title", "L’aritmetica si gioca!");
            assertThat(browser.await("lang-it").getAttribute("aria-pressed")).isEqualTo("true");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"/", "/rules"})
    void pagesCarrySecurityHeaders(String path) throws Exception {
        var response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(app.uri(path)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        var headers = response.headers();
        assertThat(headers.firstValue("Content-Security-Policy")).get().asString()
                .contains("default-src 'self'", "frame-ancestors 'none'", "object-src 'none'");
        assertThat(headers.allValues("X-Frame-Options")).containsExactly("DENY");
        assertThat(headers.firstValue("X-Content-Type-Options")).contains("nosniff");
        assertThat(headers.firstValue("Referrer-Policy")).contains("strict-origin-when-cross-origin");
    }

    @Test
    void keepsItsDataWhereArithmosDataDirSays() {
        assertThat(app.dataDir().resolve("arithmos.mv.db")).exists();
    }
}
