package org.arithmos.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelChange;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.engine.nambarz.NumberCard;
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
 * Check and hints at a live table (docs/decisions/0018), on the real database: in learning mode the pupil whose
 * turn it is may check a calculation or ask for a hint, judged at their own level at a mixed-ability table
 * (NZ-CALC-6), counted in their progress as against robots; in game mode, off another's turn or from outside the
 * class, refused.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class LiveTableHelpTest {

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
    private Account other;

    @BeforeEach
    void aClassOfTwoLevels() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        other = school.newPupil();
        TestSchool.as(teacher, () -> levels.setPupilChange(lea.id(),
                new LevelChange(null, OperationSet.ADD_SUBTRACT, false, null, null, null)));
        TestSchool.as(teacher, () -> levels.setPupilChange(sami.id(),
                new LevelChange(null, OperationSet.ALL, true, null, null, null)));
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    private UUID table(String mode) {
        UUID id = TestSchool.as(lea, () -> service.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(3).notation(), 3, mode, false, 60, 0)));
        TestSchool.as(sami, () -> service.join(id));
        TestSchool.as(lea, () -> {
            service.start(id, true, "BEGINNER");
            return null;
        });
        return id;
    }

    /** Sami plays his turns (his first legal move) until it is Léa's turn; the robot plays on its own. */
    private SeatedTable leasTurn(UUID id) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            SeatedTable forLea = TestSchool.as(lea, () -> service.look(id));
            if (forLea.yourTurn()) {
                return forLea;
            }
            SeatedTable forSami = TestSchool.as(sami, () -> service.look(id));
            if (forSami.yourTurn()) {
                NambarzMove move = ((NzSeatView) forSami.view()).seen().legalMoves().getFirst();
                TestSchool.as(sami, () -> service.move(id, forSami.version(), move));
            } else {
                Thread.sleep(5);
            }
        }
        throw new AssertionError("Léa's turn did not come within 30 s");
    }

    private Map<String, Long> leasEvents(UUID id) {
        return jdbc.queryForList("select event_kind from progress_event where pupil_id = ? and game_id = ?",
                String.class, lea.id(), id).stream().collect(Collectors.groupingBy(k -> k, Collectors.counting()));
    }

    @Test
    void aPupilAtPlusAndMinusChecksAndIsHintedAtTheirOwnLevelAndItCountsAsAgainstRobots() throws Exception {
        UUID id = table("LEARNING");
        SeatedTable t = leasTurn(id);
        List<NumberCard> hand = ((NzSeatView) t.view()).seen().hand().cards().stream()
                .filter(c -> c instanceof NumberCard).map(c -> (NumberCard) c).toList();

        // A product of two cards of one type: at "+ and −" it is an operation of another level (NZ-CALC-6),
        // whatever its result, although the table's robot plays with × and ÷ for Sami's sake.
        List<NumberCard> sameType = hand.stream().collect(Collectors.groupingBy(NumberCard::type)).values().stream()
                .filter(cards -> cards.size() >= 2).findFirst().orElseThrow().subList(0, 2);
        NambarzMove product = NambarzMove.parse(sameType.get(0).notation() + " * " + sameType.get(1).notation());
        Optional<Object> verdict = TestSchool.as(lea, () -> service.check(id, t.version(), product));
        assertThat(verdict).get().isInstanceOfSatisfying(Judgment.Penalized.class,
                p -> assertThat(p.rule()).isEqualTo(NambarzRule.NZ_CALC_6));

        // The hint is a play at her level: no × or ÷ in it, and Check agrees with it.
        NambarzMove hint = (NambarzMove) TestSchool.as(lea, () -> service.hint(id, t.version())).orElseThrow();
        if (hint instanceof NambarzMove.PutDown p) {
            assertThat(p.expr().operators()).doesNotContain(Operator.TIMES, Operator.DIVIDE);
            assertThat(TestSchool.as(lea, () -> service.check(id, t.version(), p))).get()
                    .matches(j -> ((Judgment) j).legal());
        }
        // Nothing moved: asking plays nothing.
        assertThat(TestSchool.as(lea, () -> service.look(id)).version()).isEqualTo(t.version());

        // Her progress has the hint and the checks, and her next play is marked as played after a hint.
        TestSchool.as(lea, () -> service.move(id, t.version(), hint));
        Map<String, Long> events = leasEvents(id);
        assertThat(events.get("HINT")).isEqualTo(1L);
        assertThat(events.get("CHECK")).isEqualTo(hint instanceof NambarzMove.PutDown ? 2L : 1L);
        assertThat(jdbc.queryForObject("select hint_used from progress_event where pupil_id = ? and game_id = ?"
                + " and move_seq = ? and event_kind not in ('HINT', 'CHECK')", Boolean.class, lea.id(), id, t.version()))
                .isTrue();
    }

    @Test
    void checkAndHintsAreForTheLearningModeTheTurnsPupilAndTheClassOnly() throws Exception {
        UUID id = table("GAME");
        SeatedTable t = leasTurn(id);
        assertThatThrownBy(() -> TestSchool.as(lea, () -> service.hint(id, t.version())))
                .isInstanceOfSatisfying(TableException.class, e -> assertThat(e.problem())
                        .isEqualTo(TableException.Problem.LEARNING_ONLY));

        UUID learning = table("LEARNING");
        SeatedTable l = leasTurn(learning);
        assertThatThrownBy(() -> TestSchool.as(sami, () -> service.hint(learning, l.version())))
                .isInstanceOfSatisfying(TableException.class, e -> assertThat(e.problem())
                        .isEqualTo(TableException.Problem.NOT_YOUR_TURN));
        assertThatThrownBy(() -> TestSchool.as(lea, () -> service.hint(learning, l.version() - 1)))
                .isInstanceOfSatisfying(TableException.class, e -> assertThat(e.problem())
                        .isEqualTo(TableException.Problem.NOT_YOUR_TURN));
        assertThatThrownBy(() -> TestSchool.as(other, () -> service.hint(learning, l.version())))
                .isInstanceOfSatisfying(TableException.class, e -> assertThat(e.problem())
                        .isEqualTo(TableException.Problem.NOT_FOUND));
        // The teacher watches the class's table with no seat: hers are only her private tables' hints.
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> service.hint(learning, l.version())))
                .isInstanceOfSatisfying(TableException.class, e -> assertThat(e.problem())
                        .isEqualTo(TableException.Problem.NOT_FOUND));
        assertThat(leasEvents(learning)).isEmpty();
    }
}
