package org.arithmos.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.UUID;
import java.util.function.Predicate;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelChange;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.privacy.PrivacyService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A private table (docs/decisions/0018, step 3): the game against robots as a table with one human seat, on the
 * real database. Started at once, robots playing on the server at the table's pace; a pupil plays at their level
 * whatever was sent, and their moves count; a grown-up's count for nobody; nobody else sees it; its robots wait
 * while its person reads; it comes back after a restart; it goes with its pupil's data.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class PrivateTableTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Autowired
    private TableService service;
    @Autowired
    private Tables tables;
    @Autowired
    private TableSweep sweep;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private PrivacyService privacy;
    @Autowired
    private JdbcTemplate jdbc;

    private Account teacher;
    private SchoolClass dolphins;
    private Account lea;
    private Account sami;

    @BeforeEach
    void aClassAtPlusAndMinus() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        dolphins = school.classOf(teacher);
        lea = school.pupilIn(teacher, dolphins).pupil();
        sami = school.pupilIn(teacher, dolphins).pupil();
        TestSchool.as(teacher, () -> levels.setPupilChange(lea.id(),
                new LevelChange(null, OperationSet.ADD_SUBTRACT, false, null, null, null)));
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    /** Three seats, × ÷ and brackets asked for, learning mode, robots at their fastest. */
    private UUID privateTable(Account who, Long seed) {
        NambarzOptions asked = NambarzOptions.of(3).withOperations(OperationSet.ALL).withParentheses(true);
        return TestSchool.as(who, () -> service.openPrivate(new TableService.NewTable(NzTableGame.KIND,
                asked.notation(), 3, "LEARNING", false, 60, 0), "EXPERT", seed));
    }

    /** Waits until the table, as {@code who} sees it, is as wanted (the robots play on the server's timer). */
    private SeatedTable until(Account who, UUID id, Predicate<SeatedTable> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (System.nanoTime() < deadline) {
            SeatedTable t = TestSchool.as(who, () -> service.look(id));
            if (wanted.test(t)) {
                return t;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the table did not get there within " + PATIENCE);
    }

    /** Plays {@code who}'s first legal move once it is their turn; the table after it. */
    private SeatedTable playOnce(Account who, UUID id) throws InterruptedException {
        SeatedTable mine = until(who, id, SeatedTable::yourTurn);
        NambarzMove move = ((NzSeatView) mine.view()).seen().legalMoves().getFirst();
        TableNews news = TestSchool.as(who, () -> service.move(id, mine.version(), move));
        assertThat(news.isMove()).as("the move was applied").isTrue();
        return news.table();
    }

    /** Plays {@code who}'s whole turn (a draw, then a play or a pass: NZ-TURN-2); the table after it. */
    private SeatedTable wholeTurn(Account who, UUID id) throws InterruptedException {
        SeatedTable now = playOnce(who, id);
        while (now.yourTurn()) {
            now = playOnce(who, id);
        }
        return now;
    }

    private int eventsOf(UUID id) {
        return jdbc.queryForObject("select count(*) from progress_event where game_id = ?", Integer.class, id);
    }

    @Test
    void aPupilPlaysAgainstRobotsAtTheirOwnLevelAndTheirMovesCount() throws Exception {
        UUID id = privateTable(lea, null);
        SeatedTable t = TestSchool.as(lea, () -> service.look(id));

        assertThat(t.status()).as("started at once: no lobby").isEqualTo(TableStatus.PLAYING);
        assertThat(t.seats()).hasSize(3);
        assertThat(t.seats().getFirst().accountId()).isEqualTo(lea.id());
        assertThat(t.seats().subList(1, 3)).allMatch(TableSeat::isRobot)
                .as("the robots of her level, not the ones asked for").allMatch(s -> s.robotLevel().equals("BEGINNER"));
        NambarzOptions played = NambarzOptions.parse(t.options());
        assertThat(played.operations()).as("her level's operations (NZ-CALC-1), whatever was asked")
                .isEqualTo(OperationSet.ADD_SUBTRACT);
        assertThat(played.parentheses()).as("no brackets at her level (NZ-CALC-5)").isFalse();

        int hers = wholeTurn(lea, id).version();
        SeatedTable after = until(lea, id, s -> s.yourTurn() || s.status() == TableStatus.OVER);
        assertThat(after.version()).as("the robots played on the server until her turn came back").isGreaterThan(hers);
        assertThat(eventsOf(id)).as("her move counts in her progress, as against robots").isPositive();
        assertThat(jdbc.queryForObject("select count(*) from progress_event where game_id = ? and time_taken_ms is null",
                Integer.class, id)).as("with the time she took to think").isZero();
        assertThat(jdbc.queryForObject("select owner_id from game where id = ?", Long.class, id))
                .as("her game is hers").isEqualTo(lea.id());
    }

    @Test
    void theMoverAloneIsToldThePlayTheyMissedByDrawing() throws Exception {
        for (long seed = 1; seed < 50; seed++) {
            UUID id = privateTable(lea, seed);
            SeatedTable mine = until(lea, id, s -> s.yourTurn() || s.status() == TableStatus.OVER);
            var legal = ((NzSeatView) mine.view()).seen().legalMoves();
            if (!mine.yourTurn() || legal.stream().noneMatch(m -> m instanceof NambarzMove.PutDown)
                    || legal.stream().noneMatch(m -> m instanceof NambarzMove.Draw)) {
                continue;
            }
            TableNews news = TestSchool.as(lea, () -> service.move(id, mine.version(), new NambarzMove.Draw()));
            assertThat(news.notes()).as("NZ-TURN-2: the play she could have put down, said kindly")
                    .singleElement().isInstanceOf(org.arithmos.nambarz.TableEvent.MissedPlay.class);
            return;
        }
        throw new AssertionError("no deal of 50 gave Léa a play and a draw at her first turn");
    }

    @Test
    void nobodyElseSeesAPrivateTable() {
        UUID id = privateTable(lea, null);
        String code = TestSchool.as(lea, () -> service.look(id)).code();

        for (Account someone : java.util.List.of(sami, teacher)) {
            assertThatThrownBy(() -> TestSchool.as(someone, () -> service.look(id))).as(someone.role().name())
                    .isInstanceOfSatisfying(TableException.class,
                            e -> assertThat(e.problem()).isEqualTo(TableException.Problem.NOT_FOUND));
            assertThatThrownBy(() -> TestSchool.as(someone, () -> {
                service.setPace(id, 500);
                return null;
            }))
                    .isInstanceOf(TableException.class);
            assertThat(TestSchool.as(someone, () -> service.findByCode(code))).as("not found by its code").isEmpty();
        }
        assertThat(TestSchool.as(teacher, () -> service.classTables(dolphins.id()))).as("not in the class's lobby")
                .noneMatch(s -> s.id().equals(id));
        assertThat(TestSchool.as(sami, () -> service.classTables(null))).noneMatch(s -> s.id().equals(id));
    }

    @Test
    void aGrownUpPlaysTooButItCountsForNobody() throws Exception {
        UUID id = privateTable(teacher, 7L);
        SeatedTable t = TestSchool.as(teacher, () -> service.look(id));
        assertThat(NambarzOptions.parse(t.options()).parentheses()).as("a grown-up plays the options asked for")
                .isTrue();
        assertThat(t.seats().subList(1, 3)).allMatch(s -> s.robotLevel().equals("EXPERT"));

        SeatedTable turn = until(teacher, id, SeatedTable::yourTurn);
        assertThat(TestSchool.as(teacher, () -> service.hint(id, turn.version()))).as("a hint, not counted either")
                .isPresent();
        playOnce(teacher, id);
        tables.forgetAll(); // a restart: the table comes back by replay, and still counts for nobody
        playOnce(teacher, id);
        assertThat(eventsOf(id)).isZero();
    }

    @Test
    void itsRobotsWaitWhileItsPersonReadsAndFollowThePaceSheSets() throws Exception {
        UUID id = privateTable(lea, null);
        TestSchool.as(lea, () -> {
            service.setPace(id, 300);
            return null;
        });
        assertThat(jdbc.queryForObject("select bot_pace_ms from live_table where id = ?", Integer.class, id))
                .isEqualTo(300);
        assertThat(jdbc.queryForObject("select bot_pace_ms from game where id = ?", Integer.class, id)).isEqualTo(300);

        SeatedTable now = until(lea, id, SeatedTable::yourTurn);
        TestSchool.as(lea, () -> {
            service.hold(id, true); // an explanation is open on her screen
            return null;
        });
        while (now.yourTurn()) { // a draw, then a play or a pass (NZ-TURN-2)
            SeatedTable seen = now;
            NambarzMove move = ((NzSeatView) seen.view()).seen().legalMoves().getFirst();
            now = TestSchool.as(lea, () -> service.move(id, seen.version(), move)).table();
        }
        assertThat(now.status()).isEqualTo(TableStatus.PLAYING);
        int after = now.version();
        Thread.sleep(1_200); // four robots' paces
        assertThat(TestSchool.as(lea, () -> service.look(id)).version()).as("no robot moved while she read")
                .isEqualTo(after);
        TestSchool.as(lea, () -> {
            service.hold(id, false);
            return null;
        });
        assertThat(until(lea, id, s -> s.version() > after).version()).as("and they go on once she is done")
                .isGreaterThan(after);
    }

    @Test
    void aRestartBringsItBackAndDeletingThePupilTakesItAway() throws Exception {
        UUID id = privateTable(lea, 42L);
        SeatedTable before = playOnce(lea, id);
        tables.forgetAll();
        SeatedTable back = TestSchool.as(lea, () -> service.look(id));
        assertThat(back.version()).as("every acknowledged move").isGreaterThanOrEqualTo(before.version());
        assertThat(back.seats().getFirst().standIn()).as("no robot stands in at a private table").isFalse();
        playOnce(lea, id);
        assertThat(eventsOf(id)).as("a pupil's moves still count after the restart").isGreaterThanOrEqualTo(2);

        UUID samis = privateTable(sami, null);
        LiveTable samisInMemory = tables.get(samis);
        TestSchool.as(teacher, () -> {
            privacy.delete(lea.id(), lea.displayName());
            return null;
        });
        assertThat(jdbc.queryForObject("select count(*) from live_table where id = ?", Integer.class, id)).isZero();
        assertThat(jdbc.queryForObject("select count(*) from game where id = ?", Integer.class, id)).isZero();
        assertThat(tables.get(id)).as("Léa's table left memory").isNull();
        assertThat(tables.get(samis)).as("Sami's game plays on, its robots' next move still due").isSameAs(samisInMemory);
        assertThat(samisInMemory.retired).isFalse();
    }

    @Test
    void anUnusedPrivateTableLeavesMemoryAndComesBackWhenOpened() throws Exception {
        UUID unused = privateTable(sami, null);
        UUID shown = privateTable(sami, null);
        TableService.Watching watching = TestSchool.as(sami, () -> service.watch(shown, news -> { }, () -> true));
        until(sami, unused, SeatedTable::yourTurn);
        SeatedTable before = TestSchool.as(sami, () -> service.look(unused));
        java.time.Instant longAgo = java.time.Instant.now().minus(TableSweep.PRIVATE_IDLE).minusSeconds(60);
        tables.get(unused).lastUsed = longAgo;
        tables.get(shown).lastUsed = longAgo;

        sweep.sweep();
        assertThat(tables.get(unused)).as("unused for half an hour, nobody looking").isNull();
        assertThat(tables.get(shown)).as("a screen shows it").isNotNull();
        SeatedTable after = TestSchool.as(sami, () -> service.look(unused));
        assertThat(after.version()).as("rebuilt by replay").isEqualTo(before.version());
        assertThat(after.view()).isEqualTo(before.view());
        watching.stop().run();
    }

    @Test
    void itIsInMyGamesAsAGameAgainstRobotsForAPupilAndAGrownUp() {
        for (Account who : java.util.List.of(lea, teacher)) {
            UUID id = privateTable(who, 5L);
            var line = TestSchool.as(who, () -> service.myShelf()).stream().filter(g -> g.id().value().equals(id))
                    .findFirst().orElseThrow(() -> new AssertionError("not in " + who.role() + "'s games"));
            assertThat(line.detailKey()).as("said as a game against robots, not as a class's table")
                    .isEqualTo("games.describe");
            assertThat(line.detailArgs()).first().isEqualTo(3);
            assertThat(line.location()).isEqualTo("live/" + id);
            assertThat(TestSchool.as(sami, () -> service.myShelf())).as("in nobody else's")
                    .noneMatch(g -> g.id().value().equals(id));
        }
    }

    @Test
    void theResultsShownWhileBuildingAreTheGrownUpsChoiceAndStayAfterARestart() {
        UUID id = TestSchool.as(teacher, () -> service.openPrivate(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(3).notation(), 3, "GAME", false, 60, 0, true), "BEGINNER", 3L));
        assertThat(TestSchool.as(teacher, () -> service.look(id)).showResults()).as("asked for in game mode").isTrue();
        tables.forgetAll();
        assertThat(TestSchool.as(teacher, () -> service.look(id)).showResults()).as("stored with the game").isTrue();

        UUID hidden = TestSchool.as(teacher, () -> service.openPrivate(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(3).notation(), 3, "LEARNING", false, 60, 0, false), "BEGINNER", 3L));
        assertThat(TestSchool.as(teacher, () -> service.look(hidden)).showResults()).as("not asked for").isFalse();
    }

    @Test
    void aPupilWithoutTheGameOrWithBadOptionsIsRefused() {
        assertThatThrownBy(() -> TestSchool.as(lea, () -> service.openPrivate(new TableService.NewTable(
                NzTableGame.KIND, NambarzOptions.of(3).notation(), 13, "LEARNING", false, 60, 0), "BEGINNER", null)))
                .isInstanceOfSatisfying(TableException.class,
                        e -> assertThat(e.problem()).isEqualTo(TableException.Problem.BAD_OPTIONS));
        assertThatThrownBy(() -> TestSchool.as(lea, () -> service.openPrivate(new TableService.NewTable(
                "KRAMBAMBULI", "", 2, "GAME", false, 60, 0), "BEGINNER", null)))
                .isInstanceOfSatisfying(TableException.class,
                        e -> assertThat(e.problem()).isEqualTo(TableException.Problem.NOT_ENABLED));
    }

    @Test
    void thePupilSitsWithTheFaceOfTheLoginPickerAlsoAfterARestart() {
        // A pupil whose face (chosen in the class, shown on the login picker) is not the one the id would give.
        Account pupil = null;
        for (String name : java.util.List.of("Ana", "Bea", "Cleo", "Dina", "Eva", "Flora", "Gina", "Hana")) {
            Account a = TestSchool.as(teacher, () -> classroom.addPupil(dolphins.id(), name)).pupil();
            if (a.face() != a.id() % 12) {
                pupil = a;
                break;
            }
            new TestSchool(accounts, classroom).teacher(); // faces follow the class's order, ids all accounts: shift the ids
        }
        assertThat(pupil).isNotNull();
        Account ana = pupil;
        UUID id = privateTable(ana, 5L);
        assertThat(TestSchool.as(ana, () -> service.look(id)).seats().getFirst().face()).isEqualTo(ana.face());
        tables.forgetAll(); // a restart: the seat read back from the database
        assertThat(TestSchool.as(ana, () -> service.look(id)).seats().getFirst().face()).isEqualTo(ana.face());
    }

    @Test
    void aDoubleClickPlaysOnce() throws Exception {
        UUID id = privateTable(lea, 5L);
        SeatedTable mine = until(lea, id, SeatedTable::yourTurn);
        NambarzMove move = ((NzSeatView) mine.view()).seen().legalMoves().getFirst();
        TableNews first = TestSchool.as(lea, () -> service.move(id, mine.version(), move));
        assertThat(first.isMove()).isTrue();
        TableNews again = TestSchool.as(lea, () -> service.move(id, mine.version(), move));
        assertThat(again.isMove()).as("the same move again, as the table was before it: not played").isFalse();
        assertThat(again.table().version()).as("the table as it is, moved on once").isGreaterThan(mine.version());
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ? and seat = 0", Integer.class,
                id)).as("one move of hers stored").isEqualTo(1);
    }
}
