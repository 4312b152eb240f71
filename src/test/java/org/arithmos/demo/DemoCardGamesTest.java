package org.arithmos.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.arithmos.cardgames.CardGameImport;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.krambambuli.KbProgressSummary;
import org.arithmos.krambambuli.KrambambuliProgress;
import org.arithmos.nainjaune.NjProgressSummary;
import org.arithmos.nainjaune.NjService;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The demo school's Nain Jaune and Krambambuli on the shared test database (see {@link DemoSchoolTest}): the
 * games stored are the generated ones and reopen, as their owner, to the finished state the engine replays;
 * the pupils' pages have something to show, and a struggling pupil's refused melds show as their slips.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DemoCardGamesTest {

    @Autowired
    private AccountService accounts;
    @Autowired
    private NjService nainJaune;
    @Autowired
    private TableService tables;
    @Autowired
    private KrambambuliProgress krambambuliProgress;
    @Autowired
    private JdbcTemplate jdbc;

    private final ZoneId zone = ZoneId.systemDefault();
    private Map<String, Account> pupils;
    private Map<String, CardGamesHistory.Games> generated;

    @BeforeAll
    void readTheClass() {
        DemoClass dolphins = DemoClass.read(jdbc, accounts, zone);
        pupils = dolphins.pupils();
        generated = CardGamesHistory.byPupil(dolphins.demoDay(), zone);
    }

    private record StoredGame(UUID id, String options, long seed, String botLevel, String status,
                              OffsetDateTime createdAt) {
    }

    /** The pupil's games of this kind in the history, oldest first. */
    private List<StoredGame> storedGamesOf(String name, String kind) {
        return jdbc.query("select id, options, seed, bot_level, status, created_at from card_game where owner_id = ?"
                        + " and kind = ? and created_at < (select created_at from school_class where code = ?)"
                        + " order by created_at",
                (rs, i) -> new StoredGame(rs.getObject(1, UUID.class), rs.getString(2), rs.getLong(3), rs.getString(4),
                        rs.getString(5), rs.getObject(6, OffsetDateTime.class)), pupils.get(name).id(), kind,
                DemoSchool.CLASS_CODE);
    }

    /**
     * The pupil's games of this kind in the history, oldest first: private tables against robots (0018, step 3), the
     * robots' level read from their seats.
     */
    private List<StoredGame> tablesOf(String name, String kind) {
        return jdbc.query("select g.id, g.options, g.seed, (select s.bot_level from game_seat s where s.game_id = g.id"
                        + " and s.seat = 1), g.status, g.created_at from game g join live_table t on t.id = g.id"
                        + " where g.owner_id = ? and g.game_kind = ? and t.class_id is null"
                        + " and g.created_at < (select created_at from school_class where code = ?) order by g.created_at",
                (rs, i) -> new StoredGame(rs.getObject(1, UUID.class), rs.getString(2), rs.getLong(3), rs.getString(4),
                        rs.getString(5), rs.getObject(6, OffsetDateTime.class)), pupils.get(name).id(), kind,
                DemoSchool.CLASS_CODE);
    }

    private List<String> movesOf(UUID game) {
        List<String> card = jdbc.queryForList("select notation from card_move where game_id = ? order by seq",
                String.class, game);
        return card.isEmpty() ? jdbc.queryForList("select notation from game_move where game_id = ? order by seq",
                String.class, game) : card;
    }

    /** The same game: when, seed, bots, finished, the same moves; at the card club on a school day. */
    private <M> void sameGame(StoredGame s, CardGamesHistory.Played<?, M> p, long seed, String botLevel,
                              java.util.function.Function<M, String> notation) {
        assertThat(s.createdAt().toInstant()).isEqualTo(p.startedAt());
        assertThat(s.seed()).isEqualTo(seed);
        assertThat(s.botLevel()).isEqualTo(botLevel);
        assertThat(s.status()).isEqualTo("FINISHED");
        assertThat(movesOf(s.id())).isEqualTo(p.moves().stream().map(m -> notation.apply(m.move())).toList());
        var at = p.startedAt().atZone(zone);
        assertThat(at.getDayOfWeek().getValue()).isLessThanOrEqualTo(5);
        assertThat(at.getHour()).isEqualTo(12);
    }

    @Test
    void everyPupilsCardGamesAreStoredAsPlayedAndReopenFinishedByReplay() {
        for (PupilProfile profile : DemoPupils.DOLPHINS) {
            String name = profile.name();
            Account pupil = pupils.get(name);
            CardGamesHistory.Games expected = generated.get(name);
            boolean plays = !DemoPupils.NO_CARD_GAMES.contains(name);
            assertThat(expected.nainJaune().size()).as(name).isBetween(plays ? 1 : 0, plays ? 3 : 0);
            assertThat(expected.krambambuli().size()).as(name).isBetween(plays ? 1 : 0, plays ? 3 : 0);

            assertThat(storedGamesOf(name, "NAIN_JAUNE")).as("no Nain Jaune game is stored the old way").isEmpty();
            List<StoredGame> nj = tablesOf(name, "NAIN_JAUNE");
            assertThat(nj).as(name).hasSameSizeAs(expected.nainJaune());
            for (int i = 0; i < nj.size(); i++) {
                var p = expected.nainJaune().get(i);
                StoredGame s = nj.get(i);
                sameGame(s, p, p.setup().seed(), p.setup().botLevel().name(), NainJauneMove::notation);
                assertThat(s.options()).isEqualTo(p.setup().options().notation());
                var state = NainJauneGame.replay(p.setup().options(), p.setup().seed(),
                        p.moves().stream().map(CardGameImport.Move::move).toList());
                assertThat(state.over()).isTrue();
                assertThat(state.results()).hasSize(1);
                SeatedTable reopened = TestSchool.as(pupil, () -> tables.look(s.id()));
                assertThat(reopened.version()).isEqualTo(p.moves().size());
                assertThat(reopened.status()).isEqualTo(TableStatus.OVER);
                assertThat(reopened.view()).isEqualTo(state.observation(0));
            }

            assertThat(storedGamesOf(name, "KRAMBAMBULI")).as("no Krambambuli game is stored the old way").isEmpty();
            List<StoredGame> kb = tablesOf(name, "KRAMBAMBULI");
            assertThat(kb).as(name).hasSameSizeAs(expected.krambambuli());
            for (int i = 0; i < kb.size(); i++) {
                var p = expected.krambambuli().get(i);
                StoredGame s = kb.get(i);
                sameGame(s, p, p.setup().seed(), p.setup().botLevel().name(), KrambambuliMove::notation);
                assertThat(s.options()).isEqualTo(p.setup().options().notation());
                assertThat(p.moves()).hasSizeLessThanOrEqualTo(CardGamesHistory.KB_MAX_STEPS);
                var state = KrambambuliGame.replay(p.setup().options(), p.setup().seed(),
                        p.moves().stream().map(CardGameImport.Move::move).toList());
                assertThat(state.over()).isTrue();
                SeatedTable reopened = TestSchool.as(pupil, () -> tables.look(s.id()));
                assertThat(reopened.version()).isEqualTo(p.moves().size());
                assertThat(reopened.status()).isEqualTo(TableStatus.OVER);
                assertThat(reopened.paceMillis()).as("the pace it was played at").isEqualTo(p.setup().botPaceMillis());
                assertThat(reopened.view()).isEqualTo(state.observation(0));
            }
        }
    }

    @Test
    void leaAndAStrugglingPupilHaveNainJauneAndKrambambuliOnTheirPage() {
        for (String name : List.of(DemoPupils.LEA, "Noah")) {
            long id = pupils.get(name).id();
            NjProgressSummary nj = SystemTask.run(() -> nainJaune.progressOf(id));
            KbProgressSummary kb = SystemTask.run(() -> krambambuliProgress.progressOf(id));
            assertThat(nj.empty()).as(name).isFalse();
            assertThat(nj.games()).isEqualTo(generated.get(name).nainJaune().size());
            assertThat(nj.cardsPut()).as(name).isPositive();
            assertThat(kb.empty()).as(name).isFalse();
            assertThat(kb.games()).isEqualTo(generated.get(name).krambambuli().size());
            assertThat(kb.roundsPlayed()).isEqualTo(kb.games()); // one round a game
        }
        long nora = pupils.get("Nora").id();
        assertThat(SystemTask.run(() -> nainJaune.progressOf(nora)).empty()).isTrue();
        assertThat(SystemTask.run(() -> krambambuliProgress.progressOf(nora)).empty()).isTrue();
    }

    @Test
    void strugglingPupilsRefusedMeldsAreTheirSlipsMostlyTheirMisconception() {
        long refused = 0;
        long theirs = 0;
        for (int i = 0; i < DemoPupils.DOLPHINS.size(); i++) {
            PupilProfile profile = DemoPupils.DOLPHINS.get(i);
            long id = pupils.get(profile.name()).id();
            List<CardGameImport.Refused<KrambambuliMove>> tried = generated.get(profile.name()).krambambuli().stream()
                    .flatMap(g -> g.moves().stream()).flatMap(m -> m.refused().stream()).toList();
            List<String> rows = jdbc.queryForList("select detail from card_progress where pupil_id = ?"
                    + " and kind = 'KRAMBAMBULI' and event = 'REFUSED'", String.class, id);
            assertThat(rows).as(profile.name()).hasSameSizeAs(tried);
            assertThat(rows).allMatch(d -> d.matches("KB-[A-Z]+-\\d [A-Z_]+"));
            if (profile.skill() == PupilProfile.Skill.STRONG) {
                assertThat(rows).as(profile.name()).isEmpty();
            }
            if (profile.skill() != PupilProfile.Skill.STRUGGLING) {
                continue;
            }
            String misconception = CardGamesHistory.childOf(i).misconception().name();
            refused += rows.size();
            theirs += rows.stream().filter(d -> d.endsWith(" " + misconception)).count();
        }
        KbProgressSummary noah = SystemTask.run(() -> krambambuliProgress.progressOf(pupils.get("Noah").id()));
        assertThat(noah.slips()).as("Noah's slips").isNotEmpty();
        assertThat(noah.slips().getFirst().problem()).isEqualTo(CardGamesHistory.childOf(5).misconception().name());
        assertThat(theirs).as("the struggling pupils' refused melds are mostly their misconception")
                .isGreaterThan(refused / 2);
    }
}
