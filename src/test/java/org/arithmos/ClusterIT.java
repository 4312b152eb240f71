package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Cookie;

/**
 * The district's set-up as a newcomer tries it (issue 12, docs/decisions/0031): {@code bin/cluster} starts two
 * nodes of the jar on one PostgreSQL (Debian's) behind HAProxy. Léa's browser is on node 1, Sami's on node 2
 * (the proxy's sticky cookie), Sami through a door of the proxy that refuses WebSocket (Vaadin's long-polling
 * fallback, as behind some school proxies); they sit at one live table and each sees the other's move pushed
 * through the proxy; node 1 is killed with {@code kill -9}; Léa's next click reaches node 2, she logs in again and goes on
 * at her table, where every acknowledged move is.
 */
class ClusterIT {

    private static Process cluster;
    private static Path dataDir;
    private static RunningApp proxy;
    /** The same nodes through a door that refuses WebSocket, as some school proxies do. */
    private static RunningApp proxyWithoutWebSocket;
    private static int pgPort;

    @BeforeAll
    static void startTheCluster() throws Exception {
        dataDir = Files.createDirectories(Path.of("target", "it-data", "cluster-" + System.nanoTime()).toAbsolutePath());
        // The postgres user runs the database server: it must be able to reach the folder.
        for (Path p = dataDir; p != null; p = p.getParent()) {
            p.toFile().setExecutable(true, false);
        }
        int proxyPort = RunningApp.freePort();
        var builder = new ProcessBuilder("bash", "bin/cluster", "--nodes", "2")
                .redirectErrorStream(true)
                .redirectOutput(dataDir.resolve("cluster.log").toFile());
        builder.environment().put("ARITHMOS_DATA_DIR", dataDir.toString());
        builder.environment().put("ARITHMOS_PROXY_PORT", String.valueOf(proxyPort));
        int withoutWebSocket = RunningApp.freePort();
        builder.environment().put("ARITHMOS_PROXY_NO_WEBSOCKET_PORT", String.valueOf(withoutWebSocket));
        pgPort = RunningApp.freePort();
        builder.environment().put("ARITHMOS_PG_PORT", String.valueOf(pgPort));
        builder.environment().put("ARITHMOS_JAR", Path.of(System.getProperty("arithmos.jar", "target/arithmos.jar"))
                .toAbsolutePath().toString());
        cluster = builder.start();
        awaitReady(proxyPort);
        proxy = RunningApp.behind(proxyPort);
        proxyWithoutWebSocket = RunningApp.behind(withoutWebSocket);
    }

