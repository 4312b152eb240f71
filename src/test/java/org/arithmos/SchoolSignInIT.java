package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.arithmos.signin.TestCasServer;
import org.arithmos.signin.TestOidcProvider;
import org.arithmos.signin.Visitor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * Sign in through the school against real protocol servers started here (issue 14 section 1): Spring
 * Authorization Server as the school's OpenID Connect provider, a CAS 3.0 server as a French ENT. In Chromium,
 * the demo teacher signs in through each and sees their class, and a forged ticket ends on the refused page in
 * the user's language. Over plain HTTP (faster, same app and servers): every wrong answer lands on
 * {@code /sign-in/refused?why=…}, and no account, link or pending sign-in is made by it.
 */
class SchoolSignInIT {

    /** At the OIDC provider: the demo teacher (e-mail = the teacher's username, link-by EMAIL) and a stranger. */
    private static final TestOidcProvider OIDC = TestOidcProvider.start(Map.of("camille", "teacher",
            "stranger", "stranger@elsewhere.example"));
    /** At the ENT: the teacher, a person of another school, and a pupil the ENT calls a teacher. */
    private static final TestCasServer CAS = cas(Map.of(
            "camille.martin", ent("teacher", "National_ENS", "0751234A"),
            "elsewhere", ent("teacher", "National_ENS", "0999999Z"),
            "teacher-says-pupil", ent("teacher", "National_ELV", "0751234A"),
            "camille-head", ent("teacher", "National_DIR", "0751234A")));

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass(
            // A second connection for the test to count rows while the app runs.
            "--spring.datasource.url=jdbc:h2:file:${arithmos.data-dir}/arithmos;WRITE_DELAY=0;AUTO_SERVER=TRUE",
            "--arithmos.sign-in.base-url=http://localhost:${server.port}",
            "--arithmos.sign-in.providers.school.kind=OIDC",
            "--arithmos.sign-in.providers.school.label=School account",
            "--arithmos.sign-in.providers.school.issuer-uri=" + OIDC.issuer(),
            "--arithmos.sign-in.providers.school.client-id=arithmos",
            "--arithmos.sign-in.providers.school.client-secret=" + TestOidcProvider.secretOf("arithmos"),
            "--arithmos.sign-in.providers.school.link-by=EMAIL",
            // The same provider, but its client may not have the e-mail scope the app asks for: it answers an error.
            "--arithmos.sign-in.providers.narrow.kind=OIDC",
            "--arithmos.sign-in.providers.narrow.issuer-uri=" + OIDC.issuer(),
            "--arithmos.sign-in.providers.narrow.client-id=narrow",
            "--arithmos.sign-in.providers.narrow.client-secret=" + TestOidcProvider.secretOf("narrow"),
            "--arithmos.sign-in.providers.narrow.link-by=EMAIL",
            "--arithmos.sign-in.providers.ent.kind=CAS",
            "--arithmos.sign-in.providers.ent.label=ENT",
            "--arithmos.sign-in.providers.ent.server-url=" + CAS.url(),
            "--arithmos.sign-in.providers.ent.link-by=EMAIL",
            "--arithmos.sign-in.providers.ent.email-attribute=mail",
            "--arithmos.sign-in.providers.ent.role-attribute=ENTPersonProfils",
            "--arithmos.sign-in.providers.ent.role-values.National_ENS=TEACHER",
            "--arithmos.sign-in.providers.ent.role-values.National_ELV=PUPIL",
            "--arithmos.sign-in.providers.ent.role-values.National_DIR=ADMIN",
            "--arithmos.sign-in.providers.ent.roles=TEACHER,ADMIN,PUPIL",
            "--arithmos.sign-in.providers.ent.classes-attribute=ENTEleveClasses",
            "--arithmos.sign-in.providers.ent.school-attribute=ENTPersonStructRattachUAI",
            "--arithmos.sign-in.providers.ent.school-ids=0751234A");

    @BeforeAll
    static void registerTheAppAtTheProvider() {
        OIDC.register("arithmos", app.uri("/login/oauth2/code/school").toString(), "openid", "profile", "email");
        OIDC.register("narrow", app.uri("/login/oauth2/code/narrow").toString(), "openid");
    }

    @AfterAll
    static void stopTheServers() {
        OIDC.close();
        CAS.close();
    }

