package org.arithmos.multicartes.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesGame;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.engine.multicartes.Transition;
import org.arithmos.multicartes.McSeatView;
import org.arithmos.multicartes.McService;
import org.arithmos.multicartes.TimesTable;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableReplay;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * 0018, step 3: a Multicartes game stored the old way (mc_game, mc_move, the pupil's multiplications in mc_progress
 * naming it in game_id) becomes a private table by migration V4_23_3, under its own id: a game against a robot left
 * halfway goes on at its table with the same hand, its next move stored in the same game; a finished solo game
 * replays to its end and shows the best of its deal; the pupil's times-table map survives the mc_game row's
 * deletion (mc_progress referenced it on delete cascade); "continue" and My games list each game once, at the table.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class McStoredGamesBecomeTablesTest {

    @Autowired
    private TableService service;
    @Autowired
    private McService multicartes;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private JdbcTemplate jdbc;

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    /**
     * A game as the old table stored it (robots at the expert level, at 700 ms), each of the pupil's moves one FOUND
     * row of its cards (enough for the map), left after {@code moves}.
     */
    private MulticartesState storedTheOldWay(UUID id, Account pupil, MulticartesOptions options, long seed, int moves) {
        Instant at = Instant.now().minusSeconds(3600);
        jdbc.update("insert into mc_game (id, owner_id, options, seed, bot_level, bot_pace_ms, status, move_count,"
                + " created_at, updated_at) values (?, ?, ?, ?, 'EXPERT', 700, 'PLAYING', 0, ?, ?)", id, pupil.id(),
                options.notation(), seed, java.sql.Timestamp.from(at), java.sql.Timestamp.from(at));
        MulticartesState state = MulticartesGame.newGame(options, seed);
        for (int seq = 0; seq < moves && !state.over(); seq++) {
            int seat = state.toMove();
            MulticartesMove move = MulticartesBot.EXPERT.decide(state.observation(seat), state.seed() + seat).move();
            Transition t = MulticartesGame.apply(state, move);
            var when = java.sql.Timestamp.from(at.plusSeconds(seq));
            jdbc.update("update mc_game set move_count = move_count + 1, status = ?, updated_at = ? where id = ?",
                    t.state().over() ? "FINISHED" : "PLAYING", when, id);
            jdbc.update("insert into mc_move (game_id, seq, seat, notation, played_at) values (?, ?, ?, ?, ?)", id, seq,
                    seat, move.notation(), when);
            if (seat == 0 && move instanceof MulticartesMove.Multiply m) {
                jdbc.update("insert into mc_progress (pupil_id, game_id, move_seq, occurred_at, kind, first_card,"
                        + " second_card, product) values (?, ?, ?, ?, 'FOUND', ?, ?, ?)", pupil.id(), id, seq, when,
                        m.first(), m.second(), m.product());
            }
            state = t.state();
        }
        return state;
    }

    /** Runs the migration's code on this test's game only (twice: the second run must change nothing). */
    private void migrate(UUID id) {
        for (int run = 0; run < 2; run++) {
            int moved = jdbc.execute((ConnectionCallback<Integer>) c -> StoredGamesToTables.move(c, List.of(id)));
            assertThat(moved).as("run " + run).isEqualTo(run == 0 ? 1 : 0);
        }
    }

    private int progressRows(String column, UUID id) {
        return jdbc.queryForObject("select count(*) from mc_progress where " + column + " = ?", Integer.class, id);
    }

    @Test
    void aGameAgainstARobotLeftHalfwayGoesOnAtItsTableWithItsHandAndTheMap() {
        Account lea = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.MULTICARTES);
        UUID id = UUID.randomUUID();
        MulticartesState left = null;
        for (int moves = 6; moves < 40; moves++) { // left on the pupil's turn, as the old table waited for them
            jdbc.update("delete from mc_progress where game_id = ?", id);
            jdbc.update("delete from mc_game where id = ?", id);
            left = storedTheOldWay(id, lea, new MulticartesOptions(2, 3, 0), 11L, moves);
            if (!left.over() && left.toMove() == 0 && progressRows("game_id", id) > 0) {
                break;
            }
        }
        assertThat(left.toMove()).isZero();
        int played = left.moves();
        int said = progressRows("game_id", id);
        TimesTable mapBefore = TestSchool.as(lea, () -> multicartes.myTimesTable());

        migrate(id);
        assertThat(jdbc.queryForObject("select count(*) from mc_game where id = ?", Integer.class, id)).isZero();
        assertThat(jdbc.queryForMap("select class_id, host_id, code, status, seats, bot_pace_ms, mode from live_table"
                + " where id = ?", id)).containsEntry("CLASS_ID", null).containsEntry("HOST_ID", lea.id())
                .containsEntry("CODE", "").containsEntry("STATUS", "PLAYING").containsEntry("SEATS", 2)
                .containsEntry("BOT_PACE_MS", 700).containsEntry("MODE", "LEARNING");
        assertThat(jdbc.queryForList("select name || ' ' || coalesce(bot_level, '-') from game_seat where game_id = ?"
                + " order by seat", String.class, id)).containsExactly(lea.displayName() + " -", "Robo EXPERT");
        assertThat(progressRows("table_game_id", id)).as("the multiplications, moved before mc_game's row went")
                .isEqualTo(said);
        assertThat(TestSchool.as(lea, () -> multicartes.myTimesTable())).as("the map as it was").isEqualTo(mapBefore);

        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        assertThat(t.version()).as("every stored move replayed").isEqualTo(played);
        assertThat(t.alone()).isTrue();
        assertThat(t.paceMillis()).isEqualTo(700);
        assertThat(((McSeatView) t.view()).seen()).as("the hand and the board as they were left")
                .isEqualTo(left.observation(0));

        MulticartesMove move = ((McSeatView) t.view()).seen().legalMoves().getFirst();
        TableNews news = TestSchool.as(lea, () -> service.move(id, t.version(), move));
        assertThat(news.isMove()).isTrue();
        assertThat(jdbc.queryForObject("select move_count from game where id = ?", Integer.class, id))
                .as("the move stored in the game it always was").isGreaterThan(played);

        assertThat(TestSchool.as(lea, () -> service.myShelf())).filteredOn(g -> g.id().value().equals(id))
                .singleElement().satisfies(g -> assertThat(g.location()).isEqualTo("live/multicartes/" + id));
        assertThat(TestSchool.as(lea, () -> service.myUnfinished("MULTICARTES", 5)))
                .filteredOn(g -> g.tableId().equals(id)).singleElement()
                .satisfies(g -> assertThat(g.moves()).isGreaterThan(played));
    }

    @Test
    void aFinishedSoloGameReplaysToItsEndWithTheBestOfItsDeal() {
        Account noah = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.MULTICARTES);
        UUID id = UUID.randomUUID();
        MulticartesState end = storedTheOldWay(id, noah, MulticartesOptions.solo(), 21L, 2_000);
        assertThat(end.over()).isTrue();
        int said = progressRows("game_id", id);

        migrate(id);
        assertThat(jdbc.queryForObject("select status from live_table where id = ?", String.class, id)).isEqualTo("OVER");
        assertThat(jdbc.queryForObject("select count(*) from game_seat where game_id = ?", Integer.class, id))
                .as("a solo game: one seat").isEqualTo(1);
        SeatedTable t = TestSchool.as(noah, () -> service.look(id));
        assertThat(t.status()).isEqualTo(TableStatus.OVER);
        McSeatView view = (McSeatView) t.view();
        assertThat(view.seen()).isEqualTo(end.observation(0));
        assertThat(view.solo().turned()).isEqualTo(end.turnedInRound());
        TableReplay replay = TestSchool.as(noah, () -> service.replay(id, null));
        assertThat(replay.frames()).hasSize(end.moves() + 1);
        assertThat(((McSeatView) replay.frames().getLast().table().view()).seen()).as("the replay's last frame: the end")
                .isEqualTo(end.observation(0));
        assertThat(TestSchool.as(noah, () -> service.myUnfinished("MULTICARTES", 5)))
                .noneMatch(g -> g.tableId().equals(id));
        assertThat(progressRows("table_game_id", id)).isEqualTo(said);
    }
}
