package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arithmos.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * No page of the production jar loads anything from another origin (no CDN, no web fonts, no images from
 * elsewhere): starting from the served pages, it follows every stylesheet, script, module and CSS import
 * of this origin, and finds in the HTML ({@code src}, {@code href} of links), the CSS ({@code url()},
 * {@code @import}) and the JavaScript ({@code import}, {@code import()}) no http(s) address of another
 * host, nor in any of them an address of a known font or script host. The browser test ParentsIT also
 * asks the browser which resources it loaded on the signed-in pages.
 */
class NoOtherOriginIT {

    private static final List<String> PAGES = List.of("/", "/login", "/class", "/signup", "/rules", "/play",
            "/children", "/admin/privacy");
    private static final Pattern HTML_LOADS = Pattern.compile(
            "<(?:script|img|source|iframe|audio|video|embed)\\b[^>]*?\\ssrc\\s*=\\s*[\"']([^\"']+)[\"']"
                    + "|<link\\b[^>]*?\\shref\\s*=\\s*[\"']([^\"']+)[\"']", Pattern.CASE_INSENSITIVE);
    private static final Pattern CSS_LOADS = Pattern.compile(
            "url\\(\\s*[\"']?([^\"')]+)[\"']?\\s*\\)|@import\\s+[\"']([^\"']+)[\"']", Pattern.CASE_INSENSITIVE);
    private static final Pattern JS_LOADS = Pattern.compile(
            "\\bimport\\s*\\(\\s*[\"']([^\"']+)[\"']|\\bfrom\\s*[\"']([^\"']+)[\"']|\\bimport\\s*[\"']([^\"']+)[\"']");
    /** Hosts that pages commonly load fonts, scripts or styles from; none may appear anywhere. */
    private static final Pattern KNOWN_HOSTS = Pattern.compile(
            "https?://[^\"'\\s)]*(fonts\\.googleapis|fonts\\.gstatic|cdn\\.|unpkg\\.com|jsdelivr|cdnjs|"
                    + "googletagmanager|google-analytics|typekit|fontawesome|bootstrapcdn)[^\"'\\s)]*",
            Pattern.CASE_INSENSITIVE);
    private static final int MOST_FILES = 400;

    @RegisterExtension
    static final RunningApp app = RunningApp.sharedByGuests();

    @Test
    void nothingIsLoadedFromAnotherOrigin() throws Exception {
        var http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
        Deque<URI> toRead = new ArrayDeque<>();
        PAGES.forEach(p -> toRead.add(app.uri(p)));
        Set<URI> read = new LinkedHashSet<>();
        List<String> elsewhere = new ArrayList<>();
        int scripts = 0;
        int styles = 0;
        while (!toRead.isEmpty() && read.size() < MOST_FILES) {
            URI uri = toRead.poll();
            if (!read.add(uri)) {
                continue;
            }
            var response = http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                continue;
            }
            String type = response.headers().firstValue("Content-Type").orElse("");
            String body = response.body();
            Pattern loads = type.contains("html") ? HTML_LOADS : type.contains("css") ? CSS_LOADS
                    : type.contains("javascript") ? JS_LOADS : null;
            if (loads == null) {
                continue;
            }
            scripts += type.contains("javascript") ? 1 : 0;
            styles += type.contains("css") ? 1 : 0;
            Matcher known = KNOWN_HOSTS.matcher(body);
            while (known.find()) {
                elsewhere.add(uri.getPath() + " names " + known.group());
            }
            Matcher m = loads.matcher(body);
            while (m.find()) {
                String target = firstGroup(m);
                if (target.startsWith("data:") || target.startsWith("#") || target.startsWith("blob:")
                        || target.contains("${")) {
                    continue;
                }
                URI resolved;
                try {
                    resolved = uri.resolve(target.strip());
                } catch (IllegalArgumentException notAnAddress) {
                    continue;
                }
                if (resolved.getHost() != null && !resolved.getHost().equals(uri.getHost())) {
                    elsewhere.add(uri.getPath() + " loads " + target);
                } else if (resolved.getScheme() != null && resolved.getScheme().startsWith("http")) {
                    toRead.add(URI.create(resolved.getScheme() + "://" + resolved.getRawAuthority() + resolved.getRawPath()));
                }
            }
        }
        assertThat(scripts).as("JavaScript files read").isPositive();
        assertThat(styles).as("stylesheets read").isPositive();
        assertThat(elsewhere).isEmpty();
    }

    private static String firstGroup(Matcher m) {
        for (int g = 1; g <= m.groupCount(); g++) {
            if (m.group(g) != null) {
                return m.group(g);
            }
        }
        return "";
    }
}