    @Test
    void theTeacherSignsInThroughTheOidcProviderAndSeesTheirClass() throws Exception {
        try (var browser = Browser.open("en-US")) {
            browser.driver.get(app.uri("/login").toString());
            browser.await("school-sign-in");
            browser.screenshot("login-school-buttons");
            browser.driver.findElement(By.id("sign-in-school")).click();
            // Spring Authorization Server's own login form, on the provider's address.
            browser.awaitTrue("return location.port === '" + OIDC.port() + "' && !!document.getElementById('username')");
            browser.driver.findElement(By.id("username")).sendKeys("camille");
            browser.driver.findElement(By.id("password")).sendKeys(TestOidcProvider.PASSWORD);
            browser.driver.findElement(By.cssSelector("button[type=submit]")).click();
            awaitClasses(browser);
        }
    }

    @Test
    void theTeacherSignsInThroughTheEntAndSeesTheirClass() throws Exception {
        try (var browser = Browser.open("fr-FR")) {
            browser.driver.get(app.uri("/login").toString());
            browser.click("sign-in-ent");
            browser.awaitTrue("return location.pathname === '/cas/login' && !!document.getElementById('username')");
            browser.driver.findElement(By.id("username")).sendKeys("camille.martin");
            browser.driver.findElement(By.id("cas-submit")).click();
            awaitClasses(browser);
        }
    }

    @Test
    void aForgedTicketEndsOnTheRefusedPageInTheUsersLanguage() throws Exception {
        Counts before = counts();
        try (var browser = Browser.open("fr-FR")) {
            browser.driver.get(app.uri("/login/cas/ent?ticket=ST-forged-by-someone").toString());
            browser.awaitTrue("return location.pathname === '/sign-in/refused' && location.search === '?why=failed'");
            browser.await("sign-in-refused-title");
            assertThat(browser.await("sign-in-refused").getText()).contains("erronée ou expirée");
            browser.screenshot("sign-in-refused-fr");
        }
        assertThat(counts()).isEqualTo(before);
    }

    @Test
    void casAnswersTheServerRefusesEndOnTheRefusedPageAndMakeNothing() throws Exception {
        Counts before = counts();
        boolean wasLinked = linked("ent", "camille.martin");
        String service = app.uri("/login/cas/ent").toString();
        var visitor = new Visitor();

        String ticket = CAS.ticketFor("camille.martin", service);
        visitor.get(app.uri("/login/cas/ent?ticket=" + ticket));
        assertThat(visitor.landedOn()).as("a good ticket").isEqualTo("/classes");
        var replay = new Visitor();
        replay.get(app.uri("/login/cas/ent?ticket=" + ticket));
        assertThat(replay.landedOn()).as("the same ticket again").isEqualTo("/sign-in/refused?why=failed");

        String forOtherService = CAS.ticketFor("camille.martin", "http://elsewhere.example/login/cas/ent");
        replay.get(app.uri("/login/cas/ent?ticket=" + forOtherService));
        assertThat(replay.landedOn()).as("a ticket given to another service").isEqualTo("/sign-in/refused?why=failed");

        CAS.refuseEveryTicket(true);
        try {
            replay.get(app.uri("/login/cas/ent?ticket=" + CAS.ticketFor("camille.martin", service)));
            assertThat(replay.landedOn()).as("an expired ticket").isEqualTo("/sign-in/refused?why=failed");
        } finally {
            CAS.refuseEveryTicket(false);
        }
        replay.get(app.uri("/login/cas/ent?ticket=" + CAS.ticketFor("elsewhere", service)));
        assertThat(replay.landedOn()).as("another school's UAI").isEqualTo("/sign-in/refused?why=school");
        replay.get(app.uri("/login/cas/ent?ticket=" + CAS.ticketFor("teacher-says-pupil", service)));
        assertThat(replay.landedOn()).as("the ENT says pupil for a teacher").isEqualTo("/sign-in/refused?why=role");

        // The teacher's first sign-in linked the ENT's identifier: one link more, nothing else.
        assertThat(counts()).isEqualTo(before.withLinks(before.links() + (wasLinked ? 0 : 1)));
    }

    @Test
    void oidcAnswersTheAppCannotTrustEndOnTheRefusedPageAndMakeNothing() throws Exception {
        Counts before = counts();

        var stranger = signInAtTheProvider("school", "stranger");
        assertThat(stranger.landedOn()).as("a person nobody here knows").isEqualTo("/sign-in/refused?why=unknown");

        var narrow = new Visitor();
        narrow.get(app.uri("/oauth2/authorization/narrow"));
        assertThat(narrow.visited).as("the provider answered with an error")
                .anyMatch(uri -> String.valueOf(uri.getRawQuery()).contains("error=invalid_scope"));
        assertThat(narrow.landedOn()).isEqualTo("/sign-in/refused?why=failed");

        var forged = new Visitor();
        forged.get(app.uri("/oauth2/authorization/school"));
        forged.get(app.uri("/login/oauth2/code/school?code=made-up&state=" + URLEncoder.encode("forged", StandardCharsets.UTF_8)));
        assertThat(forged.landedOn()).as("a state the app never sent").isEqualTo("/sign-in/refused?why=failed");

        assertThat(counts()).isEqualTo(before);

        var teacher = signInAtTheProvider("school", "camille");
        assertThat(teacher.landedOn()).isEqualTo("/classes");
    }

