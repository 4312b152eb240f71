package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * A wrong address (a mistyped id, a path that leads nowhere, markup in the path) gets the app's own "this
 * page is not here" page, in the user's language, with the menu and a link home: for every role and for
 * someone not logged in, and after a login that continues to such an address. It used to be the
 * container's bare "HTTP ERROR 403" for everyone logged in (issue 13).
 */
class WrongAddressIT {

    private static final List<String> WRONG = List.of("/pupils/abc", "/replay/", "/classes/1/progress/x",
            "/nonexistent", "/%3Cscript%3E");

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void everyRoleGetsTheAppsOwnPage() throws Exception {
        List<Consumer<Browser>> logins = List.of(
                b -> { },
                b -> Logins.lea(b, app),
                b -> loggedIn(b, "teacher", "/classes"),
                b -> loggedIn(b, "parent", "/children"),
                b -> loggedIn(b, "admin", "/admin"));
        for (Consumer<Browser> login : logins) {
            try (var browser = Browser.open("en-US")) {
                login.accept(browser);
                for (String address : WRONG) {
                    browser.driver.get(app.uri(address).toString());
                    assertNotHere(browser, address, "This page is not here", "Back to the home page");
                }
            }
        }
    }

    @Test
    void theWordsAreTheUsersAndTheLinkLeadsHome() throws Exception {
        try (var browser = Browser.open("fr-FR")) {
            loggedIn(browser, "teacher", "/classes");
            browser.driver.get(app.uri("/pupils/abc").toString());
            assertNotHere(browser, "/pupils/abc", "Cette page n’est pas ici", "Retour à l’accueil");
            browser.screenshot("page-not-found-fr");
            browser.driver.findElement(By.cssSelector("#page-not-found a")).click();
            browser.awaitTrue("return location.pathname === '/'");
        }
    }

    @Test
    void aLoginThatContinuesToAPageNotForThisAccountLandsOnTheApp() throws Exception {
        try (var browser = Browser.open("en-US")) {
            // A parent asks for a teacher's page: the login comes first, then the app's page, not an error.
            browser.driver.get(app.uri("/admin").toString());
            browser.awaitTrue("return location.pathname === '/login'");
            Logins.withPassword(browser, app, "parent", Logins.PASSWORD);
            browser.awaitTrue("return location.pathname === '/admin'");
            assertNotHere(browser, "/admin after login", "This page is not here", "Back to the home page");
        }
    }

    private static void loggedIn(Browser browser, String username, String home) {
        Logins.withPassword(browser, app, username, Logins.PASSWORD);
        browser.awaitTrue("return location.pathname === '" + home + "'");
    }

    private static void assertNotHere(Browser browser, String address, String title, String back) {
        browser.await("page-not-found");
        assertThat(browser.driver.findElement(By.cssSelector("#page-not-found h1")).getText()).as(address).isEqualTo(title);
        assertThat(browser.driver.findElement(By.cssSelector("#page-not-found a")).getText()).as(address).isEqualTo(back);
        assertThat(browser.driver.findElements(By.id("nav-home"))).as(address + ": the menu").isNotEmpty();
        assertThat(browser.driver.getPageSource()).as(address).doesNotContain("HTTP ERROR");
    }
}
