package org.arithmos.nainjaune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableService;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * What is left of the Nain Jaune service once its games against robots are private tables (0018, step 3): who may
 * play. Playing, storage, replay after a restart, refusals and progress are the table's (NjPrivateTableViewTest,
 * NainJauneTableTest, NjStoredGamesBecomeTablesTest).
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NjServiceTest {

    @Autowired
    private NjService nj;
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
    void aPupilWhoseLevelHasNoNainJauneMayNotOpenATableAndOneWhoseLevelHasItMay() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        Account without = school.pupilIn(teacher, school.classOf(teacher)).pupil();
        var wanted = new TableService.NewTable(NjTableGame.KIND, NainJauneOptions.of(2).notation(), 2, "GAME",
                false, 60, 10_000, false);
        assertThat(TestSchool.as(without, () -> nj.mayPlay())).isFalse();
        assertThatThrownBy(() -> TestSchool.as(without, () -> tables.openPrivate(wanted, "BEGINNER", 1L)))
                .isInstanceOfSatisfying(TableException.class,
                        e -> assertThat(e.problem()).isEqualTo(TableException.Problem.NOT_ENABLED));

        Account with = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.NAIN_JAUNE);
        assertThat(TestSchool.as(with, () -> nj.mayPlay())).isTrue();
        assertThat(TestSchool.as(with, () -> tables.openPrivate(wanted, "BEGINNER", 1L))).isNotNull();
        TestSchool.logOut();
        assertThat(nj.mayPlay()).as("a guest plays against robots").isTrue();
    }
}
