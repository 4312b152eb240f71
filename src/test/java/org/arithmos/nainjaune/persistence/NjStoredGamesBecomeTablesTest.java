package org.arithmos.nainjaune.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.cardgames.persistence.StoredGamesToTables;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.engine.nainjaune.NainJauneState;
import org.arithmos.engine.nainjaune.NainJauneTransition;
import org.arithmos.nainjaune.NjSetup;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableReplay;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.OldCardGameRows;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * 0018, step 3: a Nain Jaune game stored against robots the old way (card_game, card_move, the pupil's
 * card_progress naming it in game_id) becomes a private table by migration V4_23_1, under its own id: a game left
 * halfway goes on at its table with the same hand, its next move stored in the same game; a finished one replays
 * to its end; the pupil's progress survives the card_game row's deletion (it referenced it on delete cascade); the
 * start page's "continue" and My games list each game once, at the table.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NjStoredGamesBecomeTablesTest {

    @Autowired
    private TableService service;
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

    /** A game as the old table stored it: robots at the expert level, the pupil's progress, left after {@code moves}. */
    private NainJauneState storedTheOldWay(UUID id, Account pupil, long seed, int moves) {
        NainJauneOptions options = NainJauneOptions.of(3);
        Instant at = Instant.now().minusSeconds(3600);
        jdbc.update("insert into card_game (id, kind, owner_id, options, seed, bot_level, status, move_count, created_at,"
                + " updated_at) values (?, 'NAIN_JAUNE', ?, ?, ?, 'EXPERT', 'PLAYING', 0, ?, ?)", id, pupil.id(),
                options.notation(), seed, java.sql.Timestamp.from(at), java.sql.Timestamp.from(at));
        NainJauneState state = NainJauneGame.newGame(options, seed);
        for (int seq = 0; seq < moves && !state.over(); seq++) {
            int seat = state.toMove();
            NainJauneMove move = NainJauneBot.EXPERT.decide(state.observation(seat), state.seed() + state.moves()).move();
            NainJauneTransition t = NainJauneGame.apply(state, move);
            OldCardGameRows.append(jdbc, id, seq, seat, move.notation(), t.state().over(), at.plusSeconds(seq));
            OldCardGameRows.progress(jdbc, pupil.id(), id, "NAIN_JAUNE", seq, "MOVED", seat, null, at.plusSeconds(seq));
            state = t.state();
        }
        return state;
    }

    /** Runs the migration's code on this test's game only (twice: the second run must change nothing). */
    private void migrate(UUID id) {
        for (int run = 0; run < 2; run++) {
            int moved = jdbc.execute((ConnectionCallback<Integer>) c -> StoredGamesToTables.move(c, "NAIN_JAUNE",
                    List.of(id), NjSetup::stored));
            assertThat(moved).as("run " + run).isEqualTo(run == 0 ? 1 : 0);
        }
        // Never opened as a table before: the first look rebuilds it from the database, as after the upgrade.
    }

    @Test
    void aGameLeftHalfwayGoesOnAtItsTableWithItsHandAndProgress() {
        Account lea = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.NAIN_JAUNE);
        UUID id = UUID.randomUUID();
        NainJauneState left = null;
        for (int moves = 7; moves < 40; moves++) { // left on the pupil's turn, as the old table waited for them
            jdbc.update("delete from card_game where id = ?", id);
            left = storedTheOldWay(id, lea, 11L, moves);
            if (!left.over() && left.toMove() == 0) {
                break;
            }
        }
        assertThat(left.toMove()).isZero();
        int played = left.moves();

        migrate(id);
        assertThat(jdbc.queryForObject("select count(*) from card_game where id = ?", Integer.class, id)).isZero();
        assertThat(jdbc.queryForMap("select class_id, host_id, code, status, seats, bot_pace_ms from live_table"
                + " where id = ?", id)).containsEntry("CLASS_ID", null).containsEntry("HOST_ID", lea.id())
                .containsEntry("CODE", "").containsEntry("STATUS", "PLAYING").containsEntry("SEATS", 3)
                .containsEntry("BOT_PACE_MS", 1500);
        assertThat(jdbc.queryForList("select name || ' ' || coalesce(bot_level, '-') from game_seat where game_id = ?"
                + " order by seat", String.class, id)).containsExactly(lea.displayName() + " -", "Robo EXPERT",
                "Bip EXPERT");
        assertThat(jdbc.queryForObject("select count(*) from card_progress where live_game_id = ? and game_id is null",
                Integer.class, id)).as("the pupil's progress, moved before card_game's row went").isEqualTo(played);
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ? and by_robot", Integer.class,
                id)).as("the robots' moves").isEqualTo(jdbc.queryForObject(
                "select count(*) from game_move where game_id = ? and seat <> 0", Integer.class, id)).isPositive();

        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        assertThat(t.version()).as("every stored move replayed").isEqualTo(played);
        assertThat(t.you()).isZero();
        assertThat(t.status()).isEqualTo(TableStatus.PLAYING);
        assertThat(t.view()).as("the hand and the board as they were left").isEqualTo(left.observation(0));

        NainJauneMove move = ((NainJauneObservation) t.view()).legalMoves().getFirst();
        TableNews news = TestSchool.as(lea, () -> service.move(id, t.version(), move));
        assertThat(news.isMove()).isTrue();
        assertThat(jdbc.queryForObject("select move_count from game where id = ?", Integer.class, id))
                .as("the move stored in the game it always was").isEqualTo(played + 1);

        assertThat(TestSchool.as(lea, () -> service.myShelf())).filteredOn(g -> g.id().value().equals(id))
                .singleElement().satisfies(g -> assertThat(g.location()).isEqualTo("live/nain-jaune/" + id));
        assertThat(TestSchool.as(lea, () -> service.myUnfinished("NAIN_JAUNE", 5)))
                .filteredOn(g -> g.tableId().equals(id)).singleElement()
                .satisfies(g -> assertThat(g.moves()).isGreaterThan(played));
    }

    @Test
    void aFinishedGameReplaysToItsEnd() {
        Account noah = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.NAIN_JAUNE);
        UUID id = UUID.randomUUID();
        NainJauneState end = storedTheOldWay(id, noah, 5L, 2_000);
        assertThat(end.over()).isTrue();

        migrate(id);
        assertThat(jdbc.queryForObject("select status from live_table where id = ?", String.class, id)).isEqualTo("OVER");
        SeatedTable t = TestSchool.as(noah, () -> service.look(id));
        assertThat(t.status()).isEqualTo(TableStatus.OVER);
        assertThat(t.view()).isEqualTo(end.observation(0));
        TableReplay replay = TestSchool.as(noah, () -> service.replay(id, null));
        assertThat(replay.frames()).hasSize(end.moves() + 1);
        assertThat(replay.frames().getLast().table().view()).as("the replay's last frame: the end").isEqualTo(
                end.observation(0));
        assertThat(TestSchool.as(noah, () -> service.myUnfinished("NAIN_JAUNE", 5)))
                .noneMatch(g -> g.tableId().equals(id));
        assertThat(jdbc.queryForObject("select count(*) from card_progress where live_game_id = ?", Integer.class, id))
                .isEqualTo(end.moves());
    }
}
