package org.arithmos.tables;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.RobotTables;
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
        SeatedTable left = halfAGame(lea);
        UUID id = left.id();

        migrateOnly(id);
        assertThat(jdbc.queryForMap("select class_id, host_id, status, seats, bot_pace_ms from live_table where id = ?", id))
                .containsEntry("CLASS_ID", null).containsEntry("HOST_ID", lea.id()).containsEntry("STATUS", "PLAYING")
                .containsEntry("SEATS", 3).containsEntry("BOT_PACE_MS", 10_000);

        tables.forget(id); // as after the upgrade's restart: the table is rebuilt from the database
        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        assertThat(t.version()).as("every stored move replayed").isEqualTo(left.version());
        assertThat(t.you()).isEqualTo(left.you());
        assertThat(t.yourTurn()).as("left on the pupil's turn").isTrue();
        NzSeatView seen = (NzSeatView) t.view();
        assertThat(seen.seen()).as("the hand, the pile, the others' cards as they were left").isEqualTo(RobotTables.seen(left));

        NambarzMove move = seen.seen().legalMoves().getFirst();
        TableNews news = TestSchool.as(lea, () -> service.move(id, t.version(), move));
        assertThat(news.isMove()).isTrue();
        assertThat(jdbc.queryForObject("select move_count from game where id = ?", Integer.class, id))
                .as("the move stored in the game it always was").isEqualTo(t.version() + 1);

        var shelf = TestSchool.as(lea, () -> service.myShelf());
        assertThat(shelf).filteredOn(g -> g.id().value().equals(id)).singleElement()
                .satisfies(g -> assertThat(g.location()).isEqualTo("live/" + id))
                .satisfies(g -> assertThat(g.detailKey()).isEqualTo("games.describe"));
    }

    /**
     * A game against robots as it was stored before the switch, left on the pupil's second turn: played at a private
     * table, then its table's rows taken away (a game against robots had only its game, seats and moves), at the slow
     * pace it was played at.
     */
    private SeatedTable halfAGame(Account pupil) {
        RobotTables robots = new RobotTables(service);
        GameId id = robots.open(pupil, NambarzOptions.of(3), "GAME", "BEGINNER", 7L);
        SeatedTable left = robots.play(pupil, id, 1, t -> RobotTables.seen(t).legalMoves().getFirst());
        assertThat(left.status()).as("seed 7 deals a game that lasts").isEqualTo(TableStatus.PLAYING);
        tables.forget(id.value());
        jdbc.update("delete from live_table_seat where table_id = ?", id.value());
        jdbc.update("delete from live_table where id = ?", id.value());
        jdbc.update("update game set bot_pace_ms = 10000 where id = ?", id.value());
        return left;
    }

    /**
     * Runs the migration (twice: it must add nothing the second time) and keeps only the row it gave this test's game:
     * the shared test database holds other test classes' games against robots, which are theirs to keep as they are.
     */
    private void migrateOnly(UUID id) throws java.io.IOException {
        java.util.List<UUID> before = jdbc.queryForList("select id from live_table", UUID.class);
        String sql = new ClassPathResource(MIGRATION).getContentAsString(StandardCharsets.UTF_8);
        jdbc.execute(sql);
        int added = jdbc.queryForObject("select count(*) from live_table", Integer.class);
        jdbc.execute(sql);
        assertThat(jdbc.queryForObject("select count(*) from live_table", Integer.class)).as("run twice, added once")
                .isEqualTo(added);
        jdbc.queryForList("select id from live_table", UUID.class).stream()
                .filter(other -> !before.contains(other) && !other.equals(id))
                .forEach(other -> jdbc.update("delete from live_table where id = ?", other));
        assertThat(jdbc.queryForObject("select count(*) from live_table where id = ?", Integer.class, id)).isEqualTo(1);
    }
}
