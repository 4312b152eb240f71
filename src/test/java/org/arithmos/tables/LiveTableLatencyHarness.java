package org.arithmos.tables;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The live table's own time, measured (not a test: Surefire runs only *Test; run it with {@code bin/bench --live}):
 * from a pupil's move arriving at the service to every seat's screen having been handed its own view, for
 * tables of 2, 4 and 12 pupils on one node, on the H2 file database. What it includes: the version check, the
 * engine's judgment, the move and the progress event committed to disk, and for each seat its observation
 * (legal moves included) and events. What it leaves out: Vaadin's rendering of the components and the push
 * over the network (see docs/benchmarks.md for the browser's figure). Writes target/bench/live-tables.txt.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/bench-data")
class LiveTableLatencyHarness {

    private static final int MOVES = 400;

    @Autowired
    private TableService service;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @Test
    void measure() throws Exception {
        List<String> lines = new ArrayList<>();
        run(4); // warm-up: the JIT, the connection pool, H2's caches
        for (int seats : new int[] {2, 4, 12}) {
            long[] nanos = run(seats);
            Arrays.sort(nanos);
            String line = String.format(Locale.ROOT, "%d seats: %d moves, p50 %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms",
                    seats, nanos.length, ms(nanos, 0.50), ms(nanos, 0.95), ms(nanos, 0.99), nanos[nanos.length - 1] / 1e6);
            System.out.println(line);
            lines.add(line);
        }
        lines.add(memoryPerTable(100, 4));
        System.out.println(lines.getLast());
        Files.createDirectories(Path.of("target", "bench"));
        Files.write(Path.of("target", "bench", "live-tables.txt"), lines);
    }

    /** Heap held by {@code count} started tables of {@code seats} pupils in memory (after GC), per table. */
    private String memoryPerTable(int count, int seats) throws Exception {
        List<UUID> kept = new ArrayList<>();
        long before = usedAfterGc();
        for (int i = 0; i < count; i++) {
            kept.add(startedTable(seats));
        }
        long after = usedAfterGc();
        return String.format(Locale.ROOT, "memory: %d tables of %d pupils hold %.1f KB each (heap after GC, in memory on"
                + " the node, no screen attached)", kept.size(), seats, (after - before) / 1024.0 / count);
    }

    private static long usedAfterGc() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    private UUID startedTable(int seatCount) {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        List<Account> pupils = new ArrayList<>();
        for (int i = 0; i < seatCount; i++) {
            pupils.add(school.pupilIn(teacher, c).pupil());
        }
        UUID id = TestSchool.as(pupils.getFirst(), () -> service.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(seatCount).notation(), seatCount, "GAME", false, 600, 0)));
        for (Account p : pupils.subList(1, seatCount)) {
            TestSchool.as(p, () -> service.join(id));
        }
        TestSchool.as(pupils.getFirst(), () -> {
            service.start(id, false, "BEGINNER");
            return null;
        });
        return id;
    }

    private static double ms(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1e6;
    }

    /** Every seat a pupil watching the table; each move timed from the call to the last screen told. */
    private long[] run(int seatCount) throws Exception {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        List<Account> pupils = new ArrayList<>();
        for (int i = 0; i < seatCount; i++) {
            pupils.add(school.pupilIn(teacher, c).pupil());
        }
        UUID id = TestSchool.as(pupils.getFirst(), () -> service.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(seatCount).withRounds(5).notation(), seatCount, "GAME", false, 600, 0)));
        for (Account p : pupils.subList(1, seatCount)) {
            TestSchool.as(p, () -> service.join(id));
        }
        TestSchool.as(pupils.getFirst(), () -> {
            service.start(id, false, "BEGINNER");
            return null;
        });
        AtomicLong lastTold = new AtomicLong();
        for (Account p : pupils) {
            TestSchool.as(p, () -> service.watch(id, news -> {
                // What a screen does first with news: its own seat's view, with its legal moves.
                NzSeatView view = (NzSeatView) news.table().view();
                if (view.seen().myTurn()) {
                    view.seen().legalMoves();
                }
                lastTold.set(System.nanoTime());
            }));
        }
        List<Long> times = new ArrayList<>();
        while (times.size() < MOVES) {
            SeatedTable any = TestSchool.as(pupils.getFirst(), () -> service.look(id));
            if (any.over()) {
                break;
            }
            Account mover = pupils.get(any.toMove());
            SeatedTable mine = TestSchool.as(mover, () -> service.look(id));
            NambarzMove move = ((NzSeatView) mine.view()).seen().legalMoves().getFirst();
            long start = System.nanoTime();
            TableNews news = TestSchool.as(mover, () -> service.move(id, mine.version(), move));
            if (news.isMove()) {
                times.add(lastTold.get() - start);
            }
        }
        return times.stream().mapToLong(Long::longValue).toArray();
    }
}
