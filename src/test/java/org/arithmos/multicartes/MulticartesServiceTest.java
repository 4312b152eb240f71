package org.arithmos.multicartes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.play.GuestPass;
import org.arithmos.play.PlayException;
import org.arithmos.play.ShelfGame;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.context.SecurityContextHolder;

/** The Multicartes service on the real H2 database: storage, replay, staleness, ownership, guests, solo optimum. */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class MulticartesServiceTest {

    private static final GuestPass GUEST = GuestPass.random();

    @Autowired
    private MulticartesService mc;
    @Autowired
    private McLiveGames live;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private JdbcTemplate jdbc;

    @AfterEach
    void logout() {
        SecurityContextHolder.clearContext();
    }

    /** A pupil of a class whose level enables Multicartes, logged in. */
    private Account pupilWithMulticartes(Account[] teacherOut, SchoolClass[] classOut) {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), withMulticartes(levels.classLevel(c.id()))));
        Account pupil = school.pupilIn(teacher, c).pupil();
        if (teacherOut != null) {
            teacherOut[0] = teacher;
            classOut[0] = c;
        }
        TestSchool.logIn(pupil);
        return pupil;
    }

    static Level withMulticartes(Level l) {
        return org.arithmos.testing.TestLevels.withGame(l, GameKind.MULTICARTES);
    }

    private static MulticartesMove firstProductOrPass(McTable t) {
        return t.view().legalMoves().stream().filter(m -> !(m instanceof MulticartesMove.Pass)).findFirst()
                .orElse(new MulticartesMove.Pass());
    }

    private McTable playToTheEnd(McTable t) {
        while (!t.over()) {
            McOutcome o = t.yourTurn() ? mc.play(t.id(), GUEST, t.moveCount(), firstProductOrPass(t))
                    : mc.letBotPlay(t.id(), GUEST, t.moveCount());
            assertThat(o.stale()).isFalse();
            assertThat(o.refused()).isNull();
            t = o.table();
        }
        return t;
    }

    @Test
    void aSoloGameIsStoredAtEveryMoveResumesByReplayAndShowsTheBestScore() {
        Account pupil = pupilWithMulticartes(null, null);
        McTable t = mc.start(McSetup.soloGame().withSeed(42L), GUEST);
        for (int i = 0; i < 3; i++) {
            t = mc.play(t.id(), GUEST, t.moveCount(), firstProductOrPass(t)).table();
        }
        assertThat(jdbc.queryForObject("select count(*) from mc_move where game_id = ?", Integer.class, t.id().value()))
                .isEqualTo(3);
        live.forgetAll();
        McTable found = t;
        assertThat(mc.myOpenGames()).anyMatch(g -> g.id().equals(found.id()) && g.solo() && g.moves() == 3);
        McTable resumed = mc.open(t.id(), null);
        assertThat(resumed.view().hand()).isEqualTo(t.view().hand());
        assertThat(resumed.moveCount()).isEqualTo(3);
        McTable end = playToTheEnd(resumed);
        assertThat(end.solo()).isNotNull();
        assertThat(end.solo().best()).isLessThanOrEqualTo(end.solo().turned());
        assertThat(end.solo().line()).hasSize(end.solo().best());
        assertThat(mc.myTimesTable().count(TimesTable.Knowledge.NEVER)).isLessThan(100);
        assertThat(jdbc.queryForObject("select count(*) from mc_progress where pupil_id = ?", Integer.class, pupil.id()))
                .isPositive();
    }

    @Test
    void myGamesShelfListsThePupilsMulticartesGamesLatestFirstWithWhereToOpenThem() {
        pupilWithMulticartes(null, null);
        McTable solo = playToTheEnd(mc.start(McSetup.soloGame().withSeed(42L), GUEST));
        McTable bots = mc.start(McSetup.againstBots(2, MulticartesBot.EXPERT, 1).withPace(0).withSeed(3L), GUEST);
        bots = mc.play(bots.id(), GUEST, 0, firstProductOrPass(bots)).table();
        live.forgetAll(); // from the database, as after a restart

        var shelf = mc.myShelf();
        assertThat(shelf).extracting(ShelfGame::id).containsExactly(bots.id(), solo.id());
        ShelfGame open = shelf.getFirst();
        assertThat(open.kind()).isEqualTo(GameKind.MULTICARTES);
        assertThat(open.finished()).isFalse();
        assertThat(open.location()).isEqualTo("multicartes/" + bots.id());
        assertThat(open.detailKey()).isEqualTo("mc.shelf.bots");
        assertThat(open.detailArgs()).containsExactly(2, new ShelfGame.Words("mc.shelf.level.EXPERT"), 1);
        ShelfGame done = shelf.get(1);
        assertThat(done.finished()).isTrue();
        assertThat(done.detailKey()).isEqualTo("mc.shelf.solo");
        assertThat(done.detailArgs()).containsExactly(solo.moveCount());
        assertThat(done.lastPlayedAt()).isBeforeOrEqualTo(open.lastPlayedAt());

        pupilWithMulticartes(null, null); // another pupil sees none of these
        assertThat(mc.myShelf()).isEmpty();
        SecurityContextHolder.clearContext();
        assertThat(mc.myShelf()).as("a guest's games are not stored").isEmpty();
    }

    @Test
    void aRefusedMoveIsItsJudgmentAndChangesNothing() {
        pupilWithMulticartes(null, null);
        McTable t = mc.start(McSetup.againstBots(1, MulticartesBot.EXPERT, 1).withPace(0).withSeed(5L), GUEST);
        MulticartesMove wrong = wrongProduct(t);
        McOutcome o = mc.play(t.id(), GUEST, t.moveCount(), wrong);
        assertThat(o.refused().problem()).isEqualTo(MulticartesJudgment.Problem.NOT_ON_CARD);
        assertThat(o.table().moveCount()).isZero();
        assertThat(o.table().view().hand()).isEqualTo(t.view().hand());
        assertThat(jdbc.queryForObject("select count(*) from mc_progress where game_id = ? and kind = 'WRONG'",
                Integer.class, t.id().value())).isEqualTo(1);
    }

    /** Two cards of the hand whose product is not on the card. */
    static MulticartesMove wrongProduct(McTable t) {
        var hand = t.view().hand();
        for (int i = 0; i < hand.size(); i++) {
            for (int j = i + 1; j < hand.size(); j++) {
                if (!t.view().combination().shows(hand.get(i) * hand.get(j))) {
                    return new MulticartesMove.Multiply(hand.get(i), hand.get(j));
                }
            }
        }
        throw new IllegalStateException("every pair plays");
    }

    @Test
    void aStaleTabOrADoubleClickAppliesNothingTwice() {
        pupilWithMulticartes(null, null);
        McTable t = mc.start(McSetup.againstBots(2, MulticartesBot.BEGINNER, 1).withPace(0).withSeed(9L), GUEST);
        MulticartesMove move = firstProductOrPass(t);
        McOutcome first = mc.play(t.id(), GUEST, 0, move);
        McOutcome again = mc.play(t.id(), GUEST, 0, move);
        assertThat(first.stale()).isFalse();
        assertThat(again.stale()).isTrue();
        assertThat(again.table().moveCount()).isEqualTo(1);
        assertThat(jdbc.queryForObject("select count(*) from mc_move where game_id = ?", Integer.class, t.id().value()))
                .isEqualTo(1);
        // A bot move asked twice for the same moment is applied once.
        McOutcome bot = mc.letBotPlay(t.id(), GUEST, 1);
        assertThat(bot.steps()).hasSize(1);
        assertThat(bot.steps().getFirst().reason()).isNotNull();
        assertThat(mc.letBotPlay(t.id(), GUEST, 1).stale()).isTrue();
    }

    @Test
    void onlyTheOwnerOpensAGame() {
        pupilWithMulticartes(null, null);
        McTable t = mc.start(McSetup.soloGame(), GUEST);
        pupilWithMulticartes(null, null);
        assertThatThrownBy(() -> mc.open(t.id(), GUEST)).isInstanceOf(PlayException.class);
        live.forgetAll();
        assertThatThrownBy(() -> mc.open(t.id(), GUEST)).isInstanceOf(PlayException.class);
    }

    @Test
    void guestsPlayAndNothingIsRecorded() {
        int games = jdbc.queryForObject("select count(*) from mc_game", Integer.class);
        int progress = jdbc.queryForObject("select count(*) from mc_progress", Integer.class);
        McTable t = playToTheEnd(mc.start(McSetup.soloGame().withSeed(3L), GUEST));
        assertThat(t.solo()).isNotNull();
        assertThat(jdbc.queryForObject("select count(*) from mc_game", Integer.class)).isEqualTo(games);
        assertThat(jdbc.queryForObject("select count(*) from mc_progress", Integer.class)).isEqualTo(progress);
        assertThatThrownBy(() -> mc.open(t.id(), GuestPass.random())).isInstanceOf(PlayException.class);
    }

    @Test
    void aPupilPlaysOnlyWhatTheClassAllows() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account pupil = school.pupilIn(teacher, c).pupil();
        TestSchool.logIn(pupil);
        assertThat(mc.myAccess().enabled()).isFalse();
        assertThatThrownBy(() -> mc.start(McSetup.soloGame(), GUEST)).isInstanceOf(PlayException.class);
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), withMulticartes(levels.classLevel(c.id()))));
        TestSchool.as(teacher, () -> mc.setClassChoice(c.id(), PlayChoice.SOLO_ONLY));
        assertThat(TestSchool.as(teacher, () -> mc.classChoice(c.id()))).isEqualTo(PlayChoice.SOLO_ONLY);
        assertThat(mc.myAccess()).isEqualTo(new McAccess(true, PlayChoice.SOLO_ONLY));
        assertThat(mc.start(McSetup.soloGame(), GUEST).setup().isSolo()).isTrue();
        assertThatThrownBy(() -> mc.start(McSetup.againstBots(1, MulticartesBot.BEGINNER, 1), GUEST))
                .isInstanceOf(PlayException.class);
    }

    @Test
    void aGameAgainstThreeBotsRunsToItsEndWithRounds() {
        pupilWithMulticartes(null, null);
        McTable end = playToTheEnd(mc.start(new McSetup(3, MulticartesBot.EXPERT, 2, 0, 0, 11L), GUEST));
        assertThat(end.results()).hasSize(2);
        assertThat(end.solo()).isNull();
    }
}
