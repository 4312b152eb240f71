package org.arithmos.krambambuli.persistence;

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
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliObservation;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.engine.krambambuli.Transition;
import org.arithmos.krambambuli.KbSetup;
import org.arithmos.krambambuli.KrambambuliProgress;
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
 * 0018, step 3: a Krambambuli game stored against robots the old way (card_game with the pace in its options,
 * card_move, the pupil's card_progress naming it in game_id) becomes a private table by migration V4_23_2, under its
 * own id: a game left halfway goes on at its table with the same hand at the pace it was played at, its next step
 * stored in the same game; a finished one replays to its end; the pupil's progress survives the card_game row's
 * deletion (it referenced it on delete cascade); the start page's "continue" and My games list each game once.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class KbStoredGamesBecomeTablesTest {

    @Autowired
    private TableService service;
    @Autowired
    private KrambambuliProgress progress;
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

    /** A game as the old table stored it: two expert robots, slow, the pupil's progress, left after {@code moves}. */
    private KrambambuliState storedTheOldWay(UUID id, Account pupil, long seed, int moves, KrambambuliOptions options) {
        KbSetup setup = new KbSetup(options.players() - 1, KrambambuliBot.EXPERT, true, 20, options.target(), 2500, seed);
        Instant at = Instant.now().minusSeconds(3600);
        jdbc.update("insert into card_game (id, kind, owner_id, options, seed, bot_level, status, move_count, created_at,"
                + " updated_at) values (?, 'KRAMBAMBULI', ?, ?, ?, 'EXPERT', 'PLAYING', 0, ?, ?)", id, pupil.id(),
                options.notation() + " m2500", seed, java.sql.Timestamp.from(at), java.sql.Timestamp.from(at));
        assertThat(KbSetup.stored(options.notation() + " m2500").options()).isEqualTo(setup.options().notation());
        KrambambuliState state = KrambambuliGame.newGame(options, seed);
        for (int seq = 0; seq < moves && !state.over(); seq++) {
            int seat = state.toMove();
            KrambambuliMove move = KrambambuliBot.EXPERT.decide(state.observation(seat)).move();
            Transition t = KrambambuliGame.apply(state, move);
            OldCardGameRows.append(jdbc, id, seq, seat, move.notation(), t.state().over(), at.plusSeconds(seq));
            if (seat == 0) {
                OldCardGameRows.progress(jdbc, pupil.id(), id, "KRAMBAMBULI", seq, "REFUSED", 0,
                        "KB-OPEN-1 TOO_FEW_POINTS", at.plusSeconds(seq));
            }
            state = t.state();
        }
        return state;
    }

    /** Runs the migration's code on this test's game only (twice: the second run must change nothing). */
    private void migrate(UUID id) {
        for (int run = 0; run < 2; run++) {
            int moved = jdbc.execute((ConnectionCallback<Integer>) c -> StoredGamesToTables.move(c, "KRAMBAMBULI",
                    List.of(id), KbSetup::stored));
            assertThat(moved).as("run " + run).isEqualTo(run == 0 ? 1 : 0);
        }
        // Never opened as a table before: the first look rebuilds it from the database, as after the upgrade.
    }

    @Test
    void aGameLeftHalfwayGoesOnAtItsTableWithItsHandPaceAndProgress() {
        Account lea = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.KRAMBAMBULI);
        UUID id = UUID.randomUUID();
        KrambambuliState left = null;
        for (int moves = 9; moves < 60; moves++) { // left on the pupil's turn, as the old table waited for them
            jdbc.update("delete from card_game where id = ?", id);
            left = storedTheOldWay(id, lea, 11L, moves, KrambambuliOptions.of(3));
            if (!left.over() && left.toMove() == 0) {
                break;
            }
        }
        assertThat(left.toMove()).isZero();
        int played = left.moves();
        int slips = progress(lea).slips().getFirst().times();

        migrate(id);
        assertThat(jdbc.queryForObject("select count(*) from card_game where id = ?", Integer.class, id)).isZero();
        assertThat(jdbc.queryForMap("select class_id, host_id, code, status, seats, bot_pace_ms, options from live_table"
                + " where id = ?", id)).containsEntry("CLASS_ID", null).containsEntry("HOST_ID", lea.id())
                .containsEntry("CODE", "").containsEntry("STATUS", "PLAYING").containsEntry("SEATS", 3)
                .containsEntry("BOT_PACE_MS", 2500).containsEntry("OPTIONS", KrambambuliOptions.of(3).notation());
        assertThat(jdbc.queryForList("select name || ' ' || coalesce(bot_level, '-') from game_seat where game_id = ?"
                + " order by seat", String.class, id)).containsExactly(lea.displayName() + " -", "Robo EXPERT",
                "Bip EXPERT");
        assertThat(progress(lea).slips().getFirst().times()).as("the pupil's progress, moved before card_game's row"
                + " went").isEqualTo(slips).isPositive();
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ? and by_robot", Integer.class,
                id)).as("the robots' steps").isEqualTo(jdbc.queryForObject(
                "select count(*) from game_move where game_id = ? and seat <> 0", Integer.class, id)).isPositive();

        SeatedTable t = TestSchool.as(lea, () -> service.look(id));
        assertThat(t.version()).as("every stored step replayed").isEqualTo(played);
        assertThat(t.you()).isZero();
        assertThat(t.status()).isEqualTo(TableStatus.PLAYING);
        assertThat(t.paceMillis()).as("the pace it was played at").isEqualTo(2500);
        assertThat(t.view()).as("the hand and the table as they were left").isEqualTo(left.observation(0));

        KrambambuliMove move = KrambambuliBot.EXPERT.decide((KrambambuliObservation) t.view()).move();
        TableNews news = TestSchool.as(lea, () -> service.move(id, t.version(), move));
        assertThat(news.isMove()).isTrue();
        assertThat(jdbc.queryForObject("select move_count from game where id = ?", Integer.class, id))
                .as("the step stored in the game it always was").isEqualTo(played + 1);

        assertThat(TestSchool.as(lea, () -> service.myShelf())).filteredOn(g -> g.id().value().equals(id))
                .singleElement().satisfies(g -> assertThat(g.location()).isEqualTo("live/krambambuli/" + id));
        assertThat(TestSchool.as(lea, () -> service.myUnfinished("KRAMBAMBULI", 5)))
                .filteredOn(g -> g.tableId().equals(id)).singleElement()
                .satisfies(g -> assertThat(g.moves()).isGreaterThan(played));
    }

    @Test
    void aFinishedGameReplaysToItsEnd() {
        Account noah = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.KRAMBAMBULI);
        UUID id = UUID.randomUUID();
        KrambambuliState end = storedTheOldWay(id, noah, 5L, 5_000, KrambambuliOptions.of(2).withTarget(50));
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
        assertThat(TestSchool.as(noah, () -> service.myUnfinished("KRAMBAMBULI", 5)))
                .noneMatch(g -> g.tableId().equals(id));
        assertThat(jdbc.queryForObject("select count(*) from card_progress where live_game_id = ?", Integer.class, id))
                .isPositive();
    }

    private org.arithmos.krambambuli.KbProgressSummary progress(Account pupil) {
        return TestSchool.as(pupil, () -> progress.progressOf(pupil.id()));
    }
}
