package org.arithmos.nainjaune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.engine.nainjaune.NainJauneState;
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
 * Nain Jaune at a live table through {@link TableService} on the H2 file database (docs/decisions/0026): two
 * pupils and a robot play a whole game of two rounds, each pupil's progress is written as in a game against
 * robots and none for the robot; a card the rules refuse changes nothing and is explained to its pupil only;
 * of many moves sent at once for one turn exactly one is applied.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NainJauneTableTest {

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
    @Autowired
    private NjService nainJaune;
    @Autowired
    private org.arithmos.nambarz.GameReplays replays;

    private Account teacher;

    private Account lea;
    private Account sami;

    @BeforeEach
    void aClassThatPlaysNainJaune() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), new Level(EnumSet.of(GameKind.NAMBARZ,
                GameKind.NAIN_JAUNE), Level.STARTING.operations(), false, Level.STARTING.jokers(), true,
                Level.STARTING.bots())));
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    private UUID tableOfTwoAndARobot(int rounds) {
        String options = NainJauneOptions.of(3).withRounds(rounds).notation();
        assertThat(TestSchool.as(lea, () -> service.games())).contains(NjTableGame.KIND);
        UUID id = TestSchool.as(lea, () -> service.open(new TableService.NewTable(NjTableGame.KIND, options, 3,
                "GAME", false, 60, 0)));
        TestSchool.as(sami, () -> service.join(id));
        TestSchool.as(lea, () -> {
            service.start(id, true, "BEGINNER");
            return null;
        });
        return id;
    }

    private static NainJauneObservation seen(SeatedTable t) {
        return (NainJauneObservation) t.view();
    }

    /** Plays the pupil's own turns with their first legal move until the game ends. */
    private int playAll(Account who, UUID id) {
        int played = 0;
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            SeatedTable t = TestSchool.as(who, () -> service.look(id));
            if (t.over()) {
                break;
            }
            if (t.yourTurn()) {
                NainJauneMove move = seen(t).legalMoves().getFirst();
                if (TestSchool.as(who, () -> service.move(id, t.version(), move)).isMove()) {
                    played++;
                }
            } else {
                pause();
            }
        }
        return played;
    }

    /** Waits until it is {@code who}'s turn, playing the other pupil's turns meanwhile. */
    private SeatedTable untilTurnOf(Account who, Account other, UUID id) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            SeatedTable t = TestSchool.as(who, () -> service.look(id));
            if (t.yourTurn()) {
                return t;
            }
            SeatedTable o = TestSchool.as(other, () -> service.look(id));
            if (o.yourTurn()) {
                TestSchool.as(other, () -> service.move(id, o.version(), seen(o).legalMoves().getFirst()));
            } else {
                pause();
            }
        }
        throw new AssertionError("never " + who.displayName() + "'s turn");
    }

    private static void pause() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private int progressRows(UUID id, long pupilId, String event) {
        return jdbc.queryForObject("select count(*) from card_progress where live_game_id = ? and pupil_id = ? and event = ?",
                Integer.class, id, pupilId, event);
    }

    @Test
    void twoPupilsAndARobotPlayTwoRoundsToTheEndAndEachPupilsPlaysCount() throws Exception {
        UUID id = tableOfTwoAndARobot(2);
        List<TableNews> toLea = new CopyOnWriteArrayList<>();
        SeatedTable leaSees = TestSchool.as(lea, () -> service.watch(id, toLea::add).table());
        SeatedTable samiSees = TestSchool.as(sami, () -> service.look(id));
        assertThat(leaSees.seats().get(2).isRobot()).isTrue();
        assertThat(seen(leaSees).seat()).isZero();
        assertThat(seen(samiSees).seat()).isEqualTo(1);
        // Each sees their own hand only: 17 cards each, none in common, and the others' counts.
        assertThat(seen(leaSees).hand()).hasSize(17).doesNotContainAnyElementsOf(seen(samiSees).hand());
        // (the robot may have laid its first card already: robots play on the server's timer)
        assertThat(seen(leaSees).handSizes().subList(0, 2)).containsExactly(17, 17);

        ExecutorService both = Executors.newFixedThreadPool(2);
        Future<Integer> leaPlayed = both.submit(() -> playAll(lea, id));
        Future<Integer> samiPlayed = both.submit(() -> playAll(sami, id));
        assertThat(leaPlayed.get()).isPositive();
        assertThat(samiPlayed.get()).isPositive();
        both.shutdown();

        SeatedTable end = TestSchool.as(lea, () -> service.look(id));
        assertThat(end.over()).isTrue();
        assertThat(toLea.stream().filter(TableNews::isMove).map(n -> n.table().version())).contains(end.version());
        // The stored moves replay to the same game: two rounds played (NJ-END-2).
        List<String> moves = jdbc.queryForList("select notation from game_move where game_id = ? order by seq",
                String.class, id);
        String options = jdbc.queryForObject("select options from game where id = ?", String.class, id);
        long seed = jdbc.queryForObject("select seed from game where id = ?", Long.class, id);
        NainJauneState replayed = NainJauneGame.replay(NainJauneOptions.parse(options), seed,
                moves.stream().map(NainJauneMove::parse).toList());
        assertThat(replayed.over()).isTrue();
        assertThat(replayed.moves()).isEqualTo(end.version());
        assertThat(replayed.results()).hasSizeBetween(1, 2);
        // Each pupil's cards put count for them, as against robots; the robot's for nobody.
        for (Account pupil : List.of(lea, sami)) {
            int seat = pupil == lea ? 0 : 1;
            int puts = jdbc.queryForObject("select count(*) from game_move where game_id = ? and seat = ?"
                    + " and notation <> 'pass'", Integer.class, id, seat);
            assertThat(progressRows(id, pupil.id(), "PUT")).as(pupil.displayName()).isEqualTo(puts).isPositive();
            long won = replayed.results().stream().filter(r -> r.winner() == seat).count();
            assertThat(progressRows(id, pupil.id(), "ROUND_WON")).isEqualTo((int) won);
            long paid = replayed.results().stream().filter(r -> r.winner() != seat).count();
            assertThat(progressRows(id, pupil.id(), "PAID")).isEqualTo((int) paid);
        }
        assertThat(jdbc.queryForObject("select count(*) from card_progress where live_game_id = ? and pupil_id not in (?, ?)",
                Integer.class, id, lea.id(), sami.id())).isZero();
        // The class's teacher owns the table's game: their "My games" (the tables they sit at) and Nambarz's replay leave it alone
        // instead of reading it as Nambarz (it failed on the options "p3 dS r2 t50 cF").
        assertThat(TestSchool.as(teacher, () -> service.myShelf())).noneMatch(g -> g.id().value().equals(id));
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> replays.replay(new org.arithmos.tables.GameId(id),
                lea.id()))).isInstanceOfSatisfying(org.arithmos.nambarz.PlayException.class, e -> assertThat(e.problem())
                .isEqualTo(org.arithmos.nambarz.PlayException.Problem.NOT_FOUND));
        // The pupil's page counts the live table like a game against robots.
        assertThat(TestSchool.as(lea, () -> nainJaune.progressOf(lea.id())).cardsPut()).isGreaterThanOrEqualTo(progressRows(id, lea.id(), "PUT"));
    }

    @Test
    void aRefusedCardChangesNothingAndOfManyMovesAtOnceExactlyOneIsApplied() throws Exception {
        UUID id = tableOfTwoAndARobot(1);
        List<TableNews> toSami = new CopyOnWriteArrayList<>();
        TestSchool.as(sami, () -> service.watch(id, toSami::add));
        SeatedTable t = untilTurnOf(lea, sami, id);
        NainJauneObservation mine = seen(t);
        PlayingCard.Suited wrong = mine.hand().stream()
                .filter(c -> !mine.legalMoves().contains(new NainJauneMove.Put(c))).findFirst().orElseThrow();
        int storedBefore = jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, id);

        TableNews refused = TestSchool.as(lea, () -> service.move(id, t.version(), new NainJauneMove.Put(wrong)));

        assertThat(refused.isRefused()).isTrue();
        assertThat(refused.isMove()).isFalse();
        NainJauneJudgment j = (NainJauneJudgment) refused.refusal();
        assertThat(j.legal()).isFalse();
        assertThat(j.atFault()).isEqualTo(wrong);
        assertThat(refused.table().version()).isEqualTo(t.version());
        assertThat(seen(refused.table()).hand()).isEqualTo(mine.hand());
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, id))
                .isEqualTo(storedBefore);
        assertThat(jdbc.queryForObject("select detail from card_progress where live_game_id = ? and pupil_id = ?"
                + " and event = 'REFUSED'", String.class, id, lea.id())).isEqualTo(j.rule() + " " + wrong.notation());
        assertThat(toSami).noneMatch(TableNews::isRefused);

        NainJauneMove right = mine.legalMoves().getFirst();
        int threads = 12;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch go = new CountDownLatch(1);
        AtomicInteger applied = new AtomicInteger();
        for (int i = 0; i < threads; i++) {
            pool.submit(() -> {
                go.await();
                if (TestSchool.as(lea, () -> service.move(id, t.version(), right)).isMove()) {
                    applied.incrementAndGet();
                }
                return null;
            });
        }
        go.countDown();
        pool.shutdown();
        assertThat(pool.awaitTermination(20, TimeUnit.SECONDS)).isTrue();
        assertThat(applied.get()).isEqualTo(1);
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ? and seq = ?", Integer.class,
                id, t.version())).isEqualTo(1);
        assertThat(jdbc.queryForObject("select notation from game_move where game_id = ? and seq = ?", String.class,
                id, t.version())).isEqualTo(right.notation());
    }
}
