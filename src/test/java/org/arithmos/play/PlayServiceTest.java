package org.arithmos.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.progress.ProgressEvent;
import org.arithmos.progress.ProgressKind;
import org.arithmos.progress.ProgressService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.context.SecurityContextHolder;

/** The table service on the real H2 file database: storage, replay, staleness, ownership, progress. */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class PlayServiceTest {

    private static final GuestPass GUEST = GuestPass.random();

    @Autowired
    private PlayService play;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ProgressService progress;
    @Autowired
    private LiveGames live;
    @Autowired
    private JdbcTemplate jdbc;

    @AfterEach
    void logout() {
        SecurityContextHolder.clearContext();
    }

    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;

    private Account loginNewPupil() {
        Account a = new TestSchool(accounts, classroom).newPupil();
        TestSchool.logIn(a);
        return a;
    }

    private static TableSetup setup(GameMode mode, long seed) {
        return TableSetup.of(NambarzOptions.of(3), mode, BotLevel.INTERMEDIATE).withPace(0).withSeed(seed);
    }

    /** Plays the pupil's first legal move (a play when there is one) and the bots, to the end. */
    private TableState playToTheEnd(TableState t) {
        while (!t.over()) {
            Outcome o = t.yourTurn()
                    ? play.play(t.id(), GUEST, t.moveCount(), firstPlayOrDraw(t.legalMoves()))
                    : play.letBotPlay(t.id(), GUEST, t.moveCount());
            assertThat(o.stale()).isFalse();
            t = o.table();
        }
        return t;
    }

    private static NambarzMove firstPlayOrDraw(List<NambarzMove> legal) {
        return legal.stream().filter(m -> m instanceof NambarzMove.PutDown).findFirst().orElse(legal.getFirst());
    }

    @Test
    void aGuestPlaysAWholeGameAndNothingIsStored() {
        Integer gamesBefore = jdbc.queryForObject("select count(*) from game", Integer.class);
        TableState t = play.start(setup(GameMode.GAME, 7), GUEST);
        assertThat(t.recorded()).isFalse();
        TableState end = playToTheEnd(t);
        assertThat(end.view().results()).isNotEmpty();
        assertThat(jdbc.queryForObject("select count(*) from game", Integer.class)).isEqualTo(gamesBefore);
        assertThatThrownBy(() -> play.open(end.id(), GuestPass.random()))
                .isInstanceOf(PlayException.class).extracting("problem").isEqualTo(PlayException.Problem.NOT_FOUND);
    }

    @Test
    void aPupilsGameIsStoredAtEveryMoveAndRebuiltByReplay() {
        Account pupil = loginNewPupil();
        TableState t = play.start(setup(GameMode.GAME, 11), GUEST);
        assertThat(t.recorded()).isTrue();
        for (int i = 0; i < 12 && !t.over(); i++) {
            Outcome o = t.yourTurn() ? play.play(t.id(), GUEST, t.moveCount(), firstPlayOrDraw(t.legalMoves()))
                    : play.letBotPlay(t.id(), GUEST, t.moveCount());
            t = o.table();
        }
        Integer stored = jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, t.id().value());
        assertThat(stored).isEqualTo(t.moveCount());
        var before = t.view();
        live.forgetAll(); // as after a restart
        TableState reopened = play.open(t.id(), GUEST);
        assertThat(reopened.view()).isEqualTo(before);
        assertThat(play.myGames()).extracting(GameSummary::id).contains(t.id());
        assertThat(pupil.role()).isEqualTo(Role.PUPIL);
    }

    @Test
    void thePupilSitsAtTheTableWithTheFaceOfTheLoginPicker() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        var c = school.classOf(teacher);
        Account pupil = null;
        // A pupil whose face (chosen in the class, shown on the login picker) is not the one the id would give.
        for (String name : List.of("Ana", "Bea", "Cleo", "Dina", "Eva", "Flora", "Gina", "Hana")) {
            Account a = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), name)).pupil();
            if (a.face() != a.id() % 12) {
                pupil = a;
                break;
            }
            school.teacher(); // faces follow the order in the class and ids follow all accounts: shift the ids
        }
        assertThat(pupil).isNotNull();
        TestSchool.logIn(pupil);
        TableState t = play.start(setup(GameMode.GAME, 5), GUEST);
        assertThat(t.seats().get(t.you()).face()).isEqualTo(pupil.face());
        live.forgetAll(); // the stored game, as the replay reads it
        assertThat(play.open(t.id(), GUEST).seats().get(t.you()).face()).isEqualTo(pupil.face());
    }

    @Test
    void aStaleActionChangesNothing() {
        loginNewPupil();
        TableState t = play.start(setup(GameMode.GAME, 5), GUEST);
        NambarzMove move = firstPlayOrDraw(t.legalMoves());
        Outcome first = play.play(t.id(), GUEST, t.moveCount(), move);
        assertThat(first.stale()).isFalse();
        Outcome again = play.play(t.id(), GUEST, t.moveCount(), move); // the double click
        assertThat(again.stale()).isTrue();
        assertThat(again.table().moveCount()).isEqualTo(first.table().moveCount());
    }

    @Test
    void someoneElsesGameCannotBeOpened() {
        loginNewPupil();
        TableState t = play.start(setup(GameMode.GAME, 3), GUEST);
        loginNewPupil();
        assertThatThrownBy(() -> play.open(t.id(), GUEST)).isInstanceOf(PlayException.class)
                .extracting("problem").isEqualTo(PlayException.Problem.NOT_FOUND);
        live.forgetAll();
        assertThatThrownBy(() -> play.open(t.id(), GUEST)).isInstanceOf(PlayException.class);
    }

    @Test
    void hintsAndChecksAreForLearningMode() {
        TableState game = play.start(setup(GameMode.GAME, 1), GUEST);
        assertThatThrownBy(() -> play.hint(game.id(), GUEST, game.moveCount())).isInstanceOf(PlayException.class)
                .extracting("problem").isEqualTo(PlayException.Problem.LEARNING_ONLY);
        TableState learning = play.start(setup(GameMode.LEARNING, 1), GUEST);
        NambarzMove hint = play.hint(learning.id(), GUEST, learning.moveCount()).orElseThrow();
        assertThat(learning.legalMoves()).contains(hint);
    }

    @Test
    void everyPupilMoveRecordsAProgressEvent() {
        loginNewPupil();
        TableState t = play.start(setup(GameMode.LEARNING, 21), GUEST);
        int pupilMoves = 0;
        boolean checked = false;
        while (!t.over() && pupilMoves < 15) {
            if (t.yourTurn()) {
                NambarzMove move = firstPlayOrDraw(t.legalMoves());
                if (!checked && move instanceof NambarzMove.PutDown p) {
                    Judgment verdict = play.check(t.id(), GUEST, t.moveCount(), p);
                    assertThat(verdict.legal()).isTrue();
                    checked = true;
                }
                t = play.play(t.id(), GUEST, t.moveCount(), move).table();
                pupilMoves++;
            } else {
                t = play.letBotPlay(t.id(), GUEST, t.moveCount()).table();
            }
        }
        GameId id = t.id();
        List<ProgressEvent> events = progress.myEvents();
        assertThat(events.stream().filter(e -> e.kind() != ProgressKind.CHECK)).hasSize(pupilMoves);
        assertThat(events).anySatisfy(e -> assertThat(e.kind()).isEqualTo(ProgressKind.CHECK));
        assertThat(events).allSatisfy(e -> {
            assertThat(e.gameId()).isEqualTo(id.value());
            assertThat(e.level()).as("the class's starting level applies to its pupils").isEqualTo("+- beginner");
        });
        assertThat(events).filteredOn(e -> e.kind() == ProgressKind.PLAY)
                .allSatisfy(e -> assertThat(e.legal()).isTrue());
    }

    @Test
    void drawingWhenAPlayExistedIsShownAsAMissedPlay() {
        loginNewPupil();
        for (long seed = 0; seed < 50; seed++) {
            TableState t = play.start(setup(GameMode.LEARNING, seed), GUEST);
            NambarzMove.PutDown possible = (NambarzMove.PutDown) t.legalMoves().stream()
                    .filter(m -> m instanceof NambarzMove.PutDown).findFirst().orElse(null);
            if (t.yourTurn() && possible != null) {
                Outcome o = play.play(t.id(), GUEST, t.moveCount(), new NambarzMove.Draw());
                assertThat(o.events()).anySatisfy(e -> assertThat(e).isInstanceOf(TableEvent.MissedPlay.class));
                assertThat(progress.myEvents()).last().satisfies(e -> {
                    assertThat(e.kind()).isEqualTo(ProgressKind.DRAW);
                    assertThat(e.missedPlay()).isNotNull();
                });
                return;
            }
        }
        throw new AssertionError("no deal with a play in 50 seeds");
    }

    @Test
    void aWrongResultIsFollowedByThePlayThatWouldHaveWorked() {
        loginNewPupil();
        for (long seed = 0; seed < 80; seed++) {
            TableState t = play.start(setup(GameMode.LEARNING, seed), GUEST);
            NambarzMove.PutDown wrong = wrongSum(t);
            boolean canPlay = t.legalMoves().stream().anyMatch(m -> m instanceof NambarzMove.PutDown);
            if (t.yourTurn() && wrong != null && canPlay) {
                Outcome o = play.play(t.id(), GUEST, t.moveCount(), wrong);
                var penalty = o.events().stream().filter(e -> e instanceof TableEvent.Moved).map(e -> (TableEvent.Moved) e)
                        .flatMap(m -> m.events().stream()).filter(e -> e instanceof NambarzEvent.Played)
                        .map(e -> ((NambarzEvent.Played) e).judgment()).findFirst().orElseThrow();
                assertThat(penalty).isInstanceOfSatisfying(Judgment.Penalized.class,
                        p -> assertThat(p.rule()).isEqualTo(NambarzRule.NZ_CALC_3));
                var better = o.events().stream().filter(e -> e instanceof TableEvent.BetterPlay)
                        .map(e -> ((TableEvent.BetterPlay) e).play()).findFirst().orElseThrow();
                assertThat(t.legalMoves()).as("a play of the same hand, on the same card").contains(better);
                assertThat(better).isInstanceOf(NambarzMove.PutDown.class);
                return;
            }
        }
        throw new AssertionError("no deal with a wrong sum and a right play in 80 seeds");
    }

    /** Two number cards of one type, neither matching the target, whose sum is not the target. */
    private static NambarzMove.PutDown wrongSum(TableState t) {
        if (!(t.view().target() instanceof Target.NumberTarget(NumberCard top))) {
            return null;
        }
        List<NumberCard> numbers = t.view().hand().cards().stream().filter(c -> c instanceof NumberCard)
                .map(c -> (NumberCard) c).filter(c -> !c.matches(top)).toList();
        for (NumberCard a : numbers) {
            for (NumberCard b : numbers) {
                if (a != b && a.type() == b.type() && a.value() + b.value() != top.value()) {
                    return new NambarzMove.PutDown(List.of(a, b), Expr.leftToRight(List.of(Operator.PLUS)));
                }
            }
        }
        return null;
    }

    @Test
    void aPupilPlaysAtTheLevelTheirTeacherSetWhateverThePageAsks() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        var c = school.classOf(teacher);
        Account pupil = school.pupilIn(teacher, c).pupil();
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), new org.arithmos.classroom.Level(
                java.util.Set.of(org.arithmos.classroom.GameKind.NAMBARZ),
                org.arithmos.engine.arithmetic.OperationSet.ALL, true,
                org.arithmos.engine.nambarz.JokerLevel.EXPERIENCED, false, BotLevel.EXPERT)));
        TestSchool.logIn(pupil);
        TableState t = play.start(TableSetup.of(NambarzOptions.of(4), GameMode.LEARNING, BotLevel.BEGINNER), GUEST);
        assertThat(t.setup().options().parentheses()).isTrue();
        assertThat(t.setup().options().jokerLevel()).isEqualTo(org.arithmos.engine.nambarz.JokerLevel.EXPERIENCED);
        assertThat(t.setup().botLevel()).isEqualTo(BotLevel.EXPERT);
        assertThat(t.setup().mode()).as("no hints allowed: game mode").isEqualTo(GameMode.GAME);
        TestSchool.as(teacher, () -> levels.setPupilChange(pupil.id(), new org.arithmos.classroom.LevelChange(
                java.util.Set.of(), null, null, null, null, null)));
        TestSchool.logIn(pupil);
        assertThatThrownBy(() -> play.start(TableSetup.of(NambarzOptions.of(4), GameMode.GAME, BotLevel.BEGINNER), GUEST))
                .isInstanceOf(PlayException.class).extracting("problem").isEqualTo(PlayException.Problem.NOT_ENABLED);
    }

    @Test
    void aMoveThatIsNoPlayIsRefusedWithItsReason() {
        TableState t = play.start(setup(GameMode.GAME, 2), GUEST);
        assertThatThrownBy(() -> play.play(t.id(), GUEST, t.moveCount(), new NambarzMove.Pass()))
                .isInstanceOf(PlayException.class).extracting("problem").isEqualTo(PlayException.Problem.NOT_A_PLAY);
        assertThat(play.open(t.id(), GUEST).moveCount()).isEqualTo(t.moveCount());
    }
}
