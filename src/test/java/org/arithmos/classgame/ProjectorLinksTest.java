package org.arithmos.classgame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.TableService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The projector's short-lived link (issue 15 §4, docs/decisions/0028) on the real database: it opens the projector
 * to someone signed out, shows what the projector shows (no mistake), is kept hashed, and stops opening it when
 * stopped by the teacher, expired, or once the class game is over.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ProjectorLinksTest {

    @Autowired
    private ClassGameService classGames;
    @Autowired
    private ProjectorLinks links;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private JdbcTemplate jdbc;

    private Account teacher;
    private Account otherTeacher;
    private UUID game;

    @BeforeEach
    void aClassGameOfOneTable() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        otherTeacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        List<Long> pupils = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            pupils.add(school.pupilIn(teacher, c).pupil().id());
        }
        game = TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(
                new TableService.NewTable(NzTableGame.KIND, NambarzOptions.of(3).notation(), 3, "GAME", false, 60, 0),
                false, "BEGINNER", List.of(pupils))));
    }

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    @Test
    void aLinkOpensTheProjectorToSomeoneSignedOutWithoutAnyMistakeAndIsKeptHashedOnly() {
        ProjectorLinks.Link link = TestSchool.as(teacher, () -> links.open(game));
        assertThat(link.token()).hasSize(43);
        TestSchool.logOut();

        ProjectorLinks.Projection shown = links.show(link.token());
        assertThat(shown.kind()).isEqualTo(NzTableGame.KIND);
        assertThat(shown.tables()).hasSize(1);
        assertThat(shown.tables().getFirst().seats()).hasSize(3).allSatisfy(s -> {
            assertThat(s.cardsLeft()).isPositive();
            assertThat(s.mistakes()).isEmpty();
        });
        assertThat(links.watch(link.token(), () -> { })).isNotNull();
        assertThat(jdbc.queryForList("select token_hash from class_game_projector_link where class_game_id = ?",
                String.class, game)).hasSize(1).doesNotContain(link.token()).allMatch(h -> h.length() == 64);
        assertThat(TestSchool.as(teacher, () -> links.openUntil(game))).hasValue(link.until());
    }

    @Test
    void onlyTheClassTeacherOpensALinkAndAWrongOneOpensNothing() {
        notFound(() -> TestSchool.as(otherTeacher, () -> links.open(game)));
        notFound(() -> links.show("x".repeat(43)));
        notFound(() -> links.show(null));
        notFound(() -> links.watch("short", () -> { }));
    }

    @Test
    void aLinkStopsOpeningTheProjectorWhenStoppedExpiredOrTheClassGameIsOver() {
        String stopped = TestSchool.as(teacher, () -> links.open(game)).token();
        TestSchool.as(teacher, () -> {
            links.revoke(game);
            return null;
        });
        notFound(() -> links.show(stopped));
        assertThat(TestSchool.as(teacher, () -> links.openUntil(game))).isEmpty();

        String expired = TestSchool.as(teacher, () -> links.open(game)).token();
        jdbc.update("update class_game_projector_link set expires_at = ? where class_game_id = ?",
                java.sql.Timestamp.from(java.time.Instant.now().minusSeconds(1)), game);
        notFound(() -> links.show(expired));

        String ended = TestSchool.as(teacher, () -> links.open(game)).token();
        assertThat(links.show(ended).tables()).hasSize(1);
        TestSchool.as(teacher, () -> {
            classGames.end(game);
            return null;
        });
        notFound(() -> links.show(ended));
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> links.open(game)))
                .isInstanceOfSatisfying(ClassGameException.class,
                        e -> assertThat(e.problem()).isEqualTo(ClassGameException.Problem.OVER));
    }

    private static void notFound(ThrowingCallable call) {
        assertThatThrownBy(call).isInstanceOfSatisfying(ClassGameException.class,
                e -> assertThat(e.problem()).isEqualTo(ClassGameException.Problem.NOT_FOUND));
    }
}
