package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.arithmos.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every answer of the packaged jar carries the security headers, for pages anyone may see, pages behind a
 * login (answered before the login), static files and the login's own answer: a Content-Security-Policy
 * that loads from this origin only and forbids framing, X-Frame-Options, nosniff and a Referrer-Policy.
 */
class SecurityHeadersIT {

    private static final List<String> PATHS = List.of("/", "/login", "/class", "/signup", "/rules", "/children",
            "/admin/privacy", "/pupils/1/data", "/styles/arithmos.css", "/styles/people.css", "/scripts/markup.js", "/no-such-page");

    @RegisterExtension
    static final RunningApp app = RunningApp.sharedByGuests();
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void everyAnswerCarriesTheHeaders() throws Exception {
        for (String path : PATHS) {
            var response = http.send(HttpRequest.newBuilder(app.uri(path)).build(), HttpResponse.BodyHandlers.discarding());
            assertHeaders(path, response.headers());
        }
    }

    @Test
    void aFailedLoginsAnswerCarriesThemToo() throws Exception {
        var response = http.send(HttpRequest.newBuilder(app.uri("/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("username=parent&password=wrong")).build(),
                HttpResponse.BodyHandlers.discarding());
        assertHeaders("POST /login", response.headers());
    }

    private static void assertHeaders(String what, java.net.http.HttpHeaders headers) {
        String csp = headers.firstValue("Content-Security-Policy").orElse("");
        assertThat(csp).as("CSP of %s", what).contains("default-src 'self'", "frame-ancestors 'none'",
                "object-src 'none'", "base-uri 'self'", "form-action 'self'").doesNotContain("http:", "https:", "*");
        assertThat(headers.allValues("X-Frame-Options")).as(what).containsExactly("DENY");
        assertThat(headers.firstValue("X-Content-Type-Options")).as(what).contains("nosniff");
        assertThat(headers.firstValue("Referrer-Policy")).as(what).isPresent().get().asString()
                .isIn("strict-origin-when-cross-origin", "same-origin", "no-referrer", "strict-origin");
    }
}
