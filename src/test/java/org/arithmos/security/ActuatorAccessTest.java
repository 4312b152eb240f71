package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.arithmos.security.AccessWorld.Who.ADMIN;
import static org.arithmos.security.AccessWorld.Who.GUEST;
import static org.arithmos.security.AccessWorld.Who.PARENT;
import static org.arithmos.security.AccessWorld.Who.PUPIL;
import static org.arithmos.security.AccessWorld.Who.TEACHER;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.security.AccessWorld.Who;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The access matrix of Actuator's addresses (docs/decisions/0030), over real HTTP on the application's port:
 * a guest, a pupil (class code and pictures' secret), a teacher, a parent and an admin, each signed in through
 * the login form with its CSRF token as a browser does, ask every address; health answers everyone with its
 * status only, metrics answer admins only, the rest of Actuator answers nobody. An address missing from
 * {@link #EXPECTED} is not tried, so a new one cannot open without a row here. Writes docs/access-matrix-http.md.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "arithmos.data-dir=./target/test-data")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ActuatorAccessTest {

    private static final Set<Who> EVERYONE = EnumSet.allOf(Who.class);
    private static final Set<Who> NOBODY = EnumSet.noneOf(Who.class);
    private static final String PASSWORD = "secret-123";

    /** Address (GET unless it says POST) → who gets an answer; everyone else is refused (401, 403 or 404). */
    static final Map<String, Set<Who>> EXPECTED = new LinkedHashMap<>();

    static {
        // For the reverse proxy and operators' probes: the status only.
        EXPECTED.put("/actuator/health", EVERYONE);
        EXPECTED.put("/actuator/health/liveness", EVERYONE);
        EXPECTED.put("/actuator/health/readiness", EVERYONE);
        // The details of health (which database, disk space) are nobody's over HTTP.
        EXPECTED.put("/actuator/health/db", NOBODY);
        EXPECTED.put("/actuator/health/diskSpace", NOBODY);
        // Metrics: admins (a scraper signs in as one).
        EXPECTED.put("/actuator/prometheus", EnumSet.of(ADMIN));
        // The rest of Actuator does not exist here, or is refused to all.
        for (String other : List.of("", "/metrics", "/metrics/jvm.memory.used", "/env", "/beans", "/info",
                "/configprops", "/loggers", "/heapdump", "/threaddump", "/mappings", "/conditions",
                "/scheduledtasks", "/caches", "/sessions", "/flyway", "/startup", "/sbom")) {
            EXPECTED.put("/actuator" + other, NOBODY);
        }
        EXPECTED.put("POST /actuator/shutdown", NOBODY);
        EXPECTED.put("POST /actuator/loggers/org.arithmos", NOBODY);
    }

    @LocalServerPort
    private int port;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    private final Map<Who, HttpClient> browsers = new EnumMap<>(Who.class);
    private Account admin;

    @BeforeAll
    void signEveryoneIn() throws Exception {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        PupilCredentials pupil = school.pupilIn(teacher, school.classOf(teacher));
        Account parent = school.parent();
        admin = SystemTask.run(() -> accounts.create("a-" + UUID.randomUUID(), "Admin", Role.ADMIN, PASSWORD));
        browsers.put(GUEST, browser());
        browsers.put(PUPIL, signedIn(pupil.pupil().username(), pupil.secret().text()));
        browsers.put(TEACHER, signedIn(teacher.username(), PASSWORD));
        browsers.put(PARENT, signedIn(parent.username(), PASSWORD));
        browsers.put(ADMIN, signedIn(admin.username(), PASSWORD));
    }

    @Test
    void everyAddressAnswersExactlyThoseItShould() throws Exception {
        List<String> rows = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (var route : EXPECTED.entrySet()) {
            StringBuilder row = new StringBuilder("| `" + route.getKey() + "` |");
            for (Who who : Who.values()) {
                int status = send(browsers.get(who), route.getKey(), null).statusCode();
                boolean answered = status == 200;
                boolean refused = status == 401 || status == 403 || status == 404 || status == 405;
                boolean expected = route.getValue().contains(who);
                if (expected ? !answered : !refused) {
                    wrong.add(route.getKey() + " as " + who + ": " + status);
                }
                row.append(' ').append(answered ? "✓" : "·").append(expected == answered ? "" : " ⚠").append(" |");
            }
            rows.add(row.toString());
        }
        writeMatrix(rows, wrong.size());
        assertThat(wrong).as("addresses that answer the wrong people").isEmpty();
    }

    @Test
    void healthSaysItsStatusAndNothingElse() throws Exception {
        for (String path : List.of("/actuator/health", "/actuator/health/liveness", "/actuator/health/readiness")) {
            HttpResponse<String> answer = send(browsers.get(GUEST), path, null);
            assertThat(answer.statusCode()).as(path).isEqualTo(200);
            // The status; the root names its groups too (liveness, readiness: public words, no detail).
            assertThat(answer.body().replaceAll("\\s", "")).as(path)
                    .isIn("{\"status\":\"UP\"}", "{\"groups\":[\"liveness\",\"readiness\"],\"status\":\"UP\"}");
        }
    }

    @Test
    void prometheusShowsTheApplicationsOwnMetricsAndRequestTimeHistograms() throws Exception {
        send(browsers.get(GUEST), "/login", null); // at least one request timed
        String metrics = send(browsers.get(ADMIN), "/actuator/prometheus", null).body();
        assertThat(metrics)
                .contains("arithmos_sessions_live")
                .contains("arithmos_tables_live")
                .contains("arithmos_moves_total{at=\"table\"")
                .contains("arithmos_moves_total{at=\"game\"")
                // Percentiles come from the buckets: histogram_quantile(0.95, rate(..._bucket[5m])).
                .containsPattern("http_server_requests_seconds_bucket\\{[^}]*le=\"\\+Inf\"");
    }

    @Test
    void aScraperSignsInWithBasicAsAnAdminOnlyAndGetsNoSession() throws Exception {
        HttpClient scraper = browser();
        HttpResponse<String> asAdmin = send(scraper, "/actuator/prometheus", basic(admin.username(), PASSWORD));
        assertThat(asAdmin.statusCode()).isEqualTo(200);
        assertThat(asAdmin.headers().allValues("set-cookie")).noneMatch(c -> c.startsWith("JSESSIONID"));
        Account teacher = new TestSchool(accounts, classroom).teacher();
        assertThat(send(browser(), "/actuator/prometheus", basic(teacher.username(), PASSWORD)).statusCode()).isEqualTo(403);
        assertThat(send(browser(), "/actuator/prometheus", basic(admin.username(), "wrong")).statusCode()).isEqualTo(401);
        assertThat(send(browser(), "/actuator/env", basic(admin.username(), PASSWORD)).statusCode()).isIn(403, 404);
    }

    private HttpClient signedIn(String username, String password) throws Exception {
        HttpClient browser = browser();
        String page = send(browser, "/login", null).body();
        String parameter = meta(page, "_csrf_parameter");
        String token = meta(page, "_csrf");
        String form = "username=" + encode(username) + "&password=" + encode(password) + "&" + encode(parameter) + "=" + encode(token);
        HttpResponse<String> login = browser.send(HttpRequest.newBuilder(uri("/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(login.statusCode()).as("login of %s", username).isEqualTo(302);
        assertThat(login.headers().firstValue("location").orElse("")).as("login of %s", username).doesNotContain("error");
        return browser;
    }

    private static String meta(String page, String name) {
        Matcher m = Pattern.compile("<meta name=\"" + Pattern.quote(name) + "\" content=\"([^\"]*)\"").matcher(page);
        assertThat(m.find()).as("meta %s in the login page", name).isTrue();
        return m.group(1);
    }

    private HttpResponse<String> send(HttpClient browser, String route, String authorization)
            throws IOException, InterruptedException {
        boolean post = route.startsWith("POST ");
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(post ? route.substring(5) : route));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        request.method(post ? "POST" : "GET", HttpRequest.BodyPublishers.noBody());
        return browser.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpClient browser() {
        return HttpClient.newBuilder().cookieHandler(new CookieManager()).followRedirects(HttpClient.Redirect.NEVER).build();
    }

    private URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    private static String basic(String username, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((username + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static void writeMatrix(List<String> rows, int differences) throws IOException {
        StringBuilder md = new StringBuilder("""
                # Access matrix of the HTTP addresses outside the views

                Written by `ActuatorAccessTest` on each run (do not edit). Each address is asked over real HTTP
                on the application's port by a guest and by a pupil, a teacher, a parent and an admin signed in
                through the login form (docs/decisions/0030). ✓ answered (200), · refused (401, 403 or 404),
                ⚠ differs from the rule. The views have their own matrix (`ViewAccessMatrixTest`), the services
                theirs (`access-matrix.md`).

                | address | guest | pupil | teacher | parent | admin |
                | --- | :-: | :-: | :-: | :-: | :-: |
                """);
        rows.forEach(r -> md.append(r).append('\n'));
        md.append("\n**Differences from the rules: ").append(differences).append(".**\n");
        Path docs = Path.of("docs");
        if (Files.isDirectory(docs)) {
            Files.writeString(docs.resolve("access-matrix-http.md"), md.toString());
        }
    }
}
