package org.arithmos.krambambuli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliObservation;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestLevels;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Krambambuli at a live table (docs/decisions/0027) through {@link TableService}, on the real H2 file database:
 * two pupils of a class and a robot play whole games, each step one move of the table; refused steps and
 * two steps at once.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class KrambambuliTableTest {

    @Autowired
    private TableService service;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private KrambambuliProgress progress;
    @Autowired
    private JdbcTemplate jdbc;

    private Account teacher;
    private Account lea;
    private Account sami;

    @BeforeEach
    void aClassThatPlaysKrambambuli() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        // A new class plays Nambarz only: the teacher opens Krambambuli, as in the demo school.
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(),
                TestLevels.withGame(levels.classLevel(c.id()), GameKind.KRAMBAMBULI)));
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    private UUID tableOfTwoAndARobot(int target) {
        String options = KrambambuliOptions.of(3).withTarget(target).notation();
        UUID id = TestSchool.as(lea, () -> service.open(new TableService.NewTable(KbTableGame.KIND, options, 3,
                "GAME", false, 60, 0)));
        TestSchool.as(sami, () -> service.join(id));
        TestSchool.as(lea, () -> {
            service.start(id, true, "BEGINNER");
            return null;
        });
        return id;
    }

    /** Plays the pupil's steps, each chosen as the beginner robot would from the seat's view, until the end. */
    private int playSteps(Account who, UUID id) {
        int played = 0;
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (System.nanoTime() < deadline) {
            SeatedTable t = TestSchool.as(who, () -> service.look(id));
            if (t.over()) {
                break;
            }
            if (t.yourTurn()) {
                KrambambuliMove step = KrambambuliBot.BEGINNER.decide((KrambambuliObservation) t.view()).move();
                TableNews n = TestSchool.as(who, () -> service.move(id, t.version(), step));
                assertThat(n.isRefused()).isFalse();
                played++;
            } else {
                sleepBriefly();
            }
        }
        return played;
    }

    private static void sleepBriefly() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void twoPupilsAndARobotPlayTheWholeGameAndEachPupilsStepsCountForThemAlone() throws Exception {
        UUID id = tableOfTwoAndARobot(50);
        List<TableNews> toSami = new CopyOnWriteArrayList<>();
        SeatedTable leaSees = TestSchool.as(lea, () -> service.watch(id, n -> { }).table());
        SeatedTable samiSees = TestSchool.as(sami, () -> service.watch(id, toSami::add).table());
        assertThat(((KrambambuliObservation) leaSees.view()).seat()).isZero();
        assertThat(((KrambambuliObservation) samiSees.view()).hand())
                .isNotEqualTo(((KrambambuliObservation) leaSees.view()).hand()).hasSize(13);
        assertThat(leaSees.seats().get(2).isRobot()).isTrue();

        ExecutorService both = Executors.newFixedThreadPool(2);
        Future<Integer> leaPlayed = both.submit(() -> playSteps(lea, id));
        Future<Integer> samiPlayed = both.submit(() -> playSteps(sami, id));
        assertThat(leaPlayed.get()).isPositive();
        assertThat(samiPlayed.get()).isPositive();
        both.shutdown();

        SeatedTable end = TestSchool.as(lea, () -> service.look(id));
        assertThat(end.over()).isTrue();
        KrambambuliObservation last = (KrambambuliObservation) end.view();
        assertThat(last.totals()).anyMatch(total -> total >= 50);
        // Sami was told every step of the others, never a card another seat drew.
        assertThat(toSami).filteredOn(TableNews::isMove).extracting(TableNews::mover).contains(0, 2);
        assertThat(toSami).filteredOn(n -> n.isMove() && n.mover() != 1).flatMap(TableNews::events)
                .noneMatch(e -> e instanceof KrambambuliEvent.Drew d && d.card() != null);
        // The stored steps, in the store's notation, replay to the same end.
        List<String> moves = jdbc.queryForList("select notation from game_move where game_id = ? order by seq",
                String.class, id);
        long seed = jdbc.queryForObject("select seed from game where id = ?", Long.class, id);
        KrambambuliState replayed = KrambambuliGame.replay(KrambambuliOptions.parse(end.options()), seed,
                moves.stream().map(KrambambuliMove::parse).toList());
        assertThat(replayed.over()).isTrue();
        assertThat(replayed.totals()).isEqualTo(last.totals());
        // Each pupil's round points, as against robots (one row a round), and their own melds; none for the robot.
        int rounds = last.results().size();
        for (Account pupil : List.of(lea, sami)) {
            assertThat(jdbc.queryForObject("select count(*) from card_progress where live_game_id = ? and pupil_id = ?"
                    + " and event = 'ROUND_POINTS'", Integer.class, id, pupil.id())).isEqualTo(rounds);
        }
        assertThat(jdbc.queryForObject("select count(*) from card_progress where live_game_id = ? and pupil_id not in"
                + " (?, ?)", Integer.class, id, lea.id(), sami.id())).isZero();
        List<Integer> points = jdbc.queryForList("select amount from card_progress where live_game_id = ? and pupil_id = ?"
                + " and event = 'ROUND_POINTS' order by move_seq", Integer.class, id, sami.id());
        assertThat(points).isEqualTo(last.results().stream().map(r -> r.points().get(1)).toList());
        // The teacher's page of the pupil counts the live game.
        assertThat(TestSchool.as(teacher, () -> progress.progressOf(lea.id())).games()).isEqualTo(1);
    }

    @Test
    void aStepTheRulesRefuseIsExplainedToItsPupilAndChangesNothing() {
        UUID id = tableOfTwoAndARobot(100);
        List<TableNews> toSami = new CopyOnWriteArrayList<>();
        TestSchool.as(sami, () -> service.watch(id, toSami::add));
        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        assertThat(t.yourTurn()).isTrue();
        var card = ((KrambambuliObservation) t.view()).hand().getFirst();
        TableNews n = TestSchool.as(lea, () -> service.move(id, t.version(), new KrambambuliMove.Discard(card)));
        assertThat(n.isRefused()).isTrue();
        KrambambuliJudgment j = (KrambambuliJudgment) n.refusal();
        assertThat(j.problem()).isEqualTo(KrambambuliJudgment.Problem.DRAW_FIRST);
        assertThat(n.table().version()).isEqualTo(t.version());
        assertThat(((KrambambuliObservation) n.table().view()).hand())
                .isEqualTo(((KrambambuliObservation) t.view()).hand());
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, id)).isZero();
        assertThat(toSami).isEmpty();
        assertThat(jdbc.queryForList("select detail from card_progress where live_game_id = ? and pupil_id = ?"
                + " and event = 'REFUSED'", String.class, id, lea.id())).containsExactly("KB-TURN-1 DRAW_FIRST");
    }

    @Test
    void ofManyStepsSentAtOnceExactlyOneIsApplied() throws Exception {
        UUID id = tableOfTwoAndARobot(100);
        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        int threads = 16;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch go = new CountDownLatch(1);
        AtomicInteger applied = new AtomicInteger();
        for (int i = 0; i < threads; i++) {
            pool.submit(() -> {
                go.await();
                TableNews n = TestSchool.as(lea, () -> service.move(id, t.version(), new KrambambuliMove.Draw()));
                if (n.isMove()) {
                    applied.incrementAndGet();
                }
                return null;
            });
        }
        go.countDown();
        pool.shutdown();
        assertThat(pool.awaitTermination(20, TimeUnit.SECONDS)).isTrue();
        assertThat(applied.get()).isEqualTo(1);
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, id))
                .isEqualTo(1);
        assertThat(((KrambambuliObservation) TestSchool.as(lea, () -> service.look(id)).view()).hand()).hasSize(14);
    }
}
