package org.arithmos.krambambuli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableService;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * What is left of the Krambambuli service once its games against robots are private tables (0018, step 3): who may
 * play, and what a pupil's step counts for. Playing, storage, replay after a restart, refusals and progress at a
 * table are the table's (KbPrivateTableViewTest, KrambambuliTableTest, KbStoredGamesBecomeTablesTest).
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class KbServiceTest {

    @Autowired
    private KbService kb;
    @Autowired
    private TableService tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;

    @AfterEach
    void logout() {
        TestSchool.logOut();
    }

    @Test
    void aPupilWhoseLevelHasNoKrambambuliMayNotOpenATableAndOneWhoseLevelHasItMay() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        Account without = school.pupilIn(teacher, school.classOf(teacher)).pupil();
        var wanted = new TableService.NewTable(KbTableGame.KIND, KrambambuliOptions.of(2).notation(), 2,
                "GAME", false, 60, 10_000, false);
        assertThat(TestSchool.as(without, () -> kb.mayPlay())).isFalse();
        assertThatThrownBy(() -> TestSchool.as(without, () -> tables.openPrivate(wanted, "BEGINNER", 1L)))
                .isInstanceOfSatisfying(TableException.class,
                        e -> assertThat(e.problem()).isEqualTo(TableException.Problem.NOT_ENABLED));

        Account with = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.KRAMBAMBULI);
        assertThat(TestSchool.as(with, () -> kb.mayPlay())).isTrue();
        assertThat(TestSchool.as(with, () -> tables.openPrivate(wanted, "BEGINNER", 1L))).isNotNull();
        TestSchool.logOut();
        assertThat(kb.mayPlay()).as("a guest plays against robots").isTrue();
        assertThat(GameKind.KRAMBAMBULI.playable()).isTrue();
    }

    @Test
    void progressNamesTheFirstLayingDownAndTheRoundPoints() {
        var laid = new org.arithmos.engine.krambambuli.KrambambuliEvent.Laid(0,
                java.util.List.of(org.arithmos.engine.krambambuli.Meld.parse("JH QH KH")), java.util.List.of(0), 30, true);
        assertThat(KbService.progress(java.util.List.of(laid)))
                .containsExactly(new KbService.Progress("OPENED", 30, "1 meld(s)"));
    }
}
