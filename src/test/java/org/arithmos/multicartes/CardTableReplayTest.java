package org.arithmos.multicartes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesObservation;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableMoment;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableReplay;
import org.arithmos.tables.TableService;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The replay of a finished card-game table (docs/decisions/0035) on the real H2 file database: two pupils and a
 * robot play a Multicartes table to its end through {@link TableService}; replayed from each pupil's seat, every
 * frame is exactly what that seat's screen was told live after that move, and no other hand is in it. A pupil
 * replays only their own seat; another class's teacher cannot open it; nobody replays a table being played.
 * The best play at a moment is the expert robot's, a legal move of the seat to move.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class CardTableReplayTest {

    @Autowired
    private TableService service;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;

    private Account teacher;
    private Account lea;
    private Account sami;
    private Account otherTeacher;

    @BeforeEach
    void aClassThatPlaysMulticartes() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        otherTeacher = school.teacher();
        school.classOf(otherTeacher);
        Level s = Level.STARTING;
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), new Level(EnumSet.of(GameKind.NAMBARZ,
                GameKind.MULTICARTES), s.operations(), s.parentheses(), s.jokers(), s.hintsAllowed(), s.bots())));
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    private UUID tableOfTwoAndARobot() {
        UUID id = TestSchool.as(lea, () -> service.open(new TableService.NewTable(McTableGame.KIND,
                new MulticartesOptions(3, 1, 0).notation(), 3, "LEARNING", false, 60, 0)));
        TestSchool.as(sami, () -> service.join(id));
        TestSchool.as(lea, () -> {
            service.start(id, true, "BEGINNER");
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
                TestSchool.as(who, () -> service.move(id, t.version(), move));
                played++;
            } else {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        return played;
    }

    @Test
    void eachSeatReplaysExactlyWhatItSawLiveAndNoOtherHand() throws Exception {
        UUID id = tableOfTwoAndARobot();
        // What each pupil's screen was told after each move, by the move's number.
        Map<Integer, TableNews> toLea = new ConcurrentHashMap<>();
        Map<Integer, TableNews> toSami = new ConcurrentHashMap<>();
        TestSchool.as(lea, () -> service.watch(id, n -> {
            if (n.isMove()) {
                toLea.put(n.table().version(), n);
            }
        }));
        TestSchool.as(sami, () -> service.watch(id, n -> {
            if (n.isMove()) {
                toSami.put(n.table().version(), n);
            }
        }));
        // Nobody replays a table still being played, not even its teacher: a hand in play is its owner's alone.
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> service.replay(id, 0)))
                .isInstanceOfSatisfying(TableException.class,
                        e -> assertThat(e.problem()).isEqualTo(TableException.Problem.NOT_OVER));

        ExecutorService both = Executors.newFixedThreadPool(2);
        Future<Integer> leaPlayed = both.submit(() -> playTurns(lea, id));
        Future<Integer> samiPlayed = both.submit(() -> playTurns(sami, id));
        assertThat(leaPlayed.get()).isPositive();
        assertThat(samiPlayed.get()).isPositive();
        both.shutdown();
        SeatedTable end = TestSchool.as(lea, () -> service.look(id));
        assertThat(end.over()).isTrue();

        for (var pupil : List.of(Map.entry(lea, toLea), Map.entry(sami, toSami))) {
            TableReplay replay = TestSchool.as(pupil.getKey(), () -> service.replay(id, null));
            int seat = pupil.getKey() == lea ? 0 : 1;
            assertThat(replay.seat()).isEqualTo(seat);
            assertThat(replay.viewpoints()).containsExactly(seat);
            assertThat(replay.moves()).isEqualTo(end.version());
            assertThat(pupil.getValue()).hasSize(end.version());
            for (int k = 1; k <= replay.moves(); k++) {
                TableNews frame = replay.frames().get(k);
                TableNews live = pupil.getValue().get(k);
                assertThat(frame.table().view()).as("move %d from seat %d", k, seat).isEqualTo(live.table().view());
                assertThat(frame.events()).isEqualTo(live.events());
                assertThat(frame.mover()).isEqualTo(live.mover());
                assertThat(frame.move()).isEqualTo(live.move());
                // Only the seat's own hand: every other seat is a count of cards.
                assertThat(seen(frame.table()).seat()).isEqualTo(seat);
            }
            // Where the seat was to move, the best play it had: the expert's, one of its legal moves then.
            assertThat(replay.best()).isNotEmpty();
            replay.best().forEach((k, best) -> {
                assertThat(replay.frames().get(k + 1).mover()).isEqualTo(seat);
                assertThat(seen(replay.frames().get(k).table()).legalMoves()).contains((MulticartesMove) best.move());
            });
            assertThat(replay.frames().get(0).isMove()).isFalse();
            assertThat(seen(replay.frames().get(0).table()).hand()).hasSize(10);
        }
        // The two seats' replays differ in the hand, never share it.
        TableReplay leas = TestSchool.as(lea, () -> service.replay(id, 0));
        TableReplay samis = TestSchool.as(sami, () -> service.replay(id, 1));
        assertThat(seen(leas.frames().get(0).table()).hand()).isNotEqualTo(seen(samis.frames().get(0).table()).hand());

        // A pupil of the table cannot replay another seat, the robot's included.
        for (int other : List.of(1, 2)) {
            assertThatThrownBy(() -> TestSchool.as(lea, () -> service.replay(id, other)))
                    .isInstanceOfSatisfying(TableException.class,
                            e -> assertThat(e.problem()).isEqualTo(TableException.Problem.NOT_FOUND));
        }
        // The class's teacher replays it from any seat; another class's teacher cannot open it.
        TableReplay fromRobot = TestSchool.as(teacher, () -> service.replay(id, 2));
        assertThat(fromRobot.viewpoints()).containsExactly(0, 1, 2);
        assertThat(seen(fromRobot.frames().get(3).table()).seat()).isEqualTo(2);
        assertThat(TestSchool.as(teacher, () -> service.replay(id, null)).seat()).isZero();
        assertThatThrownBy(() -> TestSchool.as(otherTeacher, () -> service.replay(id, 0)))
                .isInstanceOfSatisfying(TableException.class,
                        e -> assertThat(e.problem()).isEqualTo(TableException.Problem.NOT_FOUND));

        // The best play at a moment: the expert's, one of the legal moves of the seat to move then.
        for (int k = 0; k < Math.min(6, end.version()); k++) {
            int at = k;
            TableMoment m = TestSchool.as(teacher, () -> service.moment(id, at));
            assertThat(m.best()).isNotNull();
            assertThat(((McSeatView) m.view()).seen().legalMoves()).contains((MulticartesMove) m.best());
            assertThat(m.why()).isNotNull();
        }
    }
}
