package org.arithmos.nambarz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.ParentService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.tables.GameId;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.PlayedGames;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** Replays of stored games on the real database: the same game again, move by move, and who may see it. */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class GameReplaysTest {

    @Autowired
    private GameReplays replays;
    @Autowired
    private org.arithmos.tables.TableService tables;
    @Autowired
    private org.springframework.jdbc.core.JdbcTemplate jdbc;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private ParentService parents;

    private Account teacher;
    private SchoolClass c;
    private Account lea;
    private PlayedGames.Played played;

    @BeforeEach
    void aGame() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        played = new PlayedGames(tables, jdbc).playedBy(lea, 42);
    }

    @Test
    void theReplayEndsWhereTheGameEndedAndShowsThePenalty() {
        GameReplay r = TestSchool.as(teacher, () -> replays.replay(played.id()));
        assertThat(r.player()).isEqualTo(lea.displayName());
        assertThat(r.finished()).isTrue();
        assertThat(r.moves()).isEqualTo(played.moveCount());
        assertThat(r.frames().getFirst().move()).isNull();
        assertThat(r.frames().getLast().table().view()).isEqualTo(played.view());
        assertThat(r.frames().stream().flatMap(f -> f.events().stream())
                .anyMatch(e -> e instanceof NambarzEvent.Played p && p.seat() == 0 && !p.judgment().legal())).isTrue();
        // Only the player's hand: other seats' drawn cards stay hidden.
        assertThat(r.frames().stream().flatMap(f -> f.events().stream())
                .filter(e -> e instanceof NambarzEvent.Drew d && d.seat() != 0)
                .allMatch(e -> ((NambarzEvent.Drew) e).card() == null)).isTrue();
    }

    @Test
    void thePlayerTheirTeacherAndALinkedParentMayReplayNobodyElse() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account parent = school.parent();
        String code = TestSchool.as(teacher, () -> classroom.parentCards(c.id())).getFirst().code();
        TestSchool.as(parent, () -> parents.link(code));
        assertThat(TestSchool.as(lea, () -> replays.replay(played.id())).moves()).isPositive();
        assertThat(TestSchool.as(parent, () -> replays.replay(played.id())).moves()).isPositive();
        Account classmate = school.pupilIn(teacher, c).pupil();
        for (Account stranger : new Account[] {school.teacher(), school.parent(), classmate}) {
            assertThatThrownBy(() -> TestSchool.as(stranger, () -> replays.replay(played.id())))
                    .isInstanceOf(PlayException.class);
        }
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> replays.replay(GameId.random())))
                .isInstanceOf(PlayException.class);
    }
}
