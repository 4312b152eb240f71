package org.arithmos.multicartes;

import static org.assertj.core.api.Assertions.assertThat;

import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * What the Multicartes service still answers once its games are private tables (0018 step 3): who may play what, by
 * the pupil's level and the class's play choice (the game itself: McPrivateTableViewTest, MulticartesTableTest).
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class McServiceTest {

    @Autowired
    private McService mc;
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

    static Level withMulticartes(Level l) {
        return org.arithmos.testing.TestLevels.withGame(l, GameKind.MULTICARTES);
    }

    @Test
    void aPupilPlaysOnlyWhatTheirLevelAndClassAllowAndGrownUpsEverything() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account pupil = school.pupilIn(teacher, c).pupil();
        TestSchool.logIn(pupil);
        assertThat(mc.myAccess().enabled()).isFalse();
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), withMulticartes(levels.classLevel(c.id()))));
        assertThat(mc.myAccess()).isEqualTo(new McAccess(true, PlayChoice.BOTH));
        TestSchool.as(teacher, () -> mc.setClassChoice(c.id(), PlayChoice.SOLO_ONLY));
        assertThat(TestSchool.as(teacher, () -> mc.classChoice(c.id()))).isEqualTo(PlayChoice.SOLO_ONLY);
        assertThat(mc.myAccess()).isEqualTo(new McAccess(true, PlayChoice.SOLO_ONLY));
        assertThat(mc.myAccess().choice().allows(McSetup.soloGame())).isTrue();
        assertThat(mc.myAccess().choice().allows(McSetup.againstBots(1,
                org.arithmos.engine.multicartes.MulticartesBot.BEGINNER, 1))).isFalse();
        assertThat(TestSchool.as(teacher, () -> mc.myAccess())).isEqualTo(new McAccess(true, PlayChoice.BOTH));
    }
}
