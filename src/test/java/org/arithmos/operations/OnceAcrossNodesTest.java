package org.arithmos.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.arithmos.testing.EmbeddedPostgres;
import org.arithmos.testing.MovableClock;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Two nodes on one embedded PostgreSQL (each its own {@link OnceAcrossNodes} and its own connections, on
 * threads of their own) contend for the same jobs again and again: never do both run a job at once, a daily job
 * runs once however many nodes ask, a job a node holds is released when that node's connection dies, and the
 * demo school's kind of job (wait, then run) runs on both, one after the other. Always on PostgreSQL, whatever
 * the database of the other tests: the advisory lock is what is tested.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OnceAcrossNodesTest {

    private DataSource nodeA;
    private DataSource nodeB;
    private ExecutorService threads;

    @BeforeAll
    void database() {
        String database = "once_" + UUID.randomUUID().toString().replace("-", "");
        new JdbcTemplate(new DriverManagerDataSource(EmbeddedPostgres.jdbcUrl(), "postgres", ""))
                .execute("create database " + database);
        String url = EmbeddedPostgres.jdbcUrl().replace("/postgres?", "/" + database + "?");
        // Two data sources: two nodes share no connection, only the database.
        nodeA = new DriverManagerDataSource(url, "postgres", "");
        nodeB = new DriverManagerDataSource(url, "postgres", "");
        Flyway.configure().dataSource(nodeA).locations("classpath:db/migration").load().migrate();
        threads = Executors.newFixedThreadPool(4);
    }

    @AfterAll
    void stop() {
        threads.shutdownNow();
    }

    @Test
    void twoNodesNeverRunTheSameJobAtOnce() throws Exception {
        OnceAcrossNodes a = new OnceAcrossNodes(nodeA, Clock.systemUTC());
        OnceAcrossNodes b = new OnceAcrossNodes(nodeB, Clock.systemUTC());
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger mostInside = new AtomicInteger();
        AtomicInteger runs = new AtomicInteger();
        Runnable job = () -> {
            mostInside.accumulateAndGet(inside.incrementAndGet(), Math::max);
            runs.incrementAndGet();
            sleep(3);
            inside.decrementAndGet();
        };
        CyclicBarrier start = new CyclicBarrier(2);
        List<Future<Integer>> nodes = new ArrayList<>();
        for (OnceAcrossNodes node : List.of(a, b)) {
            nodes.add(threads.submit(() -> {
                start.await();
                int ran = 0;
                for (int i = 0; i < 150; i++) {
                    ran += node.runIfFree("contended", job) ? 1 : 0;
                }
                return ran;
            }));
        }
        int ranA = nodes.get(0).get();
        int ranB = nodes.get(1).get();
        System.out.printf("contended job: node A ran it %d times, node B %d times, of 300 tries%n", ranA, ranB);
        assertThat(mostInside.get()).as("nodes running the job at the same moment, at most").isEqualTo(1);
        assertThat(runs.get()).isEqualTo(ranA + ranB);
        assertThat(ranA + ranB).as("some tries found it taken, some free").isBetween(1, 299);
    }

    @Test
    void aDailyJobAskedByTwoNodesAtOnceRunsOnceThenAgainADayLater() throws Exception {
        MovableClock clock = new MovableClock(Instant.parse("2026-11-27T07:00:00Z"));
        OnceAcrossNodes a = new OnceAcrossNodes(nodeA, clock);
        OnceAcrossNodes b = new OnceAcrossNodes(nodeB, clock);
        String job = "daily-" + UUID.randomUUID();
        AtomicInteger runs = new AtomicInteger();
        Runnable work = () -> {
            runs.incrementAndGet();
            sleep(50);
        };
        CyclicBarrier start = new CyclicBarrier(2);
        List<Future<Boolean>> asked = new ArrayList<>();
        for (OnceAcrossNodes node : List.of(a, b)) {
            asked.add(threads.submit(() -> {
                start.await();
                return node.runIfDue(job, Duration.ofDays(1), work);
            }));
        }
        assertThat(asked.get(0).get() ^ asked.get(1).get()).as("exactly one node ran it").isTrue();
        clock.advance(Duration.ofHours(3));
        assertThat(b.runIfDue(job, Duration.ofDays(1), work)).as("the other node's schedule, later that day").isFalse();
        assertThat(a.runIfDue(job, Duration.ofDays(1), work)).isFalse();
        assertThat(runs.get()).isEqualTo(1);
        clock.advance(Duration.ofHours(21));
        assertThat(b.runIfDue(job, Duration.ofDays(1), work)).as("a day later").isTrue();
        assertThat(runs.get()).isEqualTo(2);
    }

    @Test
    void aJobToWaitForRunsOnEachNodeOneAfterTheOther() throws Exception {
        OnceAcrossNodes a = new OnceAcrossNodes(nodeA, Clock.systemUTC());
        OnceAcrossNodes b = new OnceAcrossNodes(nodeB, Clock.systemUTC());
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger mostInside = new AtomicInteger();
        List<String> done = java.util.Collections.synchronizedList(new ArrayList<>());
        CyclicBarrier start = new CyclicBarrier(2);
        List<Future<?>> nodes = new ArrayList<>();
        for (var node : List.of(a, b)) {
            nodes.add(threads.submit((Callable<Void>) () -> {
                start.await();
                node.runAlone("demo-like", () -> {
                    mostInside.accumulateAndGet(inside.incrementAndGet(), Math::max);
                    sleep(200);
                    done.add(node == a ? "A" : "B");
                    inside.decrementAndGet();
                });
                return null;
            }));
        }
        for (Future<?> f : nodes) {
            f.get();
        }
        assertThat(done).hasSize(2);
        assertThat(mostInside.get()).isEqualTo(1);
    }

    @Test
    void aNodeThatDiesWhileRunningAJobReleasesIt() throws Exception {
        OnceAcrossNodes b = new OnceAcrossNodes(nodeB, Clock.systemUTC());
        long key = OnceAcrossNodes.lockKey("dies");
        // Node A takes the job's lock on its connection, then "dies": its connection closes with no unlock.
        var connection = nodeA.getConnection();
        try (var s = connection.prepareStatement("select pg_try_advisory_lock(?)")) {
            s.setLong(1, key);
            try (var r = s.executeQuery()) {
                r.next();
                assertThat(r.getBoolean(1)).isTrue();
            }
        }
        assertThat(b.runIfFree("dies", () -> { })).as("while node A holds it").isFalse();
        connection.close();
        assertThat(b.runIfFree("dies", () -> { })).as("once node A's connection is gone").isTrue();
    }

    @Test
    void onH2OneNodesOwnLockIsEnough() throws Exception {
        DataSource h2 = new DriverManagerDataSource("jdbc:h2:mem:once;DB_CLOSE_DELAY=-1", "sa", "");
        OnceAcrossNodes one = new OnceAcrossNodes(h2, Clock.systemUTC());
        OnceAcrossNodes other = new OnceAcrossNodes(h2, Clock.systemUTC());
        CyclicBarrier inJob = new CyclicBarrier(2);
        Future<Boolean> first = threads.submit(() -> one.runIfFree("h2-job", () -> {
            await(inJob);
            await(inJob);
        }));
        await(inJob);
        assertThat(other.runIfFree("h2-job", () -> { })).as("while the first runs").isFalse();
        await(inJob);
        assertThat(first.get()).isTrue();
        assertThat(other.runIfFree("h2-job", () -> { })).as("afterwards").isTrue();
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
