package org.arithmos.signin;

import java.io.IOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A browser without a page: plain HTTP with its own cookies, following redirects one by one so that a test can
 * see where a sign-in went. For what needs no rendering (protocol answers), faster than Chromium.
 */
public final class Visitor {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"[^>]*(?:value|content)=\"([^\"]+)\"");

    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager(null, CookiePolicy.ACCEPT_ALL))
            .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();
    /** Every address visited by the last {@link #get} or {@link #post}, redirects included. */
    public final List<URI> visited = new ArrayList<>();

    public HttpResponse<String> get(URI uri) throws IOException, InterruptedException {
        visited.clear();
        return follow(page(uri).GET().build());
    }

    /** Posts a form (adding the page's CSRF token when {@code page} has one) and follows where it leads. */
    public HttpResponse<String> post(URI uri, String page, Map<String, String> fields)
            throws IOException, InterruptedException {
        var all = new java.util.LinkedHashMap<>(fields);
        var csrf = CSRF.matcher(page);
        if (csrf.find()) {
            all.put("_csrf", csrf.group(1).replace("&#45;", "-"));
        }
        String body = all.entrySet().stream().map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
        visited.clear();
        return follow(page(uri).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    /** Where the last request ended, as path and query (e.g. {@code /sign-in/refused?why=failed}). */
    public String landedOn() {
        URI last = visited.getLast();
        return last.getRawPath() + (last.getRawQuery() == null ? "" : "?" + last.getRawQuery());
    }

    /** Asks for a page as a browser does: servers answer a login redirect, not a 401, to a page request. */
    private static HttpRequest.Builder page(URI uri) {
        return HttpRequest.newBuilder(uri).header("Accept", "text/html,application/xhtml+xml");
    }

    private HttpResponse<String> follow(HttpRequest request) throws IOException, InterruptedException {
        visited.add(request.uri());
        var response = http.send(request, HttpResponse.BodyHandlers.ofString());
        for (int hops = 0; hops < 20 && response.statusCode() / 100 == 3; hops++) {
            URI next = request.uri().resolve(response.headers().firstValue("Location").orElseThrow());
            request = page(next).GET().build();
            visited.add(next);
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        }
        return response;
    }
}
