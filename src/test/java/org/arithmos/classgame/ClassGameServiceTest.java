package org.arithmos.classgame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelChange;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The teacher's class game on the real H2 file database (issue 15, docs/decisions/0028): grouping by level,
 * every table started at once with robots in the free seats and one deal for all, the pupils' invitations, the
 * overview (cards left and mistakes by rule id, no hand), the end of every table, and who may do what.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ClassGameServiceTest {

    @Autowired
    private ClassGameService classGames;
    @Autowired
    private org.arithmos.nambarz.GameReplays replays;
    @Autowired
    private TableService tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private JdbcTemplate jdbc;

    private Account teacher;
    private Account otherTeacher;
    private SchoolClass c;
    private final List<Account> pupils = new ArrayList<>();
    private Account stranger;

    @BeforeEach
    void aClassOfFive() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        otherTeacher = school.teacher();
        c = school.classOf(teacher);
        for (int i = 0; i < 5; i++) {
            pupils.add(school.pupilIn(teacher, c).pupil());
        }
        stranger = school.newPupil();
        // Two pupils further on (× and ÷): they sit together when grouped by level.
        for (Account p : List.of(pupils.get(1), pupils.get(3))) {
            TestSchool.as(teacher, () -> levels.setPupilChange(p.id(),
                    new LevelChange(null, OperationSet.ALL, false, null, null, null)));
        }
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    private List<Long> ids(List<Account> who) {
        return who.stream().map(Account::id).toList();
    }

    private ClassGameService.NewClassGame nambarz(List<List<Long>> groups, boolean commonDeal) {
        return new ClassGameService.NewClassGame(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(3).notation(), 3, "GAME", false, 60, 0), commonDeal, "BEGINNER", groups);
    }

    @Test
    void pupilsOfCloseLevelsAreGroupedTogetherInTablesThatDifferByOneAtMost() {
        List<List<Long>> groups = TestSchool.as(teacher, () -> classGames.groupsByLevel(c.id(), ids(pupils), 3));
        assertThat(groups).hasSize(2);
        assertThat(groups.get(0)).hasSize(3);
        assertThat(groups.get(1)).hasSize(2).containsExactlyInAnyOrder(pupils.get(1).id(), pupils.get(3).id());
        assertThat(TestSchool.as(teacher, () -> classGames.candidates(c.id()))).extracting(ClassGameService.Candidate::id)
                .containsExactlyInAnyOrderElementsOf(ids(pupils));
    }

    @Test
    void theTeacherStartsEveryTableAtOnceWithOneDealAndRobotsAndThePupilsAreInvitedToTheirOwnSeat() {
        List<List<Long>> groups = List.of(ids(pupils.subList(0, 3)), ids(pupils.subList(3, 5)));
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(), nambarz(groups, true)));

        ClassGame game = TestSchool.as(teacher, () -> classGames.find(id));
        assertThat(game.tables()).hasSize(2);
        assertThat(game.commonDeal()).isTrue();
        assertThat(jdbc.queryForList("select distinct seed from game where id in (?, ?)", Long.class,
                game.tables().get(0), game.tables().get(1))).as("one deal for every table").hasSize(1);
        List<TableOverview> overview = TestSchool.as(teacher, () -> classGames.overview(id));
        assertThat(overview).allSatisfy(t -> {
            assertThat(t.status()).isEqualTo(TableStatus.PLAYING);
            assertThat(t.seats()).hasSize(3).allSatisfy(s -> assertThat(s.cardsLeft()).isPositive());
        });
        assertThat(overview.get(1).seats()).filteredOn(TableOverview.Seat::robot).hasSize(1);

        // Each pupil is invited to the table they sit at; a pupil of another class to none.
        for (int i = 0; i < 5; i++) {
            UUID expected = game.tables().get(i < 3 ? 0 : 1);
            var invitation = TestSchool.as(pupils.get(i), () -> classGames.myInvitation());
            assertThat(invitation).hasValueSatisfying(inv -> assertThat(inv.tableId()).isEqualTo(expected));
        }
        assertThat(TestSchool.as(stranger, () -> classGames.myInvitation())).isEmpty();
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> classGames.start(c.id(), nambarz(groups, false))))
                .isInstanceOfSatisfying(ClassGameException.class,
                        e -> assertThat(e.problem()).isEqualTo(ClassGameException.Problem.ALREADY_RUNNING));

        // No moment of a game in progress is shown (it would show a pupil's hand).
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> classGames.moments(id, 0)))
                .isInstanceOfSatisfying(ClassGameException.class,
                        e -> assertThat(e.problem()).isEqualTo(ClassGameException.Problem.NOT_OVER));

        // The teacher ends it: every table is over, its moves kept; the invitations go; the session stays listed.
        TestSchool.as(teacher, () -> {
            classGames.end(id);
            return null;
        });
        assertThat(TestSchool.as(teacher, () -> classGames.overview(id)))
                .allSatisfy(t -> assertThat(t.status()).isEqualTo(TableStatus.OVER));
        assertThat(TestSchool.as(pupils.get(0), () -> classGames.myInvitation())).isEmpty();
        assertThat(TestSchool.as(teacher, () -> classGames.ofClass(c.id()))).extracting(ClassGame::id).contains(id);
        assertThat(TestSchool.as(teacher, () -> classGames.running(c.id()))).isEmpty();
        assertThat(jdbc.queryForObject("select count(*) from game where status = 'FINISHED' and id in (?, ?)",
                Integer.class, game.tables().get(0), game.tables().get(1))).isEqualTo(2);
        // One deal for all: at the first move every table shows the same hand to play, and the best play there was.
        List<org.arithmos.tables.TableMoment> first = TestSchool.as(teacher, () -> classGames.moments(id, 0));
        assertThat(first).hasSize(2).allSatisfy(m -> {
            assertThat(m.seat()).isZero();
            assertThat(m.best()).isNotNull();
        });
        assertThat(((NzSeatView) first.get(0).view()).seen().hand())
                .isEqualTo(((NzSeatView) first.get(1).view()).seen().hand());
        assertThat(first.get(0).name()).isEqualTo(pupils.get(0).displayName());
    }

    /** A trial's finding: "This table has already started" left a latecomer with nothing to do; now it says what. */
    @Test
    void aPupilWhoTriesToJoinAStartedClassTableIsToldToAskTheTeacher() {
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(),
                nambarz(List.of(ids(List.of(pupils.get(0), pupils.get(2)))), false)));
        UUID table = TestSchool.as(teacher, () -> classGames.find(id)).tables().getFirst();
        assertThatThrownBy(() -> TestSchool.as(pupils.get(4), () -> tables.join(table)))
                .isInstanceOfSatisfying(org.arithmos.tables.TableException.class, e -> assertThat(e.problem())
                        .isEqualTo(org.arithmos.tables.TableException.Problem.STARTED_BY_TEACHER));
        // A pupil seated there by the teacher is simply at their table.
        assertThat(TestSchool.as(pupils.get(0), () -> tables.join(table))).isEqualTo(table);
        // The teacher gives the latecomer a robot's seat; the invitation then takes them to it.
        TestSchool.as(teacher, () -> classGames.seatLatecomer(id, pupils.get(4).id()));
        assertThat(TestSchool.as(pupils.get(4), () -> classGames.myInvitation()))
                .hasValueSatisfying(inv -> assertThat(inv.tableId()).isEqualTo(table));
    }

    @Test
    void aWrongPlayShowsOnTheOverviewAsAMistakeOfItsRuleAndNoHandIsEverInIt() {
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(),
                nambarz(List.of(ids(pupils.subList(0, 3))), false)));
        UUID table = TestSchool.as(teacher, () -> classGames.find(id)).tables().getFirst();
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline) {
            for (Account p : pupils.subList(0, 3)) {
                SeatedTable t = TestSchool.as(p, () -> tables.look(table));
                if (!t.yourTurn()) {
                    continue;
                }
                var seen = ((NzSeatView) t.view()).seen();
                NambarzMove move = seen.phase() instanceof org.arithmos.engine.nambarz.TurnPhase.Open
                        ? new NambarzMove.Draw() : new NambarzMove.Pass();
                if (seen.phase() instanceof org.arithmos.engine.nambarz.TurnPhase.Open
                        && seen.target() instanceof Target.NumberTarget(NumberCard top)) {
                    for (var card : seen.hand().cards()) {
                        if (card instanceof NumberCard n && !n.matches(top)) {
                            move = new NambarzMove.PutDown(List.of(n), Expr.single());
                            break;
                        }
                    }
                }
                NambarzMove played = move;
                TestSchool.as(p, () -> tables.move(table, t.version(), played));
                if (played instanceof NambarzMove.PutDown) {
                    TableOverview o = TestSchool.as(teacher, () -> classGames.overview(id)).getFirst();
                    TableOverview.Seat seat = o.seats().get(t.you());
                    assertThat(seat.mistakeCount()).isEqualTo(1);
                    assertThat(seat.mistakes().keySet()).allMatch(rule -> rule.startsWith("NZ-"));
                    assertThat(o.marks()).filteredOn(m -> m.kind() == TableMark.Kind.MISTAKE)
                            .extracting(TableMark::seat).containsExactly(t.you());
                    // The debrief opens once the class game is over (its examples show cards that were in a hand);
                    // then it names the kind of mistake once, with this play as its example (no name kept).
                    assertThatThrownBy(() -> TestSchool.as(teacher, () -> classGames.debrief(id)))
                            .isInstanceOfSatisfying(ClassGameException.class,
                                    e -> assertThat(e.problem()).isEqualTo(ClassGameException.Problem.NOT_OVER));
                    TestSchool.as(teacher, () -> {
                        classGames.end(id);
                        return null;
                    });
                    Debrief d = TestSchool.as(teacher, () -> classGames.debrief(id));
                    assertThat(d.mistakes()).singleElement().satisfies(k -> {
                        assertThat(k.rule()).isEqualTo(seat.mistakes().keySet().iterator().next());
                        assertThat(k.count()).isEqualTo(1);
                        assertThat(k.example().example()).isInstanceOfSatisfying(NzTableGame.Mistake.class,
                                m -> assertThat(m.play().cards()).containsExactlyElementsOf(
                                        ((NambarzMove.PutDown) played).cards()));
                    });
                    return;
                }
            }
        }
        throw new AssertionError("no pupil had a card that does not match in 20 s");
    }

    @Test
    void aCardGamesRefusedStepIsAMistakeOfItsRuleWithTheRefusalAsItsExample() {
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(
                new TableService.NewTable(org.arithmos.multicartes.McTableGame.KIND,
                        new org.arithmos.engine.multicartes.MulticartesOptions(2, 1, 0).notation(), 2, "LEARNING",
                        false, 60, 0), false, "BEGINNER", List.of(ids(pupils.subList(0, 2))))));
        UUID table = TestSchool.as(teacher, () -> classGames.find(id)).tables().getFirst();
        Account first = pupils.get(0);
        SeatedTable t = TestSchool.as(first, () -> tables.look(table));
        Account mover = t.yourTurn() ? first : pupils.get(1);
        SeatedTable mine = TestSchool.as(mover, () -> tables.look(table));
        var seen = ((org.arithmos.multicartes.McSeatView) mine.view()).seen();
        org.arithmos.engine.multicartes.MulticartesMove wrong = null;
        for (int a = 0; a < seen.hand().size() && wrong == null; a++) {
            for (int b = a + 1; b < seen.hand().size() && wrong == null; b++) {
                if (!seen.combination().values().contains(seen.hand().get(a) * seen.hand().get(b))) {
                    wrong = new org.arithmos.engine.multicartes.MulticartesMove.Multiply(seen.hand().get(a),
                            seen.hand().get(b));
                }
            }
        }
        assertThat(wrong).as("a product not on the card").isNotNull();
        var move = wrong;
        assertThat(TestSchool.as(mover, () -> tables.move(table, mine.version(), move)).isRefused()).isTrue();

        TableOverview o = TestSchool.as(teacher, () -> classGames.overview(id)).getFirst();
        assertThat(o.seats().get(mine.you()).mistakes()).containsEntry("MC-TURN-1", 1);
        TestSchool.as(teacher, () -> {
            classGames.end(id);
            return null;
        });
        Debrief d = TestSchool.as(teacher, () -> classGames.debrief(id));
        assertThat(d.mistakes()).singleElement().satisfies(k -> {
            assertThat(k.rule()).isEqualTo("MC-TURN-1");
            assertThat(k.example().example()).isInstanceOfSatisfying(TableMark.Refused.class,
                    r -> {
                        assertThat(r.move()).isEqualTo(move);
                        // The discard's top (none yet at the first turn), never the state and its hands.
                        assertThat(r.context() == null || r.context() instanceof Integer).isTrue();
                    });
        });
    }

    @Test
    void aLatecomerTakesARobotsSeatJudgedAtTheirLevelAndIsInvited() {
        // Léa (+ and −) and pupil 1 (× ÷ too) at one table of 3: the robot's seat is judged with × ÷ (the widest).
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(),
                nambarz(List.of(List.of(pupils.get(0).id(), pupils.get(1).id())), false)));
        assertThat(TestSchool.as(teacher, () -> classGames.latecomers(id))).extracting(ClassGameService.Candidate::id)
                .containsExactlyInAnyOrder(pupils.get(2).id(), pupils.get(3).id(), pupils.get(4).id());
        assertThat(TestSchool.as(pupils.get(2), () -> classGames.myInvitation())).isEmpty();

        // A pupil at "+ and −" is never seated where a division would be expected (NZ-CALC-1).
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> classGames.seatLatecomer(id, pupils.get(2).id())))
                .isInstanceOfSatisfying(ClassGameException.class,
                        e -> assertThat(e.problem()).isEqualTo(ClassGameException.Problem.NO_SEAT));
        UUID table = TestSchool.as(teacher, () -> classGames.seatLatecomer(id, pupils.get(3).id()));
        assertThat(TestSchool.as(pupils.get(3), () -> classGames.myInvitation()))
                .hasValueSatisfying(i -> assertThat(i.tableId()).isEqualTo(table));
        SeatedTable seen = TestSchool.as(pupils.get(3), () -> tables.look(table));
        assertThat(seen.you()).isEqualTo(2);
        assertThat(seen.seats().get(2).name()).isEqualTo(pupils.get(3).displayName());
        assertThat(jdbc.queryForObject("select account_id from game_seat where game_id = ? and seat = 2", Long.class,
                table)).isEqualTo(pupils.get(3).id());
        assertThat(TestSchool.as(teacher, () -> classGames.latecomers(id))).extracting(ClassGameService.Candidate::id)
                .doesNotContain(pupils.get(3).id());
        // No robot's seat is left.
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> classGames.seatLatecomer(id, pupils.get(4).id())))
                .isInstanceOfSatisfying(ClassGameException.class,
                        e -> assertThat(e.problem()).isEqualTo(ClassGameException.Problem.NO_SEAT));
    }

    @Test
    void aLatecomersReplayDoesNotCreditThemWithTheRobotsMovesBeforeTheySatDown() throws Exception {
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(),
                nambarz(List.of(List.of(pupils.get(0).id(), pupils.get(1).id())), false)));
        UUID table = TestSchool.as(pupils.get(0), () -> classGames.myInvitation()).orElseThrow().tableId();
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(30).toNanos();
        while (jdbc.queryForObject("select count(*) from game_move where game_id = ? and seat = 2", Integer.class,
                table) == 0) {
            assertThat(System.nanoTime()).as("the robot at seat 3 played within 30 s").isLessThan(deadline);
            for (Account pupil : pupils.subList(0, 2)) {
                SeatedTable t = TestSchool.as(pupil, () -> tables.look(table));
                if (t.yourTurn()) {
                    var move = ((org.arithmos.nambarz.NzSeatView) t.view()).seen().legalMoves().getFirst();
                    TestSchool.as(pupil, () -> tables.move(table, t.version(), move));
                }
            }
            Thread.sleep(5);
        }
        assertThat(TestSchool.as(teacher, () -> classGames.seatLatecomer(id, pupils.get(3).id()))).isEqualTo(table);

        var replay = TestSchool.as(teacher, () -> replays.replay(new org.arithmos.tables.GameId(table), pupils.get(3).id()));
        var robots = replay.frames().stream().filter(f -> f.move() != null && f.seat() == 2).toList();
        assertThat(robots).as("the robot's moves at the seat the latecomer took").isNotEmpty()
                .allMatch(org.arithmos.nambarz.GameReplay.Frame::byRobot);
        assertThat(replay.frames().stream().filter(f -> f.move() != null && f.seat() == 0))
                .as("Léa's own moves are hers").isNotEmpty().noneMatch(org.arithmos.nambarz.GameReplay.Frame::byRobot);
    }

    @Test
    void onlyTheClassTeacherSetsUpStartsWatchesAndEndsAClassGame() {
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(),
                nambarz(List.of(ids(pupils.subList(0, 2))), false)));
        for (Account who : List.of(otherTeacher)) {
            assertThatThrownBy(() -> TestSchool.as(who, () -> classGames.find(id))).isInstanceOf(ClassGameException.class);
            assertThatThrownBy(() -> TestSchool.as(who, () -> classGames.overview(id))).isInstanceOf(ClassGameException.class);
            assertThatThrownBy(() -> TestSchool.as(who, () -> classGames.candidates(c.id())))
                    .isInstanceOf(ClassGameException.class);
            assertThatThrownBy(() -> TestSchool.as(who, () -> {
                classGames.end(id);
                return null;
            })).isInstanceOf(ClassGameException.class);
        }
        assertThatThrownBy(() -> TestSchool.as(pupils.get(0), () -> classGames.overview(id)))
                .isInstanceOf(org.springframework.security.access.AccessDeniedException.class);
        assertThatThrownBy(() -> TestSchool.as(pupils.get(0), () -> tables.overview(
                TestSchool.as(teacher, () -> classGames.find(id)).tables().getFirst())))
                .isInstanceOf(org.springframework.security.access.AccessDeniedException.class);
        // A pupil of another class cannot be seated at the class's tables.
        TestSchool.as(teacher, () -> {
            classGames.end(id);
            return null;
        });
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> classGames.start(c.id(),
                nambarz(List.of(List.of(stranger.id())), false)))).isInstanceOfSatisfying(ClassGameException.class,
                        e -> assertThat(e.problem()).isEqualTo(ClassGameException.Problem.BAD_GROUPS));
    }
}
