package org.arithmos.nainjaune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.cardgames.CardGameKind;
import org.arithmos.cardgames.persistence.CardGameStore;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.play.GuestPass;
import org.arithmos.play.PlayException;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.core.context.SecurityContextHolder;

/** The Nain Jaune service on the real H2 database: storage, replay after a restart, refusals, progress, access. */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NainJauneServiceTest {

    private static final GuestPass GUEST = GuestPass.random();

    @Autowired
    private NainJauneService nj;
    @Autowired
    private NjLiveGames live;
    @Autowired
    private CardGameStore store;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;

    @AfterEach
    void logout() {
        SecurityContextHolder.clearContext();
    }

    /** A logged-in pupil of a class whose level enables Nain Jaune (or not). */
    private Account pupil(boolean enabled) {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        if (enabled) {
            TestSchool.as(teacher, () -> levels.setClassLevel(c.id(),
                    org.arithmos.testing.TestLevels.withGame(levels.classLevel(c.id()), GameKind.NAIN_JAUNE)));
        }
        Account pupil = school.pupilIn(teacher, c).pupil();
        TestSchool.logIn(pupil);
        return pupil;
    }

    private static NjSetup small(long seed) {
        return new NjSetup(2, NainJauneBot.EXPERT, NainJauneOptions.Dealing.SIMPLIFIED, 1, 20,
                NainJauneOptions.Continuing.NEXT_PLAYER, 0, seed);
    }

    private NjTable playToTheEnd(NjTable t) {
        while (!t.over()) {
            NjOutcome o = t.yourTurn() ? nj.play(t.id(), GUEST, t.moveCount(), t.view().legalMoves().getFirst())
                    : nj.letBotPlay(t.id(), GUEST, t.moveCount());
            assertThat(o.stale()).isFalse();
            assertThat(o.refused()).isNull();
            t = o.table();
        }
        return t;
    }

    @Test
    void aGameIsStoredAtEveryMoveResumesByReplayAndEndsWithProgress() {
        Account pupil = pupil(true);
        NjTable t = nj.start(small(7L), GUEST);
        for (int i = 0; i < 4; i++) {
            t = (t.yourTurn() ? nj.play(t.id(), GUEST, t.moveCount(), t.view().legalMoves().getFirst())
                    : nj.letBotPlay(t.id(), GUEST, t.moveCount())).table();
        }
        assertThat(store.moves(t.id().value())).hasSize(4);
        live.forgetAll();
        NjTable found = t;
        assertThat(nj.myOpenGames()).anyMatch(g -> g.id().equals(found.id()) && g.players() == 3 && g.moves() == 4);
        NjTable resumed = nj.open(t.id(), null);
        assertThat(resumed.view()).isEqualTo(t.view());
        NjTable end = playToTheEnd(resumed);
        assertThat(end.view().results()).hasSize(1);
        assertThat(store.find(t.id().value()).orElseThrow().finished()).isTrue();
        assertThat(store.progressOf(pupil.id(), CardGameKind.NAIN_JAUNE)).extracting(CardGameStore.ProgressRow::event)
                .containsAnyOf("PUT", "PASSED");
        NjProgressSummary summary = nj.progressOf(pupil.id());
        assertThat(summary.games()).isEqualTo(1);
        assertThat(summary.cardsPut() + summary.tokensPaid() + summary.roundsWon()).isPositive();
        assertThat(nj.myShelf()).anyMatch(g -> g.id().equals(found.id()) && g.finished()
                && g.location().equals("nain-jaune/" + found.id()));
    }

    @Test
    void aRefusedMoveIsItsJudgmentAndChangesNothing() {
        pupil(true);
        NjTable t = nj.start(small(11L), GUEST);
        while (!t.yourTurn()) {
            t = nj.letBotPlay(t.id(), GUEST, t.moveCount()).table();
        }
        List<PlayingCard.Suited> allowed = t.view().legalMoves().stream().filter(m -> m instanceof NainJauneMove.Put)
                .map(m -> ((NainJauneMove.Put) m).card()).toList();
        PlayingCard.Suited wrong = t.view().hand().stream().filter(c -> !allowed.contains(c)).findFirst().orElseThrow();
        NjOutcome o = nj.play(t.id(), GUEST, t.moveCount(), new NainJauneMove.Put(wrong));
        assertThat(o.refused()).isNotNull();
        assertThat(o.refused().problem()).isNotEqualTo(NainJauneJudgment.Problem.NONE);
        assertThat(o.refused().atFault()).isEqualTo(wrong);
        assertThat(o.table().moveCount()).isEqualTo(t.moveCount());
        assertThat(nj.play(t.id(), GUEST, t.moveCount() + 5, t.view().legalMoves().getFirst()).stale()).isTrue();
    }

    @Test
    void aPupilWithoutNainJauneIsRefusedAndAGuestKeepsNothing() {
        pupil(false);
        assertThat(nj.mayPlay()).isFalse();
        assertThatThrownBy(() -> nj.start(small(1L), GUEST)).isInstanceOf(PlayException.class);
        SecurityContextHolder.clearContext();
        NjTable guest = nj.start(small(1L), GUEST);
        assertThat(nj.myShelf()).isEmpty();
        assertThat(store.find(guest.id().value())).isEmpty();
        assertThatThrownBy(() -> nj.open(guest.id(), GuestPass.random())).isInstanceOf(PlayException.class);
        assertThat(playToTheEnd(guest).over()).isTrue();
    }
}
