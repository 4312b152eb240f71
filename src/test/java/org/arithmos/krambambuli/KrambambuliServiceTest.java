package org.arithmos.krambambuli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.play.GuestPass;
import org.arithmos.play.PlayException;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestLevels;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.context.SecurityContextHolder;

/** The Krambambuli service on the real H2 database: storage, replay after a restart, refusals, access, progress. */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class KrambambuliServiceTest {

    private static final GuestPass GUEST = GuestPass.random();

    @Autowired
    private KrambambuliService kb;
    @Autowired
    private KbLiveGames live;
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

    private Account pupil(boolean withKrambambuli) {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        if (withKrambambuli) {
            TestSchool.as(teacher, () -> levels.setClassLevel(c.id(),
                    TestLevels.withGame(levels.classLevel(c.id()), GameKind.KRAMBAMBULI)));
        }
        Account pupil = school.pupilIn(teacher, c).pupil();
        TestSchool.logIn(pupil);
        return pupil;
    }

    /** One step: the pupil's as an expert bot would play it, or a bot's. */
    private KbTable step(KbTable t) {
        KbOutcome o = t.yourTurn()
                ? kb.play(t.id(), GUEST, t.moveCount(), KrambambuliBot.EXPERT.decide(t.view()).move())
                : kb.letBotPlay(t.id(), GUEST, t.moveCount());
        assertThat(o.stale()).isFalse();
        assertThat(o.refused()).isNull();
        return o.table();
    }

    @Test
    void aGameIsStoredAtEveryStepResumesAfterARestartAndEnds() {
        Account pupil = pupil(true);
        KbTable t = kb.start(KbSetup.againstBots(2, KrambambuliBot.EXPERT).withTarget(60).withSeed(5L), GUEST);
        for (int i = 0; i < 12; i++) {
            t = step(t);
        }
        assertThat(jdbc.queryForObject("select count(*) from card_move where game_id = ?", Integer.class,
                t.id().value())).isEqualTo(12);
        live.forgetAll();
        KbTable before = t;
        assertThat(kb.myOpenGames()).anyMatch(g -> g.id().equals(before.id()) && !g.finished());
        KbTable resumed = kb.open(t.id(), null);
        assertThat(resumed.view()).isEqualTo(t.view());
        assertThat(resumed.moveCount()).isEqualTo(12);
        while (!resumed.over()) {
            resumed = step(resumed);
        }
        assertThat(resumed.view().results()).isNotEmpty();
        KbTable end = resumed;
        assertThat(kb.myShelf()).anyMatch(g -> g.id().equals(end.id()) && g.finished()
                && g.location().equals("krambambuli/" + end.id()));
        assertThat(jdbc.queryForObject("select count(*) from card_progress where pupil_id = ? and event = 'ROUND_POINTS'",
                Integer.class, pupil.id())).isEqualTo(end.view().results().size());
    }

    @Test
    void aRefusedStepIsItsJudgmentAndChangesNothing() {
        KbTable t = kb.start(KbSetup.againstBots(1, KrambambuliBot.BEGINNER).withSeed(9L), GUEST);
        KbOutcome o = kb.play(t.id(), GUEST, t.moveCount(), new KrambambuliMove.Discard(t.view().hand().getFirst()));
        assertThat(o.refused().problem()).isEqualTo(KrambambuliJudgment.Problem.DRAW_FIRST);
        assertThat(o.table().view()).isEqualTo(t.view());
        KbTable drawn = kb.play(t.id(), GUEST, t.moveCount(), new KrambambuliMove.Draw()).table();
        PlayingCard notMine = org.arithmos.engine.cards.Decks.standard().stream()
                .filter(c -> !drawn.view().hand().contains(c)).findFirst().orElseThrow();
        KbOutcome wrong = kb.play(t.id(), GUEST, drawn.moveCount(), new KrambambuliMove.Discard(notMine));
        assertThat(wrong.refused().problem()).isEqualTo(KrambambuliJudgment.Problem.NOT_IN_HAND);
        assertThat(kb.play(t.id(), GUEST, t.moveCount(), new KrambambuliMove.Draw()).stale()).isTrue();
        assertThatThrownBy(() -> kb.open(t.id(), GuestPass.random())).isInstanceOf(PlayException.class);
    }

    @Test
    void aPupilPlaysWhenTheLevelEnablesKrambambuli() {
        pupil(false);
        assertThat(kb.mayPlay()).isFalse();
        assertThatThrownBy(() -> kb.start(KbSetup.againstBots(1, KrambambuliBot.BEGINNER), GUEST))
                .isInstanceOf(PlayException.class);
        pupil(true);
        assertThat(kb.mayPlay()).isTrue();
        assertThat(GameKind.KRAMBAMBULI.playable()).isTrue();
    }

    @Test
    void progressNamesTheFirstLayingDownAndTheRoundPoints() {
        var laid = new org.arithmos.engine.krambambuli.KrambambuliEvent.Laid(0,
                java.util.List.of(org.arithmos.engine.krambambuli.Meld.parse("JH QH KH")), java.util.List.of(0), 30, true);
        assertThat(KrambambuliService.progress(java.util.List.of(laid)))
                .containsExactly(new KrambambuliService.Progress("OPENED", 30, "1 meld(s)"));
    }
}
