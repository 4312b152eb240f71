package org.arithmos.nodes;

import static org.arithmos.testing.AppNodes.address;
import static org.arithmos.testing.AppNodes.as;
import static org.arithmos.testing.AppNodes.node;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.apache.catalina.Context;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountPrincipal;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.AccountSessions;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.privacy.PrivacyService;
import org.arithmos.signin.Visitor;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.core.session.SessionInformation;

/**
 * Two app nodes on one PostgreSQL (docs/decisions/0036): who is logged in on node B is ticked present in the
 * class game's setup on node A, and no more once they logged out or node B stopped; a pupil deleted on node A
 * has their session on node B ended, so that their next request there is logged out. Léa and Sami log in
 * over HTTP as their browsers would (the login form), so their sessions are the real ones of node B.
 */
class SessionsAcrossNodesTest {

    private ConfigurableApplicationContext nodeA;
    private ConfigurableApplicationContext nodeB;
    /** Each node sets Spring Security's static holder as it starts: the tests after this one get theirs back. */
    private final SecurityContextHolderStrategy holderBefore = SecurityContextHolder.getContextHolderStrategy();

    @AfterEach
    void stopNodes() {
        TestSchool.logOut();
        SecurityContextHolder.setContextHolderStrategy(holderBefore);
        for (ConfigurableApplicationContext c : new ConfigurableApplicationContext[] {nodeA, nodeB}) {
            if (c != null && c.isActive()) {
                c.close();
            }
        }
    }

    @Test
    void whoIsLoggedInAndADeletedPupilsEndHoldOnEveryNode() throws Exception {
        nodeA = node("a");
        nodeB = node("b");
        // The node started last holds Spring Security's static holder; the people are made through it.
        TestSchool school = new TestSchool(nodeB.getBean(AccountService.class), nodeB.getBean(ClassroomService.class));
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        PupilCredentials lea = school.pupilIn(teacher, c);
        PupilCredentials sami = school.pupilIn(teacher, c);
        BooleanSupplier leaTickedOnA = () -> presentOnA(teacher, c, lea.pupil());
        BooleanSupplier samiTickedOnA = () -> presentOnA(teacher, c, sami.pupil());
        assertThat(leaTickedOnA.getAsBoolean()).isFalse();

        // Léa logs in on node B: node A's class game setup ticks her, not Sami.
        Visitor leaOnB = new Visitor();
        logIn(leaOnB, nodeB, lea);
        waitFor("Léa, logged in on B, ticked on A", leaTickedOnA);
        assertThat(samiTickedOnA.getAsBoolean()).isFalse();

        // Her session on B ends (she logs out or it times out: either way Tomcat ends the HTTP session, and
        // Spring Security's registry hears of it): node A no longer ticks her.
        endSession(nodeB, lea.pupil());
        waitFor("Léa, logged out on B, no longer ticked on A", () -> !leaTickedOnA.getAsBoolean());

        // Both log in on B; the teacher deletes Léa on A. Her session on B ends: her next request there is
        // logged out (sent to the start page), and no node ticks her; Sami carries on.
        logIn(leaOnB, nodeB, lea);
        Visitor samiOnB = new Visitor();
        logIn(samiOnB, nodeB, sami);
        waitFor("Léa and Sami ticked on A", () -> leaTickedOnA.getAsBoolean() && samiTickedOnA.getAsBoolean());
        AccountSessions sessionsOnB = nodeB.getBean(AccountSessions.class);
        assertThat(sessionsOnB.loggedIn(lea.pupil().id())).isTrue();
        as(nodeA, teacher, () -> {
            nodeA.getBean(PrivacyService.class).delete(lea.pupil().id(), lea.pupil().displayName());
            return null;
        });
        waitFor("Léa's session on B ended", () -> !sessionsOnB.loggedIn(lea.pupil().id()));
        leaOnB.get(address(nodeB).resolve("/play"));
        // Spring Security's answer to an ended session: logged out, and sent to the start page (expiredUrl "/").
        assertThat(leaOnB.visited).extracting(URI::getPath).startsWith("/play", "/");
        // That request logged her out: node B holds no session of hers any more, not even an expired one.
        assertThat(sessionsOnB.getAllPrincipals()).noneMatch(p -> p instanceof AccountPrincipal ap
                && ap.account().id() == lea.pupil().id() && !sessionsOnB.getAllSessions(ap, true).isEmpty());
        // Sami's next request goes where it went (this test's jar-less node has no page to show: no redirect is
        // what counts).
        samiOnB.get(address(nodeB).resolve("/play"));
        assertThat(samiOnB.visited).extracting(URI::getPath).containsExactly("/play");
        assertThat(sessionsOnB.loggedIn(sami.pupil().id())).isTrue();
        assertThat(samiTickedOnA.getAsBoolean()).isTrue();

        // Node B stops: Sami's session went with it, and node A no longer ticks him.
        nodeB.close();
        waitFor("Sami, whose node stopped, no longer ticked on A", () -> !samiTickedOnA.getAsBoolean());
    }

    /** Whether the class game's setup on node A ticks the pupil as present. */
    private boolean presentOnA(Account teacher, SchoolClass c, Account pupil) {
        ClassGameService onA = nodeA.getBean(ClassGameService.class);
        return as(nodeA, teacher, () -> onA.candidates(c.id())).stream()
                .filter(candidate -> candidate.id() == pupil.id()).findFirst().orElseThrow().present();
    }

    /** Ends the account's session on the node as its logout or timeout does: Tomcat expires the HTTP session. */
    private static void endSession(ConfigurableApplicationContext node, Account who) throws Exception {
        AccountSessions sessions = node.getBean(AccountSessions.class);
        String id = sessions.getAllPrincipals().stream()
                .filter(p -> p instanceof AccountPrincipal ap && ap.account().id() == who.id())
                .flatMap(p -> sessions.getAllSessions(p, false).stream()).map(SessionInformation::getSessionId)
                .findFirst().orElseThrow();
        var tomcat = ((TomcatWebServer) ((WebServerApplicationContext) node).getWebServer()).getTomcat();
        ((Context) tomcat.getHost().findChildren()[0]).getManager().findSession(id).expire();
    }

    /** The pupil's login form, as the picture page posts it: their handle and their pictures. */
    private static void logIn(Visitor browser, ConfigurableApplicationContext node, PupilCredentials pupil)
            throws Exception {
        var page = browser.get(address(node).resolve("/login"));
        browser.post(address(node).resolve("/login"), page.body(),
                Map.of("username", pupil.pupil().username(), "password", pupil.secret().text()));
        assertThat(browser.landedOn()).as("where the login led").doesNotContain("error");
    }

    private static void waitFor(String what, BooleanSupplier done) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within 10 s: " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
