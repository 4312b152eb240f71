package org.arithmos.privacy;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * How long requests wait while the file is compacted (docs/benchmarks.md, decision 0034). On a copy of an
 * app's H2 file: 8 threads read and write through the same kind of Hikari pool as the app's (10 connections,
 * suspension allowed) as requests would, while {@link FileCompaction} runs once. Prints the pool's suspension,
 * the longest request and the 99th percentile of those that overlapped it, and the file's size before and after.
 * Run: {@code java -cp target/classes:target/test-classes:<deps> org.arithmos.privacy.CompactionWaitBench FILE}.
 */
public final class CompactionWaitBench {

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("compaction-bench");
        Path file = dir.resolve("arithmos.mv.db");
        Files.copy(Path.of(args[0]), file);
        var config = new HikariConfig();
        config.setJdbcUrl("jdbc:h2:file:" + dir.resolve("arithmos") + ";WRITE_DELAY=0");
        config.setUsername("sa");
        config.setPassword("");
        config.setAllowPoolSuspension(true);
        long before = Files.size(file);
        try (var pool = new HikariDataSource(config)) {
            AtomicBoolean running = new AtomicBoolean(true);
            List<Long> nanos = Collections.synchronizedList(new ArrayList<>());
            List<Thread> requests = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                requests.add(Thread.ofPlatform().start(() -> request(pool, running, nanos)));
            }
            Thread.sleep(2000);
            nanos.clear();
            Duration suspended = new FileCompaction(pool, Duration.ofSeconds(5)).run();
            Thread.sleep(1000);
            running.set(false);
            for (Thread t : requests) {
                t.join();
            }
            List<Long> sorted = new ArrayList<>(nanos);
            Collections.sort(sorted);
            System.out.printf("file %.1f MB -> %.1f MB; pool suspended %d ms; %d requests after it began: "
                            + "longest %d ms, p99 %d ms, median %.2f ms%n",
                    before / 1e6, Files.size(file) / 1e6, suspended.toMillis(), sorted.size(),
                    sorted.getLast() / 1_000_000, sorted.get(sorted.size() * 99 / 100) / 1_000_000,
                    sorted.get(sorted.size() / 2) / 1e6);
        } finally {
            for (Path p : Files.list(dir).toList()) {
                Files.delete(p);
            }
            Files.delete(dir);
        }
    }

    /** A request: a pupil's row read by id, and a throttle-like row written, in one transaction. */
    private static void request(HikariDataSource pool, AtomicBoolean running, List<Long> nanos) {
        while (running.get()) {
            long start = System.nanoTime();
            try (Connection c = pool.getConnection();
                 PreparedStatement read = c.prepareStatement("select display_name from account where id = ?");
                 PreparedStatement write = c.prepareStatement("update account set display_name = display_name where id = ?")) {
                long id = ThreadLocalRandom.current().nextLong(1, 600);
                read.setLong(1, id);
                read.executeQuery().close();
                write.setLong(1, id);
                write.executeUpdate();
            } catch (Exception e) {
                System.out.println("request failed: " + e);
            }
            nanos.add(System.nanoTime() - start);
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