    private static void awaitReady(int port) throws Exception {
        var client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        Instant limit = Instant.now().plus(Duration.ofMinutes(10));
        while (Instant.now().isBefore(limit)) {
            if (!cluster.isAlive()) {
                throw new IllegalStateException("bin/cluster stopped:\n" + Files.readString(dataDir.resolve("cluster.log")));
            }
            if (Files.readString(dataDir.resolve("cluster.log")).contains("Arithmos cluster of 2 nodes")) {
                try {
                    var r = client.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port
                            + "/actuator/health/readiness")).build(), HttpResponse.BodyHandlers.discarding());
                    if (r.statusCode() == 200) {
                        return;
                    }
                } catch (IOException notYet) {
                    // the proxy is starting
                }
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the cluster was not ready within 10 minutes; see " + dataDir);
    }

    @AfterAll
    static void stopTheCluster() throws InterruptedException {
        if (cluster != null) {
            cluster.destroy(); // bin/cluster stops its nodes, the proxy and the database
            if (!cluster.waitFor(60, TimeUnit.SECONDS)) {
                cluster.destroyForcibly();
            }
        }
    }

    /** The page's push is connected by long polling (Atmosphere's requests), no WebSocket having opened. */
    private static final String PUSH_BY_LONG_POLLING = "return performance.getEntriesByType('resource')"
            + ".some(e => e.name.includes('/VAADIN/push') && e.name.includes('X-Atmosphere-Transport=long-polling'))";

    /** Sends the browser to node {@code n} through the proxy's sticky cookie, as the proxy itself would. */
    private static void stickTo(Browser b, RunningApp door, int n) {
        b.driver.get(door.uri("/login").toString());
        b.await("login-form");
        b.driver.manage().deleteAllCookies();
        b.driver.manage().addCookie(new Cookie("ARITHMOS_NODE", "node-" + n));
    }

    @Test
    void twoPupilsOnTwoNodesPlayOneTableAndAKilledNodeLosesNoMove() throws Exception {
        try (Browser lea = Browser.open("en-US", 1366, 768); Browser sami = Browser.open("en-US", 1366, 768)) {
            stickTo(lea, proxy, 1);
            stickTo(sami, proxyWithoutWebSocket, 2);
            Logins.lea(lea, proxy);
            Logins.pupil(sami, proxyWithoutWebSocket, Logins.CLASS_CODE, "Sami", LiveTableIT.SAMI_PICTURES);
            sami.awaitTrue("return location.pathname === '/play'");
            // Sami's page: its WebSocket is refused by the proxy, so push falls back to long polling.
            sami.awaitTrue(PUSH_BY_LONG_POLLING);

            lea.click("nav-together");
            lea.click("open-table");
            String code = lea.awaitTableCode();
            sami.click("nav-together");
            // Node 2's lobby learns of the table node 1 opened, and node 1 of Sami sitting down on node 2.
            sami.await("table-" + code);
            sami.click("join-" + code);
            lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('Sami')");
            lea.click("start-" + code);
            lea.await("hand");
            sami.await("hand");
            sami.awaitContains("seat-0", "Léa");

            playOneTurnEachSeenByTheOther(lea, sami);
            sami.screenshot("cluster-table-sami-on-node-2");

            // Node 1 dies as in a crash. Léa's next click goes to node 2 through the proxy: she logs in again
            // and is taken back to her table, with every move stored before the crash.
            long pid = Long.parseLong(Files.readString(dataDir.resolve("node-1.pid")).strip());
            int movesBefore = storedMoves(code);
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
            ProcessHandle.of(pid).ifPresent(p -> p.onExit().join());
            Logins.lea(lea, proxy);
            assertThat(lea.driver.manage().getCookieNamed("ARITHMOS_NODE").getValue()).isEqualTo("node-2");
            lea.click("nav-together");
            lea.await("hand");
            lea.awaitContains("live-code", code);
            assertThat(storedMoves(code)).isGreaterThanOrEqualTo(movesBefore);
            playOneTurnEachSeenByTheOther(lea, sami);
            assertThat(storedMoves(code)).isGreaterThanOrEqualTo(movesBefore + 2);
            lea.screenshot("cluster-table-lea-after-node-1-died");
        }
    }

    /** Léa and Sami each play a turn; the other sees it in the story line, pushed through the proxy. */
    private static void playOneTurnEachSeenByTheOther(Browser lea, Browser sami) throws Exception {
        boolean leaPlayed = false;
        boolean samiPlayed = false;
        Instant limit = Instant.now().plus(Duration.ofMinutes(3));
        while (!(leaPlayed && samiPlayed) && Instant.now().isBefore(limit)) {
            if (!leaPlayed && LiveTableIT.myTurn(lea)) {
                int said = LiveTableIT.said(sami);
                LiveTableIT.playATurn(lea);
                leaPlayed = true;
                sami.awaitTrue("return Number(document.getElementById('narration').dataset.said || 0) > " + said
                        + " && document.getElementById('narration').textContent.includes('Léa')");
            } else if (!samiPlayed && LiveTableIT.myTurn(sami)) {
                int said = LiveTableIT.said(lea);
                LiveTableIT.playATurn(sami);
                samiPlayed = true;
                lea.awaitTrue("return Number(document.getElementById('narration').dataset.said || 0) > " + said
                        + " && document.getElementById('narration').textContent.includes('Sami')");
            } else {
                Thread.sleep(200);
            }
        }
        assertThat(leaPlayed && samiPlayed).as("each played a turn within 3 minutes").isTrue();
    }

    /** The moves stored for the table with this code, read in the cluster's database; fails if one is missing. */
    private static int storedMoves(String code) throws Exception {
        String url = "jdbc:postgresql://localhost:" + pgPort + "/arithmos";
        try (var c = java.sql.DriverManager.getConnection(url, "arithmos",
                Files.readString(dataDir.resolve("postgres-password")).strip());
             var q = c.prepareStatement("select count(*), coalesce(max(m.seq), -1) from game_move m"
                     + " join live_table t on t.id = m.game_id where t.code = ? and t.status in ('PLAYING', 'OVER')")) {
            q.setString(1, code);
            try (var r = q.executeQuery()) {
                r.next();
                assertThat(r.getInt(2)).as("moves numbered without a gap").isEqualTo(r.getInt(1) - 1);
                return r.getInt(1);
            }
        }
    }
}
