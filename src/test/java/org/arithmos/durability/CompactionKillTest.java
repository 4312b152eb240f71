package org.arithmos.durability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Decision 0034: the app erases deleted pupils from the disk with H2's {@code SHUTDOWN COMPACT}, which writes
 * the live pages into {@code <file>.tempFile} and then moves it over the database file. What if the app is
 * killed (SIGKILL) meanwhile? A JVM of its own ({@link CompactsUntilKilled}) compacts a copy of a file with
 * dead pages and is killed at moments spread over the compaction; after each kill the file must open and hold
 * every row, unchanged (a digest of all rows), the half-written copy must be gone once the file was opened
 * (H2's {@code MVStoreTool.compactCleanUp}, run as it opens a file), and the next compaction must work.
 * Prints each kill's moment and what it left ("temp file being written", "file replaced", ...).
 *
 * <p>Not in the default build: making the file (some 420 MB with its dead pages) and opening and compacting nine
 * copies of it took 140 s on the shared 2-core machine. Run it with {@code -Darithmos.kill9=true}, like
 * {@link KillNineTest}.
 */
@EnabledIfSystemProperty(named = "arithmos.kill9", matches = "true")
class CompactionKillTest {

    /** Rows of about 1 KB, a third rewritten and a sixth deleted: 33 MB once compacted, 420 MB before. */
    private static final int ROWS = 40_000;
    private static final double[] MOMENTS = {0.0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1.05};

    static String url(String file) {
        return "jdbc:h2:file:" + file + ";WRITE_DELAY=0";
    }

    @Test
    void aKillDuringTheCompactionLosesNoRowAndItsLeftoverIsHarmless() throws Exception {
        Path root = Files.createDirectories(Path.of("target", "compaction-kill").toAbsolutePath())
                .resolve("run-" + System.nanoTime());
        Path source = root.resolve("source").resolve("db");
        long madeIn = System.nanoTime();
        fill(source);
        String digest = digest(source);
        long size = Files.size(mvFile(source));
        System.out.printf("compaction kill: %d rows, file %.1f MB, made in %d ms%n", ROWS, size / 1e6,
                (System.nanoTime() - madeIn) / 1_000_000);

        // Once to the end: how long it takes, and that it does compact.
        Path whole = copy(source, root.resolve("whole"));
        long took = compactAndKillAfter(whole, Long.MAX_VALUE);
        long compacted = Files.size(mvFile(whole));
        assertThat(compacted).as("compacted file").isLessThan(size * 9 / 10);
        assertThat(Files.exists(tempFile(whole))).isFalse();
        assertThat(digest(whole)).isEqualTo(digest);
        System.out.printf("compaction kill: uninterrupted compaction %d ms, file %.1f MB%n", took, compacted / 1e6);
        deleteDirectory(whole.getParent());

        List<String> seen = new ArrayList<>();
        int original = 0;
        int writingTemp = 0;
        int replaced = 0;
        for (int i = 0; i < MOMENTS.length; i++) {
            Path copy = copy(source, root.resolve("kill-" + i));
            long after = Math.round(took * MOMENTS[i]);
            compactAndKillAfter(copy, after);
            boolean temp = Files.exists(tempFile(copy));
            long left = Files.size(mvFile(copy));
            String state = left <= compacted * 11 / 10 ? "file replaced" : temp ? "temp file being written" : "file as it was";
            seen.add(String.format("kill after %d ms: %s (file %.1f MB, temp file %s)", after, state, left / 1e6,
                    temp ? String.format("%.1f MB", Files.size(tempFile(copy)) / 1e6) : "none"));
            switch (state) {
                case "file replaced" -> replaced++;
                case "temp file being written" -> writingTemp++;
                default -> original++;
            }
            System.out.println("compaction kill: " + seen.getLast());
            assertThat(digest(copy)).as("rows after a %s", seen.getLast()).isEqualTo(digest);
            // H2 removes the half-written copy when it opens the file (MVStoreTool.compactCleanUp).
            assertThat(Files.exists(tempFile(copy))).as("the temp file once the file was opened").isFalse();
            compactInProcess(copy);
            assertThat(Files.size(mvFile(copy))).as("compacted by the next one").isLessThanOrEqualTo(compacted * 11 / 10);
            assertThat(digest(copy)).isEqualTo(digest);
            deleteDirectory(copy.getParent());
        }
        deleteDirectory(source.getParent());
        assertThat(writingTemp).as("kills while the temp file was written").isGreaterThanOrEqualTo(2);
        assertThat(original + replaced).as("kills before and after").isGreaterThanOrEqualTo(1);
    }

    /** A file like the app's after a day: rows written, a third rewritten, a sixth deleted (dead pages). */
    private static void fill(Path file) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(file.toString()), "sa", "");
             Statement s = c.createStatement()) {
            s.execute("create table pupil (id bigint primary key, name varchar(100), notes varchar(2000))");
            // About 1 KB of text that compresses as names and games do, not as a repeated string would.
            s.execute("insert into pupil select x, concat('Pupil ', x, ' é'), concat("
                    + String.join(", ", Collections.nCopies(28, "random_uuid()")) + ") from system_range(1, " + ROWS + ")");
            s.execute("update pupil set notes = concat(notes, 'rewritten') where mod(id, 3) = 0");
            s.execute("delete from pupil where mod(id, 6) = 1");
        }
    }

    /** Every row, in order, digested; opening the file is itself part of the check. */
    private static String digest(Path file) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        int rows = 0;
        try (Connection c = DriverManager.getConnection(url(file.toString()), "sa", "");
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select id, name, notes from pupil order by id")) {
            while (rs.next()) {
                sha.update((rs.getLong(1) + "|" + rs.getString(2) + "|" + rs.getString(3) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
                rows++;
            }
        }
        return rows + " rows, " + HexFormat.of().formatHex(sha.digest());
    }

    private static void compactInProcess(Path file) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(file.toString()), "sa", "");
             Statement s = c.createStatement()) {
            s.execute("SHUTDOWN COMPACT");
        }
    }

    /**
     * Runs {@link CompactsUntilKilled} on the file and kills it (SIGKILL) this many ms after it began
     * compacting, unless it ended first. Returns the ms from the beginning of the compaction to its end or kill.
     */
    private static long compactAndKillAfter(Path file, long afterMs) throws IOException, InterruptedException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                CompactsUntilKilled.class.getName(), file.toString());
        Process jvm = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (BufferedReader out = jvm.inputReader(StandardCharsets.UTF_8)) {
            List<String> lines = new ArrayList<>();
            for (String line = out.readLine(); !"compacting".equals(line); line = out.readLine()) {
                assertThat(line).as("the compacting JVM ended before it began: %s", lines).isNotNull();
                lines.add(line);
            }
            long began = System.nanoTime();
            boolean ended = afterMs == Long.MAX_VALUE ? jvm.waitFor(2, TimeUnit.MINUTES)
                    : jvm.waitFor(afterMs, TimeUnit.MILLISECONDS);
            long ms = (System.nanoTime() - began) / 1_000_000;
            if (!ended) {
                jvm.destroyForcibly(); // SIGKILL
            }
            jvm.waitFor(30, TimeUnit.SECONDS);
            if (afterMs == Long.MAX_VALUE) {
                assertThat(jvm.exitValue()).as("the uninterrupted compaction").isZero();
            }
            return ms;
        } finally {
            jvm.destroyForcibly();
        }
    }

    private static void deleteDirectory(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }

    private static Path copy(Path source, Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.copy(mvFile(source), mvFile(dir.resolve("db")));
        return dir.resolve("db");
    }

    private static Path mvFile(Path file) {
        return Path.of(file + ".mv.db");
    }

    private static Path tempFile(Path file) {
        return Path.of(file + ".mv.db.tempFile");
    }
}
