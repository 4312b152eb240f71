package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arithmos.Browser;
import org.arithmos.Logins;
import org.arithmos.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;

/**
 * Sessions on the packaged jar, in a real browser: a new session id at login, logout ends the session (its
 * old id no longer logs anyone in), and nothing remembers a login once the browser is closed (no
 * remember-me cookie, no remember-me box on the login forms; school computers are shared).
 */
class SessionIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void theSessionIdChangesAtLoginAndLogoutEndsTheSession() throws Exception {
        try (var browser = Browser.open("en-US")) {
            browser.driver.get(app.uri("/login").toString());
            browser.await("login-form");
            String before = sessionId(browser);
            Logins.withPassword(browser, app, "parent", Logins.PASSWORD);
            browser.awaitTrue("return location.pathname === '/children'");
            String loggedIn = sessionId(browser);
            assertThat(loggedIn).as("a new session id at login").isNotEqualTo(before);

            browser.click("account-button");
            browser.awaitTrue("return !location.pathname.startsWith('/children')");
            // Whoever kept the old id (a shared computer, a copied cookie) is not logged in with it.
            browser.driver.manage().deleteCookieNamed("JSESSIONID");
            browser.driver.manage().addCookie(new Cookie("JSESSIONID", loggedIn, "/"));
            browser.driver.get(app.uri("/children").toString());
            browser.awaitTrue("return location.pathname === '/login'");
        }
    }

    /**
     * An answer lost on the way (the server did the change, the browser never heard): Vaadin's client sends the same
     * request again and the server answers it with the answer it kept, which {@code shell.LastAnswerPacked} keeps
     * packed between requests (issue 12). The page goes on: no reload, no sync error, the next change answered.
     */
    @Test
    void anAnswerLostOnTheWayIsSentAgainAsItWas() throws Exception {
        try (var browser = Browser.open("en-US")) {
            browser.driver.get(app.uri("/play").toString());
            browser.await("rounds");
            browser.js("""
                    window.arithmosSamePage = true;
                    window.lostAnswers = 0;
                    window.uidlRequests = 0;
                    const open = XMLHttpRequest.prototype.open;
                    XMLHttpRequest.prototype.open = function (method, url) {
                      window.uidlRequests += String(url).includes('v-r=uidl') ? 1 : 0;
                      if (window.loseNextAnswer && String(url).includes('v-r=uidl')) {
                        window.loseNextAnswer = false;
                        window.lostAnswers++;
                        Object.defineProperty(this, 'status', {get: () => 0}); // as a dropped connection
                      }
                      return open.apply(this, arguments);
                    };
                    window.loseNextAnswer = true;
                    document.querySelector('#rounds input[value="3"]').click();
                    """);
            // The change, then the same request again (Vaadin's client tries once at once).
            browser.awaitTrue("return window.lostAnswers === 1 && window.uidlRequests >= 2");
            // The server's answer to the change again: the players' list, changed next, is answered as usual.
            browser.js("""
                    const players = document.getElementById('players');
                    players.value = '6';
                    players.dispatchEvent(new Event('change', {bubbles: true}));
                    """);
            browser.awaitTrue("return document.querySelector('#teams input[value=\"3\"]') !== null");
            assertThat(browser.js("return window.arithmosSamePage === true")).as("the page was not loaded again")
                    .isEqualTo(true);
            assertThat(browser.js("return document.querySelector('#rounds input[value=\"3\"]').checked"))
                    .isEqualTo(true);
        }
    }

    @Test
    void noLoginSurvivesClosingTheBrowser() throws Exception {
        List<Cookie> kept;
        try (var browser = Browser.open("en-US")) {
            Logins.lea(browser, app);
            assertThat(browser.driver.manage().getCookies()).extracting(Cookie::getName)
                    .noneMatch(name -> name.toLowerCase().contains("remember"));
            // What a browser keeps after closing: the cookies with an expiry date (only the browser id).
            kept = browser.driver.manage().getCookies().stream().filter(c -> c.getExpiry() != null).toList();
            assertThat(kept).extracting(Cookie::getName).containsExactly("arithmos-device");
        }
        try (var reopened = Browser.open("en-US")) {
            reopened.driver.get(app.uri("/login").toString());
            kept.forEach(c -> reopened.driver.manage().addCookie(new Cookie(c.getName(), c.getValue(), "/")));
            reopened.driver.get(app.uri("/games").toString());
            reopened.awaitTrue("return location.pathname === '/login'");
        }
    }

    @Test
    void theLoginFormsOfferNoRememberMe() throws Exception {
        try (var browser = Browser.open("en-US")) {
            for (String page : List.of("/login", "/class")) {
                browser.driver.get(app.uri(page).toString());
                browser.await(page.equals("/login") ? "login-form" : "class-code");
                assertThat(browser.js("""
                        const all = [];
                        const walk = root => root.querySelectorAll('*').forEach(e => {
                            all.push(e);
                            if (e.shadowRoot) { walk(e.shadowRoot); }
                        });
                        walk(document);
                        return all.filter(e => /remember/i.test((e.getAttribute('name') || '') + ' ' + e.id)
                            || e.tagName === 'VAADIN-CHECKBOX' || e.type === 'checkbox').length;""")).as(page)
                        .isEqualTo(0L);
            }
            assertThat(browser.driver.findElements(By.cssSelector("[name=remember-me]"))).isEmpty();
        }
    }

    private static String sessionId(Browser browser) {
        return browser.driver.manage().getCookieNamed("JSESSIONID").getValue();
    }
}
