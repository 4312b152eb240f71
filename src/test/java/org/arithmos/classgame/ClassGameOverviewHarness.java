package org.arithmos.classgame;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableService;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The class game's overview under load, measured (not a test: Surefire runs only *Test; run it with
 * {@code bin/bench --class-game}; issue 15 §5): a class game of 8 tables of 4 seats on one node and the H2 file
 * database, every seat played by a robot (the pupils are away, robots stand in after a 1 s grace time) at
 * 300 ms a move, far quicker than children play. One teacher's screen is told of every move, as the overview and
 * the projector are, and rebuilds the whole overview on its own thread, coalescing the news that came while it
 * worked (as a screen's UI thread does). Measured: how old the newest move of each table is when an overview
 * that shows it is built (from the move's time as stored to the overview in hand), and the time to build one.
 * Not included: Vaadin's rendering and the push to the browser. Writes target/bench/class-game.txt.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/bench-data")
class ClassGameOverviewHarness {

    private static final int TABLES = 8;
    private static final int SEATS = 4;
    private static final int PACE_MILLIS = 300;
    private static final int SECONDS = 60;

    @Autowired
    private ClassGameService classGames;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private JdbcTemplate jdbc;

    @Test
    void measure() throws Exception {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        List<List<Long>> groups = new ArrayList<>();
        for (int t = 0; t < TABLES; t++) {
            List<Long> group = new ArrayList<>();
            for (int s = 0; s < SEATS; s++) {
                group.add(school.pupilIn(teacher, c).pupil().id());
            }
            groups.add(group);
        }
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(
                new TableService.NewTable(NzTableGame.KIND, NambarzOptions.of(SEATS).withRounds(5).notation(),
                        SEATS, "GAME", false, 1, PACE_MILLIS), false, "BEGINNER", groups)));

        ExecutorService screen = Executors.newSingleThreadExecutor();
        AtomicBoolean pending = new AtomicBoolean();
        List<Long> buildNanos = new ArrayList<>();
        Map<String, Instant> firstSeen = new HashMap<>(); // "table/version" -> when an overview first showed it
        Runnable refresh = () -> {
            pending.set(false);
            long start = System.nanoTime();
            List<TableOverview> now = TestSchool.as(teacher, () -> classGames.overview(id));
            Instant built = Instant.now();
            buildNanos.add(System.nanoTime() - start);
            for (TableOverview t : now) {
                firstSeen.putIfAbsent(t.id() + "/" + t.moves(), built);
            }
        };
        Runnable stop = TestSchool.as(teacher, () -> classGames.watch(id, () -> {
            if (pending.compareAndSet(false, true)) {
                screen.execute(refresh);
            }
        }));
        Thread.sleep(SECONDS * 1000L);
        stop.run();
        screen.shutdown();
        screen.awaitTermination(10, TimeUnit.SECONDS);
        TestSchool.as(teacher, () -> {
            classGames.end(id);
            return null;
        });

        List<Long> lags = new ArrayList<>();
        List<UUID> tables = TestSchool.as(teacher, () -> classGames.find(id)).tables();
        int moves = 0;
        for (UUID table : tables) {
            record Played(int seq, Instant at) {
            }
            for (Played row : jdbc.query("select seq, played_at from game_move where game_id = ?",
                    (rs, i) -> new Played(rs.getInt("seq"), rs.getTimestamp("played_at").toInstant()), table)) {
                moves++;
                Instant seen = firstSeen.get(table + "/" + (row.seq() + 1));
                if (seen != null) {
                    lags.add(java.time.Duration.between(row.at(), seen).toNanos());
                }
            }
        }
        long[] lag = lags.stream().mapToLong(Long::longValue).sorted().toArray();
        long[] build = buildNanos.stream().mapToLong(Long::longValue).sorted().toArray();
        List<String> lines = List.of(
                String.format(Locale.ROOT, "%d tables of %d seats, robots at %d ms a move, %d s: %d moves (%.1f a second),"
                        + " %d overviews built", TABLES, SEATS, PACE_MILLIS, SECONDS, moves, moves / (double) SECONDS,
                        build.length),
                String.format(Locale.ROOT, "newest move to an overview showing it: %d moves seen, p50 %.1f ms, p95 %.1f ms,"
                        + " p99 %.1f ms, max %.1f ms", lag.length, ms(lag, .5), ms(lag, .95), ms(lag, .99), ms(lag, 1)),
                String.format(Locale.ROOT, "building one overview of %d tables: p50 %.2f ms, p95 %.2f ms, max %.2f ms",
                        TABLES, ms(build, .5), ms(build, .95), ms(build, 1)),
                String.format(Locale.ROOT, "moves never shown by an overview (overtaken by the next one at their table"
                        + " before the screen looked): %d", moves - lag.length));
        lines.forEach(System.out::println);
        Files.createDirectories(Path.of("target", "bench"));
        Files.write(Path.of("target", "bench", "class-game.txt"), lines);
    }

    private static double ms(long[] sorted, double q) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[Math.min(sorted.length - 1, Math.max(0, (int) Math.ceil(q * sorted.length) - 1))] / 1e6;
    }
}
