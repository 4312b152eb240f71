package org.arithmos.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelChange;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Live tables on the real H2 file database (docs/decisions/0018): pupils of one class at one table with a
 * robot, with real threads (robots on the server's timer, many pupils' moves at once), a restart in the middle
 * of a game, and a pupil who leaves and comes back.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class TableServiceTest {

    @Autowired
    private TableService service;
    @Autowired
    private Tables tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private JdbcTemplate jdbc;
    @Autowired
    private org.arithmos.nambarz.GameReplays replays;
    @Autowired
    private org.arithmos.tables.persistence.TableStore store;

    private Account teacher;
    private Account lea;
    private Account sami;
    private Account other;

    @BeforeEach
    void aClass() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        other = school.newPupil();
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    private UUID tableOfTwoAndARobot(int graceSeconds) {
        UUID id = TestSchool.as(lea, () -> service.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(3).notation(), 3, "GAME", false, graceSeconds, 0)));
        TestSchool.as(sami, () -> service.join(id));
        TestSchool.as(lea, () -> {
            service.start(id, true, "BEGINNER");
            return null;
        });
        return id;
    }

    /** Léa and Sami play whoever's turn it is (the engine's first legal move) until {@code moves} are played. */
    private List<TableNews> playBoth(UUID id, int moves) {
        List<TableNews> news = new CopyOnWriteArrayList<>();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (news.size() < moves && System.nanoTime() < deadline) {
            int before = news.size();
            for (Account who : List.of(lea, sami)) {
                SeatedTable t = TestSchool.as(who, () -> service.look(id));
                if (t.yourTurn()) {
                    playTurns(who, service, id, 1, news);
                }
            }
            if (news.size() == before) {
                sleepBriefly();
            }
        }
        return news;
    }

    /** Plays the watcher's own turns with the engine's first legal move until the game ends or {@code limit}. */
    private static int playTurns(Account who, TableService service, UUID id, int limit, List<TableNews> news) {
        int played = 0;
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (played < limit && System.nanoTime() < deadline) {
            SeatedTable t = TestSchool.as(who, () -> service.look(id));
            if (t.over()) {
                break;
            }
            if (t.yourTurn()) {
                NambarzMove move = ((NzSeatView) t.view()).seen().legalMoves().getFirst();
                TableNews n = TestSchool.as(who, () -> service.move(id, t.version(), move));
                news.add(n);
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
    void twoPupilsAndARobotPlayTheWholeGameEachSeeingOnlyTheirOwnHand() throws Exception {
        UUID id = tableOfTwoAndARobot(60);
        List<TableNews> toLea = new CopyOnWriteArrayList<>();
        List<TableNews> toSami = new CopyOnWriteArrayList<>();
        SeatedTable leaSees = TestSchool.as(lea, () -> service.watch(id, toLea::add).table());
        SeatedTable samiSees = TestSchool.as(sami, () -> service.watch(id, toSami::add).table());
        assertThat(leaSees.you()).isZero();
        assertThat(samiSees.you()).isEqualTo(1);
        assertThat(leaSees.seats().get(2).isRobot()).isTrue();
        assertThat(((NzSeatView) leaSees.view()).seen().seat()).isZero();
        assertThat(((NzSeatView) samiSees.view()).seen().seat()).isEqualTo(1);

        ExecutorService both = Executors.newFixedThreadPool(2);
        Future<Integer> leaPlayed = both.submit(() -> playTurns(lea, service, id, 1000, new CopyOnWriteArrayList<>()));
        Future<Integer> samiPlayed = both.submit(() -> playTurns(sami, service, id, 1000, new CopyOnWriteArrayList<>()));
        assertThat(leaPlayed.get()).isPositive();
        assertThat(samiPlayed.get()).isPositive();
        both.shutdown();

        SeatedTable end = TestSchool.as(lea, () -> service.look(id));
        assertThat(end.over()).isTrue();
        // Every move reached the other screen, with the other hand's drawn cards hidden.
        assertThat(toLea.stream().filter(TableNews::isMove).map(n -> n.table().version()))
                .contains(end.version());
        assertThat(toSami).filteredOn(n -> n.isMove() && n.mover() != 1).flatMap(TableNews::events)
                .noneMatch(e -> e instanceof org.arithmos.engine.nambarz.NambarzEvent.Drew d && d.card() != null);
        // The stored moves replay to the same game.
        List<String> moves = jdbc.queryForList("select notation from game_move where game_id = ? order by seq",
                String.class, id);
        String options = jdbc.queryForObject("select options from game where id = ?", String.class, id);
        long seed = jdbc.queryForObject("select seed from game where id = ?", Long.class, id);
        NambarzState replayed = NambarzGame.replay(NambarzOptions.parse(options), seed,
                moves.stream().map(NambarzMove::parse).toList());
        assertThat(replayed.isOver()).isTrue();
        assertThat(replayed.moveCount()).isEqualTo(end.version());
        // Each pupil's plays count for that pupil.
        assertThat(jdbc.queryForObject("select count(*) from progress_event where game_id = ? and pupil_id = ?",
                Integer.class, id, sami.id())).isPositive();
    }

    @Test
    void ofManyMovesSentAtOnceForOneTurnExactlyOneIsApplied() throws Exception {
        UUID id = tableOfTwoAndARobot(60);
        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        assertThat(t.yourTurn()).isTrue();
        NambarzMove draw = new NambarzMove.Draw();
        int threads = 16;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch go = new CountDownLatch(1);
        AtomicInteger applied = new AtomicInteger();
        for (int i = 0; i < threads; i++) {
            pool.submit(() -> {
                go.await();
                TableNews n = TestSchool.as(lea, () -> service.move(id, t.version(), draw));
                if (n.isMove()) {
                    applied.incrementAndGet();
                }
                return null;
            });
        }
        go.countDown();
        pool.shutdown();
        assertThat(pool.awaitTermination(20, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(applied.get()).isEqualTo(1);
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, id))
                .isEqualTo(1);
    }

    @Test
    void afterARestartTheTableComesBackWithEveryMoveAndGoesOn() {
        UUID id = tableOfTwoAndARobot(60);
        // A turn may take several moves (draws, then a play or a pass; how many depends on the deal): play until
        // both pupils have moved.
        List<TableNews> played = new java.util.ArrayList<>();
        while (played.stream().noneMatch(n -> n.mover() == 1) && played.size() < 60) {
            played.addAll(playBoth(id, 1));
        }
        assertThat(played).extracting(TableNews::mover).contains(0, 1);
        SeatedTable before = TestSchool.as(sami, () -> service.look(id));
        tables.forgetAll();
        SeatedTable after = TestSchool.as(sami, () -> service.look(id));
        assertThat(after.version()).isGreaterThanOrEqualTo(before.version());
        assertThat(((NzSeatView) after.view()).seen().hand())
                .isEqualTo(((NzSeatView) before.view()).seen().hand());
        // Whoever's turn it is now (a pupil's, after the robot's) plays on.
        assertThat(playBoth(id, 1)).isNotEmpty();
        assertThat(TestSchool.as(sami, () -> service.look(id)).version()).isGreaterThan(before.version());
    }

    @Test
    void aPupilWhoLeavesIsPlayedByARobotAfterTheGraceTimeAndTakesTheSeatBackOnReturn() throws Exception {
        UUID id = tableOfTwoAndARobot(1);
        var watching = TestSchool.as(sami, () -> service.watch(id, n -> { }));
        watching.stop().run();
        // Lea never opened the table either: after a second, robots play both seats and the game goes on.
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        int version = 0;
        while (System.nanoTime() < deadline && version < 6) {
            Thread.sleep(100);
            version = jdbc.queryForObject("select move_count from game where id = ?", Integer.class, id);
        }
        assertThat(version).isGreaterThanOrEqualTo(6);
        SeatedTable back = TestSchool.as(sami, () -> service.watch(id, n -> { }).table());
        assertThat(back.seats().get(1).standIn()).isFalse();
        assertThat(back.seats().get(0).standIn()).isTrue();
    }

    @Test
    void theTeacherReplaysTheTableFromEachPupilsSeatAndAPupilOnlyFromTheirOwn() {
        UUID id = tableOfTwoAndARobot(60);
        playTurns(lea, service, id, 1, new CopyOnWriteArrayList<>());
        var gameId = new org.arithmos.tables.GameId(id);
        var fromSami = TestSchool.as(teacher, () -> replays.replay(gameId, sami.id()));
        assertThat(fromSami.frames().getLast().table().you()).isEqualTo(1);
        assertThat(fromSami.player()).isEqualTo(sami.displayName());
        assertThat(fromSami.viewpoints()).extracting(v -> v.pupilId()).containsExactly(lea.id(), sami.id());
        assertThat(TestSchool.as(teacher, () -> replays.replay(gameId, lea.id())).frames().getLast().table().you())
                .isZero();
        // Léa sees the game from her own seat only, whatever she asks.
        var leaAsks = TestSchool.as(lea, () -> replays.replay(gameId, sami.id()));
        assertThat(leaAsks.frames().getLast().table().you()).isZero();
        assertThat(leaAsks.viewpoints()).extracting(v -> v.pupilId()).containsExactly(lea.id());
        assertThatThrownBy(() -> TestSchool.as(other, () -> replays.replay(gameId, lea.id())))
                .isInstanceOf(org.arithmos.nambarz.PlayException.class);
    }

    @Test
    void eachPupilIsJudgedAtTheirOwnLevel() {
        TestSchool.as(teacher, () -> levels.setPupilChange(lea.id(),
                new LevelChange(null, OperationSet.ADD_SUBTRACT, false, null, null, null)));
        TestSchool.as(teacher, () -> levels.setPupilChange(sami.id(),
                new LevelChange(null, OperationSet.ALL, true, null, null, null)));
        UUID id = tableOfTwoAndARobot(60);
        NambarzOptions o = NambarzOptions.parse(jdbc.queryForObject("select options from game where id = ?",
                String.class, id));
        assertThat(o.calcMode(0).operations()).isEqualTo(OperationSet.ADD_SUBTRACT);
        assertThat(o.calcMode(1).parentheses()).isTrue();
        assertThat(o.calcMode(2).operations()).isEqualTo(OperationSet.ALL);
    }

    @Test
    void onlyPupilsOfTheClassSeeOrJoinItsTables() {
        UUID id = TestSchool.as(lea, () -> service.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(2).notation(), 2, "GAME", false, 60, 0)));
        String code = TestSchool.as(lea, () -> service.classTables(null)).stream()
                .filter(s -> s.id().equals(id)).findFirst().orElseThrow().code();
        assertThat(TestSchool.as(sami, () -> service.findByCode(code.toLowerCase()))).contains(id);
        assertThat(TestSchool.as(other, () -> service.findByCode(code))).isEmpty();
        assertThatThrownBy(() -> TestSchool.as(other, () -> service.join(id)))
                .isInstanceOfSatisfying(TableException.class, e -> assertThat(e.problem())
                        .isEqualTo(TableException.Problem.NOT_FOUND));
        assertThat(TestSchool.as(other, () -> service.classTables(null))).noneMatch(s -> s.id().equals(id));
        assertThat(TestSchool.as(teacher, () -> service.classTables(lea.classId()))).anyMatch(s -> s.id().equals(id));
    }

    @Test
    void theTeachersTurnTimerLetsARobotPlayAPupilsMoveOnceItRunsOut() throws Exception {
        long cls = lea.classId();
        assertThat(TestSchool.as(teacher, () -> service.classTurnTimer(cls))).isZero();
        TestSchool.as(teacher, () -> {
            service.setClassTurnTimer(cls, 30);
            return null;
        });
        assertThat(TestSchool.as(teacher, () -> service.classTurnTimer(cls))).isEqualTo(30);
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> {
            service.setClassTurnTimer(cls, 7);
            return null;
        })).isInstanceOfSatisfying(TableException.class, e -> assertThat(e.problem())
                .isEqualTo(TableException.Problem.BAD_OPTIONS));
        Account otherTeacher = new TestSchool(accounts, classroom).teacher();
        assertThatThrownBy(() -> TestSchool.as(otherTeacher, () -> {
            service.setClassTurnTimer(cls, 60);
            return null;
        })).isInstanceOfSatisfying(TableException.class, e -> assertThat(e.problem())
                .isEqualTo(TableException.Problem.NOT_FOUND));

        // One second, so that the test does not wait 30 (a teacher chooses among TURN_TIMERS).
        store.setTurnSeconds(cls, 1);
        UUID id = tableOfTwoAndARobot(60);
        List<TableNews> toldLea = new CopyOnWriteArrayList<>();
        TestSchool.as(lea, () -> service.watch(id, toldLea::add));
        TestSchool.as(sami, () -> service.watch(id, n -> { }));
        assertThat(TestSchool.as(lea, () -> service.look(id)).turnSeconds()).isEqualTo(1);
        // Both pupils are at the table and nobody clicks: their turns run out and robots play them.
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        // (A turn may take several moves: wait until the robot has played for each of them.)
        while (System.nanoTime() < deadline && toldLea.stream().noneMatch(n -> n.reason() instanceof TimeUp && n.mover() == 1)) {
            Thread.sleep(100);
        }
        List<TableNews> timeUps = toldLea.stream().filter(n -> n.reason() instanceof TimeUp).toList();
        assertThat(timeUps).hasSizeGreaterThanOrEqualTo(2);
        assertThat(timeUps).extracting(TableNews::mover).contains(0, 1);
        // The pupils stay at their seats (not stood in for): the next turn is theirs again.
        SeatedTable now = TestSchool.as(lea, () -> service.look(id));
        assertThat(now.seats().get(0).standIn()).isFalse();
        assertThat(now.seats().get(1).standIn()).isFalse();
    }

    @Test
    void aBrowserThatGoesWithoutAWordLeavesItsSeatToARobotAndComesBackToIt() throws Exception {
        UUID id = tableOfTwoAndARobot(1);
        var samiThere = new java.util.concurrent.atomic.AtomicBoolean(true);
        TestSchool.as(lea, () -> service.watch(id, n -> { }));
        var sami1 = TestSchool.as(sami, () -> service.watch(id, n -> { }, samiThere::get));
        // Sami's computer is switched off: no goodbye, his browser just stops answering.
        samiThere.set(false);
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline && !TestSchool.as(lea, () -> service.look(id)).seats().get(1).standIn()) {
            Thread.sleep(100);
        }
        assertThat(TestSchool.as(lea, () -> service.look(id)).seats().get(1).standIn()).isTrue();
        assertThat(sami1.told().getAsBoolean()).isFalse();
        // He is back on another computer: he takes his seat back at once.
        TestSchool.as(sami, () -> service.watch(id, n -> { }, () -> true));
        assertThat(TestSchool.as(lea, () -> service.look(id)).seats().get(1).standIn()).isFalse();
    }
}
