package org.arithmos.security;

import static org.arithmos.security.AccessWorld.Who.ADMIN;
import static org.arithmos.security.AccessWorld.Who.GUEST;
import static org.arithmos.security.AccessWorld.Who.PARENT;
import static org.arithmos.security.AccessWorld.Who.PUPIL;
import static org.arithmos.security.AccessWorld.Who.TEACHER;
import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.Filter;
import java.io.IOException;
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
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.cards.CardPictures;
import org.arithmos.cards.CardSize;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.security.AccessWorld.Who;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.http.HttpMethod;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.MockMvcRequestBuilders;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;
import org.springframework.web.filter.ServerHttpObservationFilter;

/**
 * The access matrix of Actuator's addresses (docs/decisions/0030), through the application's real security
 * filter chains and Spring MVC (MockMvc): a guest, a pupil (login and pictures' secret), a teacher, a parent and
 * an admin, each signed in by posting the login form with the session's CSRF token as a browser does (the real
 * throttled login, a real session), ask every address; health answers everyone with its status only, metrics
 * answer admins only, the rest of Actuator answers nobody. Writes docs/access-matrix-http.md. (MockMvc, not a
 * server on a random port: a real server here starts Vaadin's development mode, which writes into frontend/;
 * ActuatorIT asks the packaged jar over real HTTP.)
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ActuatorAccessTest {

    private static final Set<Who> EVERYONE = EnumSet.allOf(Who.class);
    private static final Set<Who> NOBODY = EnumSet.noneOf(Who.class);
    private static final String PASSWORD = "secret-123";
    private static final String CARD = CardPictures.nambarz(Card.parse("7-fish"), CardSize.NORMAL);

    /** Address (GET unless it says HEAD or POST) → who gets an answer; everyone else is refused (401, 403 or 404). */
    static final Map<String, Set<Who>> EXPECTED = new LinkedHashMap<>();

    static {
        // For the reverse proxy and operators' probes: the status only.
        EXPECTED.put("/actuator/health", EVERYONE);
        EXPECTED.put("/actuator/health/liveness", EVERYONE);
        EXPECTED.put("/actuator/health/readiness", EVERYONE);
        EXPECTED.put("HEAD /actuator/health/readiness", EVERYONE);
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
        EXPECTED.put("HEAD /actuator/env", NOBODY);
        EXPECTED.put("POST /actuator/shutdown", NOBODY);
        EXPECTED.put("POST /actuator/loggers/org.arithmos", NOBODY);
        // Card pictures (docs/decisions/0032): public art, to everyone; nothing else under /cards.
        EXPECTED.put(CARD, EVERYONE);
        EXPECTED.put("HEAD " + CARD, EVERYONE);
        EXPECTED.put(CardPictures.back(CardSize.SMALL), EVERYONE);
        EXPECTED.put(CardPictures.PATH + CardPictures.version() + "/no-such-card.svg", NOBODY);
        EXPECTED.put("POST " + CARD, NOBODY);
    }

    @Autowired
    private WebApplicationContext context;
    @Autowired
    @Qualifier("springSecurityFilterChain")
    private Filter security;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    /** Each person's session (a guest has none). */
    private final Map<Who, MockHttpSession> browsers = new EnumMap<>(Who.class);
    private MockMvc http;
    private Account admin;

    @BeforeAll
    void signEveryoneIn() throws Exception {
        // The application's request timing, then its security, as the servlet container orders them.
        Filter timing = context.getBeansOfType(FilterRegistrationBean.class).values().stream()
                .map(FilterRegistrationBean::getFilter).filter(f -> f instanceof ServerHttpObservationFilter)
                .findFirst().orElseThrow();
        http = MockMvcBuilders.webAppContextSetup(context).addFilters(timing, security).build();
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        PupilCredentials pupil = school.pupilIn(teacher, school.classOf(teacher));
        Account parent = school.parent();
        admin = SystemTask.run(() -> accounts.create("a-" + UUID.randomUUID(), "Admin", Role.ADMIN, PASSWORD));
        browsers.put(GUEST, null);
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
            // The pictures' version changes with the art: the matrix names it, not its value of the day.
            StringBuilder row = new StringBuilder("| `" + route.getKey().replace(CardPictures.version(), "<version>")
                    + "` |");
            for (Who who : Who.values()) {
                int status = send(browsers.get(who), route.getKey(), null).getStatus();
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
            MockHttpServletResponse answer = send(null, path, null);
            assertThat(answer.getStatus()).as(path).isEqualTo(200);
            // The status; the root names its groups too (liveness, readiness: public words, no detail).
            assertThat(answer.getContentAsString().replaceAll("\\s", "")).as(path)
                    .isIn("{\"status\":\"UP\"}", "{\"groups\":[\"liveness\",\"readiness\"],\"status\":\"UP\"}");
        }
    }

    @Test
    void prometheusShowsTheApplicationsOwnMetricsAndRequestTimeHistograms() throws Exception {
        send(null, "/actuator/health", null); // at least one request timed
        String metrics = send(browsers.get(ADMIN), "/actuator/prometheus", null).getContentAsString();
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
        MvcResult asAdmin = http.perform(request("GET /actuator/prometheus", null, basic(admin.username(), PASSWORD))).andReturn();
        assertThat(asAdmin.getResponse().getStatus()).isEqualTo(200);
        assertThat(asAdmin.getRequest().getSession(false)).as("no session made for a scraper").isNull();
        Account teacher = new TestSchool(accounts, classroom).teacher();
        assertThat(send(null, "/actuator/prometheus", basic(teacher.username(), PASSWORD)).getStatus()).isEqualTo(403);
        assertThat(send(null, "/actuator/prometheus", basic(admin.username(), "wrong")).getStatus()).isEqualTo(401);
        assertThat(send(null, "/actuator/env", basic(admin.username(), PASSWORD)).getStatus()).isIn(403, 404);
    }

    @Test
    void aCardPictureIsKeptAYearAndTouchesNoSession() throws Exception {
        MvcResult asGuest = http.perform(request(CARD, null, null)).andReturn();
        MockHttpServletResponse picture = asGuest.getResponse();
        assertThat(picture.getContentType()).startsWith("image/svg+xml");
        assertThat(picture.getContentAsString()).startsWith("<svg").doesNotContain("<title", "aria-label", "<script");
        assertThat(picture.getHeader("Cache-Control")).contains("max-age=31536000", "public", "immutable");
        assertThat(picture.getHeader("Content-Security-Policy")).startsWith("default-src 'none'");
        assertThat(picture.getHeader("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(picture.getHeader("Set-Cookie")).as("no cookie for a picture").isNull();
        assertThat(asGuest.getRequest().getSession(false)).as("no session made for a picture").isNull();

        // A pupil's page asks with the pupil's session cookie: the same picture, and no new cookie.
        MockHttpServletResponse asPupil = send(browsers.get(PUPIL), CARD, null);
        assertThat(asPupil.getStatus()).isEqualTo(200);
        assertThat(asPupil.getContentAsString()).isEqualTo(picture.getContentAsString());
        assertThat(asPupil.getHeader("Set-Cookie")).isNull();

        // A page from before an upgrade asks an older version: today's picture, not to be kept.
        MockHttpServletResponse old = send(null, CARD.replace(CardPictures.version(), "0123456789ab"), null);
        assertThat(old.getStatus()).isEqualTo(200);
        assertThat(old.getHeader("Cache-Control")).contains("no-cache").doesNotContain("immutable");
    }

    /** Posts the login form as the login page does: with the CSRF token the session was given. */
    private MockHttpSession signedIn(String username, String password) throws Exception {
        MockHttpSession session = new MockHttpSession();
        // The login page is Vaadin's, outside MockMvc; Spring's error page, through the same chain, gets the same token.
        MvcResult page = http.perform(MockMvcRequestBuilders.get("/error").session(session)).andReturn();
        CsrfToken csrf = (CsrfToken) page.getRequest().getAttribute(CsrfToken.class.getName());
        assertThat(csrf).as("a CSRF token for the login form").isNotNull();
        MvcResult login = http.perform(MockMvcRequestBuilders.post("/login").session(session)
                .param("username", username).param("password", password)
                .param(csrf.getParameterName(), csrf.getToken())).andReturn();
        assertThat(login.getResponse().getStatus()).as("login of %s", username).isEqualTo(302);
        assertThat(login.getResponse().getRedirectedUrl()).as("login of %s", username).doesNotContain("error", "wait");
        // Spring Security gives a new session at login: the browser goes on with that one.
        return (MockHttpSession) login.getRequest().getSession(false);
    }

    private MockHttpServletResponse send(MockHttpSession session, String route, String authorization) throws Exception {
        return http.perform(request(route, session, authorization)).andReturn().getResponse();
    }

    private static MockHttpServletRequestBuilder request(String route, MockHttpSession session, String authorization) {
        String[] parts = route.contains(" ") ? route.split(" ", 2) : new String[] {"GET", route};
        MockHttpServletRequestBuilder request = MockMvcRequestBuilders.request(HttpMethod.valueOf(parts[0]), parts[1]);
        if (session != null) {
            request.session(session);
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return request;
    }

    private static String basic(String username, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((username + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    private static void writeMatrix(List<String> rows, int differences) throws IOException {
        StringBuilder md = new StringBuilder("""
                # Access matrix of the HTTP addresses outside the views

                Written by `ActuatorAccessTest` on each run (do not edit). Each address is asked, through the
                application's security filter chains, by a guest and by a pupil, a teacher, a parent and an admin
                signed in through the login form (docs/decisions/0030); `ActuatorIT` asks the packaged jar over
                HTTP. The card pictures under `/cards/<version>/` are public art, anonymous-readable, and make or
                touch no session (docs/decisions/0032); one face, its HEAD and the back stand for all. ✓ answered (200), · refused (401, 403 or 404), ⚠ differs from the rule. The views have
                their own matrix (`ViewAccessMatrixTest`), the services theirs (`access-matrix.md`).

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