    @Test
    void theEntsAttributesNeitherMakeAnAdminNorMoveAPupil() throws Exception {
        String service = app.uri("/login/cas/ent").toString();
        var head = new Visitor();
        head.get(app.uri("/login/cas/ent?ticket=" + CAS.ticketFor("camille-head", service)));
        assertThat(head.landedOn()).as("the ENT says head teacher; admin-from-attributes is off").isEqualTo("/classes");

        long lea = queryLong("select id from account where display_name = 'Léa'");
        long dolphins = queryLong("select class_id from account where display_name = 'Léa'");
        update("insert into school_sign_in_link (provider_id, subject, account_id, linked_at) "
                + "values ('ent', 'lea.ent', " + lea + ", current_timestamp)");
        CAS.add("lea.ent", Map.of("ENTPersonProfils", List.of("National_ELV"),
                "ENTPersonStructRattachUAI", List.of("0751234A"), "ENTEleveClasses", List.of("CM2 B")));
        var pupil = new Visitor();
        pupil.get(app.uri("/login/cas/ent?ticket=" + CAS.ticketFor("lea.ent", service)));
        assertThat(pupil.landedOn()).as("the ENT puts Léa in another class").isEqualTo("/sign-in/refused?why=class");
        assertThat(queryLong("select class_id from account where id = " + lea)).isEqualTo(dolphins);

        CAS.add("lea.ent", Map.of("ENTPersonProfils", List.of("National_ELV"),
                "ENTPersonStructRattachUAI", List.of("0751234A"), "ENTEleveClasses", List.of("Atelier", "dolphins")));
        pupil.get(app.uri("/login/cas/ent?ticket=" + CAS.ticketFor("lea.ent", service)));
        assertThat(pupil.landedOn()).as("one of the ENT's classes is hers").isEqualTo("/play");
    }

    /** Starts at the app's button, signs in with the provider's login form, follows it back to the app. */
    private static Visitor signInAtTheProvider(String providerId, String username) throws Exception {
        var visitor = new Visitor();
        var form = visitor.get(app.uri("/oauth2/authorization/" + providerId));
        assertThat(visitor.landedOn()).isEqualTo("/login");
        visitor.post(visitor.visited.getLast(), form.body(),
                Map.of("username", username, "password", TestOidcProvider.PASSWORD));
        return visitor;
    }

    private static void awaitClasses(Browser browser) {
        browser.awaitTrue("return location.pathname === '/classes'"
                + " && location.port === '" + app.uri("/").getPort() + "'");
        browser.awaitTrue("return [...document.querySelectorAll('.class-tile')]"
                + ".some(t => t.textContent.includes('Dolphins'))");
    }

    record Counts(long accounts, long links, long pending) {
        Counts withLinks(long links) {
            return new Counts(accounts, links, pending);
        }
    }

    private static Counts counts() throws SQLException {
        try (var db = connection(); var rows = db.createStatement().executeQuery("select "
                + "(select count(*) from account), (select count(*) from school_sign_in_link), "
                + "(select count(*) from school_sign_in_pending)")) {
            rows.next();
            return new Counts(rows.getLong(1), rows.getLong(2), rows.getLong(3));
        }
    }

    private static long queryLong(String sql) throws SQLException {
        try (var db = connection(); var rows = db.createStatement().executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static void update(String sql) throws SQLException {
        try (var db = connection(); var statement = db.createStatement()) {
            statement.executeUpdate(sql);
        }
    }

    private static boolean linked(String provider, String subject) throws SQLException {
        try (var db = connection();
                var query = db.prepareStatement("select count(*) from school_sign_in_link where provider_id = ? and subject = ?")) {
            query.setString(1, provider);
            query.setString(2, subject);
            try (var rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1) > 0;
            }
        }
    }

    private static java.sql.Connection connection() throws SQLException {
        return DriverManager.getConnection("jdbc:h2:file:" + app.dataDir().resolve("arithmos") + ";AUTO_SERVER=TRUE",
                "sa", "");
    }

    private static Map<String, List<String>> ent(String mail, String profile, String uai) {
        return Map.of("mail", List.of(mail), "displayName", List.of("Camille Martin"), "ENTPersonProfils",
                List.of(profile), "ENTPersonStructRattachUAI", List.of(uai));
    }

    private static TestCasServer cas(Map<String, Map<String, List<String>>> people) {
        try {
            return TestCasServer.start(people);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
