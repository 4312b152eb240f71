package org.arithmos.tables;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.play.GameMode;
import org.arithmos.play.GuestPass;
import org.arithmos.play.NambarzSeatView;
import org.arithmos.play.Outcome;
import org.arithmos.play.PlayService;
import org.arithmos.play.ShelfGame;
import org.arithmos.play.TableSetup;
import org.arithmos.play.TableState;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * 0018, step 3: a Nambarz game stored against robots before the switch becomes a private table by migration
 * V4_21_1, under its own id: the same deal and moves as the person left them, their seat, the pace; it goes on at the
 * table, its moves stored in the same game; "My games" lists it once, opening at the table.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class StoredGamesBecomeTablesTest {

    private static final String MIGRATION = "db/migration/V4_21_1__games_against_robots_are_tables.sql";
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Autowired
    private PlayService againstRobots;
    @Autowired
    private TableService service;
    @Autowired
    private Tables tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private JdbcTemplate jdbc;

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    @Test
    void aGameLeftHalfwayGoesOnAtItsTable() throws Exception {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        Account lea = school.pupilIn(teacher, school.classOf(teacher)).pupil();
        TableState left = TestSchool.as(lea, () -> halfAGame(NambarzOptions.of(3)));
        UUID id = left.id().value();

        jdbc.execute(new ClassPathResource(MIGRATION).getContentAsString(StandardCharsets.UTF_8));
        jdbc.execute(new ClassPathResource(MIGRATION).getContentAsString(StandardCharsets.UTF_8));
        assertThat(jdbc.queryForObject("select count(*) from live_table where id = ?", Integer.class, id))
                .as("run twice, one row").isEqualTo(1);
        assertThat(jdbc.queryForMap("select class_id, host_id, status, seats, bot_pace_ms from live_table where id = ?", id))
                .containsEntry("CLASS_ID", null).containsEntry("HOST_ID", lea.id()).containsEntry("STATUS", "PLAYING")
                .containsEntry("SEATS", 3).containsEntry("BOT_PACE_MS", 0);

        tables.forgetStored(); // as after the upgrade's restart: the table is rebuilt from the database
        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        assertThat(t.version()).as("every stored move replayed").isGreaterThanOrEqualTo(left.moveCount());
        assertThat(t.you()).isEqualTo(left.you());
        NambarzSeatView seen = (NambarzSeatView) t.view();
        if (t.version() == left.moveCount()) {
            assertThat(seen.seen().hand()).as("the hand as it was left").isEqualTo(left.view().hand());
            assertThat(seen.seen().target()).isEqualTo(left.view().target());
        }

        SeatedTable mine = until(lea, id);
        NambarzMove move = ((NambarzSeatView) mine.view()).seen().legalMoves().getFirst();
        TableNews news = TestSchool.as(lea, () -> service.move(id, mine.version(), move));
        assertThat(news.isMove()).isTrue();
        assertThat(jdbc.queryForObject("select move_count from game where id = ?", Integer.class, id))
                .as("the move stored in the game it always was").isGreaterThan(mine.version());

        var shelf = TestSchool.as(lea, () -> service.myShelf());
        assertThat(shelf).filteredOn(g -> g.id().value().equals(id)).singleElement()
                .satisfies(g -> assertThat(g.location()).isEqualTo("live/" + id))
                .satisfies(g -> assertThat(g.detailKey()).isEqualTo("games.describe"));
        assertThat(TestSchool.as(lea, () -> againstRobots.myShelf())).extracting(ShelfGame::id)
                .as("not listed twice").doesNotContain(left.id());
    }

    /** A game against robots as before the switch, played until the pupil's second turn, stored move by move. */
    private TableState halfAGame(NambarzOptions options) {
        TableState s = againstRobots.start(new TableSetup(options, GameMode.GAME, BotLevel.BEGINNER, 0, false, 7L),
                GuestPass.random());
        int myTurns = 0;
        while (!s.over() && myTurns < 2) {
            Outcome o = s.yourTurn()
                    ? againstRobots.play(s.id(), GuestPass.random(), s.moveCount(), s.legalMoves().getFirst())
                    : againstRobots.letBotPlay(s.id(), GuestPass.random(), s.moveCount());
            myTurns += s.yourTurn() ? 1 : 0;
            s = o.table();
        }
        return s;
    }

    private SeatedTable until(Account who, UUID id) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (System.nanoTime() < deadline) {
            SeatedTable t = TestSchool.as(who, () -> service.look(id));
            if (t.yourTurn()) {
                return t;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("not the pupil's turn within " + PATIENCE);
    }
}
