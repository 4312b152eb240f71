package org.arithmos.cardgames;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliRules;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneState;
import org.arithmos.krambambuli.KbImport;
import org.arithmos.krambambuli.KbSetup;
import org.arithmos.nainjaune.NjImport;
import org.arithmos.nainjaune.NjSetup;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The card games' imports (the demo school's history) store exactly what the live services store for the
 * same game: a game played at the table by a pupil, with a refused try, and the same moves imported give the
 * same moves and the same progress rows; a "refused" try the rules accept stops the import. Nain Jaune's and
 * Krambambuli's games against robots are private tables (0018, step 3), and so are their imported games.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class CardGameImportTest {

    @Autowired
    private TableService tables;
    @Autowired
    private NjImport njImport;
    @Autowired
    private KbImport kbImport;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private JdbcTemplate jdbc;

    @AfterEach
    void logout() {
        SecurityContextHolder.clearContext();
    }

    private Account pupil() {
        return new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.KRAMBAMBULI, GameKind.NAIN_JAUNE);
    }

    /** The live game's moves with a time each, and its refused tries at their move, as an import takes them. */
    private static <M> List<CardGameImport.Move<M>> asImported(List<String> notations, Map<Integer, M> refused,
                                                              Function<String, M> parse, Instant start) {
        List<CardGameImport.Move<M>> moves = new ArrayList<>();
        for (int seq = 0; seq < notations.size(); seq++) {
            Instant at = start.plusSeconds(10L * seq + 5);
            List<CardGameImport.Refused<M>> tries = refused.containsKey(seq)
                    ? List.of(new CardGameImport.Refused<>(refused.get(seq), at.minusSeconds(2))) : List.of();
            moves.add(new CardGameImport.Move<>(parse.apply(notations.get(seq)), at, tries));
        }
        return moves;
    }

    /**
     * A Krambambuli game imported is a private table against robots (0018, step 3), as a game played now is: its game,
     * seats and steps in the tables (none left in card_game), the pupil's rows (two refused tries among them) naming
     * it as a table's game, and it opens at its table as it was played.
     */
    @Test
    void aKrambambuliGameImportedIsAPrivateTable() {
        Account pupil = pupil();
        KbSetup setup = KbSetup.againstBots(2, KrambambuliBot.BEGINNER).withTarget(50).withSeed(11L);
        KrambambuliState state = KrambambuliGame.newGame(setup.options(), 11L);
        Map<Integer, KrambambuliMove> refused = new HashMap<>();
        List<String> played = new ArrayList<>();
        for (int i = 0; i < 400 && !state.over(); i++) {
            var seen = state.observation(state.toMove());
            if (state.toMove() == 0 && seen.turn().drawn() && !seen.turn().laid() && refused.size() < 2) {
                List<PlayingCard> hand = seen.hand();
                KrambambuliMove tooFew = new KrambambuliMove.Lay(List.of(List.of(hand.get(0), hand.get(1))));
                assertThat(KrambambuliRules.judge(state, tooFew).legal()).isFalse();
                refused.put(played.size(), tooFew);
            }
            KrambambuliMove move = (state.toMove() == 0 ? KrambambuliBot.EXPERT : KrambambuliBot.BEGINNER)
                    .decide(seen).move();
            played.add(move.notation());
            state = KrambambuliGame.apply(state, move).state();
        }
        assertThat(refused).hasSize(2);
        Instant start = Instant.now().minus(2, ChronoUnit.DAYS);
        var game = new CardGameImport.Game<>(pupil.id(), setup, start,
                asImported(played, refused, KrambambuliMove::parse, start));
        UUID id = SystemTask.run(() -> kbImport.importGames(List.of(game))).getFirst().value();

        assertThat(jdbc.queryForObject("select count(*) from card_game where id = ?", Integer.class, id)).isZero();
        assertThat(jdbc.queryForList("select notation from game_move where game_id = ? order by seq", String.class, id))
                .isEqualTo(played);
        assertThat(jdbc.queryForObject("select game_kind || ' ' || options || ' ' || seed || ' ' || status || ' '"
                + " || move_count from game where id = ?", String.class, id))
                .isEqualTo("KRAMBAMBULI " + setup.options().notation() + " 11 " + (state.over() ? "FINISHED" : "PLAYING")
                        + " " + played.size());
        assertThat(jdbc.queryForObject("select host_id || ' ' || seats || ' ' || bot_pace_ms from live_table"
                + " where id = ? and class_id is null", String.class, id)).isEqualTo(pupil.id() + " 3 "
                + KbSetup.DEFAULT_PACE);
        assertThat(jdbc.queryForList("select event || ' ' || amount || ' ' || coalesce(detail, '') from card_progress"
                + " where live_game_id = ? and game_id is null", String.class, id))
                .filteredOn(r -> r.equals("REFUSED 0 KB-MELD-1 TOO_FEW_CARDS")).hasSize(2);
        SeatedTable t = TestSchool.as(pupil, () -> tables.look(id));
        assertThat(t.version()).isEqualTo(played.size());
        assertThat(t.view()).isEqualTo(state.observation(0));

        // A "refused" try the rules accept is no refused try: nothing is stored.
        var accepted = new CardGameImport.Game<>(pupil.id(), setup, start, List.of(new CardGameImport.Move<>(
                game.moves().getFirst().move(), start.plusSeconds(5), List.of(new CardGameImport.Refused<>(
                game.moves().getFirst().move(), start.plusSeconds(1))))));
        String counts = "select (select count(*) from game) || ' ' || (select count(*) from card_game)";
        String before = jdbc.queryForObject(counts, String.class);
        assertThatThrownBy(() -> SystemTask.run(() -> kbImport.importGames(List.of(accepted))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(jdbc.queryForObject(counts, String.class)).isEqualTo(before);
    }

    /**
     * A Nain Jaune game imported is a private table against robots (0018, step 3), as a game played now is: its game,
     * seats and moves in the tables (none left in card_game), the pupil's rows (a refused try among them) naming it
     * as a table's game, and it opens at its table, over, as it was played.
     */
    @Test
    void aNainJauneGameImportedIsAPrivateTable() {
        Account pupil = pupil();
        NjSetup setup = NjSetup.againstBots(3, NainJauneBot.EXPERT).withSeed(7L);
        NainJauneState state = NainJauneGame.newGame(setup.options(), 7L);
        Map<Integer, NainJauneMove> refused = new HashMap<>();
        List<String> played = new ArrayList<>();
        for (int i = 0; i < 400 && !state.over(); i++) {
            var seen = state.observation(state.toMove());
            if (state.toMove() == 0 && refused.isEmpty()) {
                seen.hand().stream().<NainJauneMove>map(NainJauneMove.Put::new)
                        .filter(m -> !seen.legalMoves().contains(m)).findFirst()
                        .ifPresent(wrong -> refused.put(played.size(), wrong));
            }
            NainJauneMove move = NainJauneBot.BEGINNER.decide(seen, 3L).move();
            played.add(move.notation());
            state = NainJauneGame.play(state, move);
        }
        assertThat(state.over()).isTrue();
        assertThat(refused).hasSize(1);
        Instant start = Instant.now().minus(2, ChronoUnit.DAYS);
        var game = new CardGameImport.Game<>(pupil.id(), setup, start,
                asImported(played, refused, NainJauneMove::parse, start));
        UUID id = SystemTask.run(() -> njImport.importGames(List.of(game))).getFirst().value();

        assertThat(jdbc.queryForObject("select count(*) from card_game where id = ?", Integer.class, id)).isZero();
        assertThat(jdbc.queryForList("select notation from game_move where game_id = ? order by seq", String.class, id))
                .isEqualTo(played);
        assertThat(jdbc.queryForObject("select game_kind || ' ' || options || ' ' || seed || ' ' || status || ' '"
                + " || move_count from game where id = ?", String.class, id))
                .isEqualTo("NAIN_JAUNE " + setup.options().notation() + " 7 FINISHED " + played.size());
        assertThat(jdbc.queryForObject("select host_id || ' ' || status || ' ' || seats from live_table"
                + " where id = ? and class_id is null", String.class, id)).isEqualTo(pupil.id() + " OVER 4");
        assertThat(jdbc.queryForList("select event || ' ' || coalesce(detail, '') from card_progress"
                + " where live_game_id = ? and game_id is null", String.class, id))
                .anyMatch(r -> r.startsWith("REFUSED NJ-")).anyMatch(r -> r.startsWith("PUT"));
        SeatedTable t = TestSchool.as(pupil, () -> tables.look(id));
        assertThat(t.status()).isEqualTo(TableStatus.OVER);
        assertThat(t.version()).isEqualTo(played.size());
        assertThat(t.view()).isEqualTo(state.observation(0));
    }
}
