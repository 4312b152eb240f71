package org.arithmos.multicartes;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.EnumSet;
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
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.multicartes.MulticartesGame;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesObservation;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Multicartes at a live table on the real H2 file database (docs/decisions/0025): two pupils of a class and a
 * robot play a whole game through {@link TableService}, each pupil's multiplications in their own times-table
 * record and none for the robot; a product the rules refuse changes nothing and is explained to its pupil
 * alone; of many moves sent at once for one turn, exactly one is applied.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class MulticartesTableTest {

    @Autowired
    private TableService service;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private JdbcTemplate jdbc;

    private Account teacher;
    private Account lea;
    private Account sami;

    @BeforeEach
    void aClassThatPlaysMulticartes() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        // A new class plays Nambarz only (Level.STARTING): its teacher opens Multicartes, as in the demo school.
        Level s = Level.STARTING;
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), new Level(EnumSet.of(GameKind.NAMBARZ,
                GameKind.MULTICARTES), s.operations(), s.parentheses(), s.jokers(), s.hintsAllowed(), s.bots())));
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    private UUID table(int seats, boolean robots) {
        assertThat(TestSchool.as(lea, () -> service.games())).contains(McTableGame.KIND);
        UUID id = TestSchool.as(lea, () -> service.open(new TableService.NewTable(McTableGame.KIND,
                new MulticartesOptions(seats, 1, 0).notation(), seats, "LEARNING", false, 60, 0)));
        TestSchool.as(sami, () -> service.join(id));
        TestSchool.as(lea, () -> {
            service.start(id, robots, "BEGINNER");
            return null;
        });
        return id;
    }

    private static MulticartesObservation seen(SeatedTable t) {
        return ((McSeatView) t.view()).seen();
    }

    /** Plays the pupil's own turns (a product when the hand makes one, else a pass) until the game ends. */
    private int playTurns(Account who, UUID id) {
        int played = 0;
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            SeatedTable t = TestSchool.as(who, () -> service.look(id));
            if (t.over()) {
                break;
            }
            if (t.yourTurn()) {
                List<MulticartesMove> legal = seen(t).legalMoves();
                MulticartesMove move = legal.stream().filter(m -> !(m instanceof MulticartesMove.Pass)).findFirst()
                        .orElse(legal.getFirst());
                TableNews n = TestSchool.as(who, () -> service.move(id, t.version(), move));
                assertThat(n.isRefused()).isFalse();
                played++;
            } else {
                pause();
            }
        }
        return played;
    }

    private static void pause() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void twoPupilsAndARobotPlayTheWholeGameAndEachPupilsMultiplicationsCountForThem() throws Exception {
        UUID id = table(3, true);
        List<TableNews> toSami = new CopyOnWriteArrayList<>();
        SeatedTable leaSees = TestSchool.as(lea, () -> service.watch(id, n -> { }).table());
        SeatedTable samiSees = TestSchool.as(sami, () -> service.watch(id, toSami::add).table());
        assertThat(seen(leaSees).seat()).isZero();
        assertThat(seen(samiSees).seat()).isEqualTo(1);
        assertThat(leaSees.seats().get(2).isRobot()).isTrue();
        assertThat(seen(leaSees).hand()).hasSize(10).isNotEqualTo(seen(samiSees).hand());

        ExecutorService both = Executors.newFixedThreadPool(2);
        Future<Integer> leaPlayed = both.submit(() -> playTurns(lea, id));
        Future<Integer> samiPlayed = both.submit(() -> playTurns(sami, id));
        assertThat(leaPlayed.get()).isPositive();
        assertThat(samiPlayed.get()).isPositive();
        both.shutdown();

        SeatedTable end = TestSchool.as(lea, () -> service.look(id));
        assertThat(end.over()).isTrue();
        // Sami was told every move, each time with his own seat's view only.
        assertThat(toSami).filteredOn(TableNews::isMove).extracting(n -> n.table().version()).contains(end.version());
        assertThat(toSami).allSatisfy(n -> assertThat(seen(n.table()).seat()).isEqualTo(1));
        // The stored moves replay to the same game.
        List<String> moves = jdbc.queryForList("select notation from game_move where game_id = ? order by seq",
                String.class, id);
        String options = jdbc.queryForObject("select options from game where id = ?", String.class, id);
        long seed = jdbc.queryForObject("select seed from game where id = ?", Long.class, id);
        MulticartesState replayed = MulticartesGame.replay(MulticartesOptions.parse(options), seed,
                moves.stream().map(MulticartesMove::parse).toList());
        assertThat(replayed.over()).isTrue();
        assertThat(replayed.moves()).isEqualTo(end.version());
        // Each pupil's multiplications are in their own times-table record; the robot's count for nobody.
        assertThat(progressRows(id, lea)).isPositive();
        assertThat(progressRows(id, sami)).isPositive();
        int pupilMoves = jdbc.queryForObject("select count(*) from game_move where game_id = ? and seat < 2",
                Integer.class, id);
        assertThat(jdbc.queryForObject("select count(*) from mc_progress where table_game_id = ?", Integer.class, id))
                .isEqualTo(progressRows(id, lea) + progressRows(id, sami)).isLessThanOrEqualTo(pupilMoves);
    }

    private int progressRows(UUID id, Account pupil) {
        return jdbc.queryForObject("select count(*) from mc_progress where table_game_id = ? and pupil_id = ?",
                Integer.class, id, pupil.id());
    }

    @Test
    void aProductTheRulesRefuseChangesNothingAndIsExplainedToItsPupilAlone() {
        UUID id = table(2, false);
        List<TableNews> toSami = new CopyOnWriteArrayList<>();
        TestSchool.as(sami, () -> service.watch(id, toSami::add));
        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        assertThat(t.yourTurn()).isTrue();
        MulticartesObservation mine = seen(t);
        MulticartesMove.Multiply wrong = notOnTheCard(mine);

        TableNews news = TestSchool.as(lea, () -> service.move(id, t.version(), wrong));

        assertThat(news.isRefused()).isTrue();
        MulticartesJudgment j = (MulticartesJudgment) news.refusal();
        assertThat(j.problem()).isEqualTo(MulticartesJudgment.Problem.NOT_ON_CARD);
        assertThat(j.rule()).isEqualTo("MC-TURN-1");
        assertThat(news.table().version()).isEqualTo(t.version());
        assertThat(seen(news.table()).hand()).isEqualTo(mine.hand());
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, id)).isZero();
        assertThat(toSami).isEmpty();
        // As against robots: a wrong product is a WRONG multiplication in Léa's record.
        assertThat(jdbc.queryForList("select kind from mc_progress where table_game_id = ? and pupil_id = ?",
                String.class, id, lea.id())).containsExactly("WRONG");
    }

    private static MulticartesMove.Multiply notOnTheCard(MulticartesObservation seen) {
        List<Integer> hand = seen.hand();
        for (int a = 0; a < hand.size(); a++) {
            for (int b = a + 1; b < hand.size(); b++) {
                if (!seen.combination().values().contains(hand.get(a) * hand.get(b))) {
                    return new MulticartesMove.Multiply(hand.get(a), hand.get(b));
                }
            }
        }
        throw new AssertionError("every product of the hand is on the card");
    }

    @Test
    void ofManyMovesSentAtOnceForOneTurnExactlyOneIsApplied() throws Exception {
        UUID id = table(2, false);
        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        MulticartesMove move = seen(t).legalMoves().getFirst();
        int threads = 16;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch go = new CountDownLatch(1);
        AtomicInteger applied = new AtomicInteger();
        for (int i = 0; i < threads; i++) {
            pool.submit(() -> {
                go.await();
                if (TestSchool.as(lea, () -> service.move(id, t.version(), move)).isMove()) {
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
    }

    @Test
    void theTeacherWatchesWithoutAnyHand() {
        UUID id = table(2, false);
        SeatedTable seen = TestSchool.as(teacher, () -> service.look(id));
        assertThat(seen.you()).isEqualTo(-1);
        assertThat(seen(seen).hand()).isEmpty();
        assertThat(seen(seen).legalMoves()).isEmpty();
        assertThat(seen(seen).handSizes()).containsExactly(16, 16);
    }

    /** A started table is a game the class's teacher owns (0018): their "My games" lists the tables they sit at only. */
    @Test
    void theTeachersGamesStillOpenAfterTheirClassPlayedMulticartesTogether() {
        UUID id = table(2, false);
        assertThat(TestSchool.as(teacher, () -> service.myShelf())).noneMatch(g -> g.id().value().equals(id));
    }
}
