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
import org.arithmos.engine.multicartes.MulticartesGame;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McService;
import org.arithmos.multicartes.TimesTable.Knowledge;
import org.arithmos.multicartes.TimesTable;
import org.arithmos.testing.AlsoOnPostgres;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The demo school's Multicartes history on the shared test database (see {@link DemoSchoolTest}): the games
 * stored are the generated ones, with the pupils' multiplications, and the times-table maps show what the
 * profiles say: known products, and a struggling pupil's products to practise.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DemoMulticartesTest {

    @Autowired
    private AccountService accounts;
    @Autowired
    private McService multicartes;
    @Autowired
    private JdbcTemplate jdbc;

    private final ZoneId zone = ZoneId.systemDefault();
    private Map<String, Account> pupils;
    private Map<String, List<MulticartesHistory.Played>> generated;

    @BeforeAll
    void readTheClass() {
        DemoClass dolphins = DemoClass.read(jdbc, accounts, zone);
        pupils = dolphins.pupils();
        generated = MulticartesHistory.byPupil(dolphins.demoDay(), zone);
    }

    private record StoredGame(UUID id, String options, long seed, String status, OffsetDateTime createdAt) {
    }

    /** The pupil's Multicartes games of the history, oldest first: each a private table of theirs (0018, step 3). */
    private List<StoredGame> storedGamesOf(String name) {
        return jdbc.query("select g.id, g.options, g.seed, g.status, g.created_at from game g join live_table t"
                        + " on t.id = g.id and t.class_id is null and t.host_id = g.owner_id"
                        + " where g.game_kind = 'MULTICARTES' and g.owner_id = ?"
                        + " and g.created_at < (select created_at from school_class where code = ?) order by g.created_at",
                (rs, i) -> new StoredGame(rs.getObject(1, UUID.class), rs.getString(2), rs.getLong(3), rs.getString(4),
                        rs.getObject(5, OffsetDateTime.class)), pupils.get(name).id(), DemoSchool.CLASS_CODE);
    }

    @Test
    void everyPupilHasAFewMulticartesGamesStoredAsTheyWerePlayed() {
        for (PupilProfile profile : DemoPupils.DOLPHINS) {
            List<MulticartesHistory.Played> expected = generated.get(profile.name());
            List<StoredGame> stored = storedGamesOf(profile.name());
            assertThat(expected.size()).as(profile.name()).isBetween(profile.joinedOnDay() > 0 ? 2 : 3, 6);
            assertThat(stored).as(profile.name()).hasSameSizeAs(expected);
            for (int i = 0; i < expected.size(); i++) {
                MulticartesHistory.Played p = expected.get(i);
                StoredGame s = stored.get(i);
                assertThat(s.createdAt().toInstant()).isEqualTo(p.startedAt());
                assertThat(s.options()).isEqualTo(p.setup().options().notation());
                assertThat(s.seed()).isEqualTo(p.setup().seed());
                assertThat(s.status()).isEqualTo("FINISHED");
                List<String> moves = jdbc.queryForList("select notation from game_move where game_id = ? order by seq",
                        String.class, s.id());
                assertThat(moves).isEqualTo(p.moves().stream().map(m -> m.move().notation()).toList());
                assertThat(MulticartesGame.replay(p.setup().options(), p.setup().seed(),
                        moves.stream().map(MulticartesMove::parse).toList()).over()).isTrue();
                var at = p.startedAt().atZone(zone);
                assertThat(at.getDayOfWeek().getValue()).isLessThanOrEqualTo(5);
                assertThat(at.getHour()).isBetween(15, 16);
            }
        }
    }

    @Test
    void thePupilsMultiplicationsAreTheirMovesAndRefusedProducts() {
        for (PupilProfile profile : DemoPupils.DOLPHINS) {
            long id = pupils.get(profile.name()).id();
            List<MulticartesHistory.Played> games = generated.get(profile.name());
            long refused = games.stream().flatMap(g -> g.moves().stream()).mapToLong(m -> m.refused().size()).sum();
            Map<String, Integer> kinds = jdbc.query("select kind, count(*) from mc_progress where pupil_id = ?"
                    + " group by kind", rs -> {
                        Map<String, Integer> m = new java.util.HashMap<>();
                        while (rs.next()) {
                            m.put(rs.getString(1), rs.getInt(2));
                        }
                        return m;
                    }, id);
            // Bots' products are not the pupil's: only seat 0's moves count.
            long pupilSaid = games.stream().mapToLong(g -> pupilMoves(g).stream()
                    .filter(m -> !(m instanceof MulticartesMove.Pass)).count()).sum();
            assertThat(kinds.getOrDefault("FOUND", 0) + kinds.getOrDefault("SWAP", 0)).as(profile.name())
                    .isEqualTo((int) pupilSaid);
            assertThat(kinds.getOrDefault("WRONG", 0)).as(profile.name()).isEqualTo((int) refused);
        }
    }

    private static List<MulticartesMove> pupilMoves(MulticartesHistory.Played g) {
        var state = MulticartesGame.newGame(g.setup().options(), g.setup().seed());
        List<MulticartesMove> mine = new java.util.ArrayList<>();
        for (var m : g.moves()) {
            if (state.toMove() == 0) {
                mine.add(m.move());
            }
            state = MulticartesGame.play(state, m.move());
        }
        return mine;
    }

    @Test
    void theTimesTableMapsShowKnownProductsAndAStrugglingPupilsProductsToPractise() {
        TimesTable lea = SystemTask.run(() -> multicartes.timesTable(pupils.get(DemoPupils.LEA).id()));
        assertThat(lea.count(Knowledge.KNOWN)).as("Léa's known products").isPositive();
        assertThat(lea.count(Knowledge.SHAKY)).as("Léa's products to practise").isPositive();
        long refused = 0;
        long refusedOnTheirs = 0;
        for (int i = 0; i < DemoPupils.DOLPHINS.size(); i++) {
            PupilProfile profile = DemoPupils.DOLPHINS.get(i);
            if (profile.skill() != PupilProfile.Skill.STRUGGLING) {
                continue;
            }
            long id = pupils.get(profile.name()).id();
            TimesTable map = SystemTask.run(() -> multicartes.timesTable(id));
            var shaky = MulticartesHistory.childOf(profile, i).shaky();
            assertThat(map.count(Knowledge.KNOWN)).as(profile.name()).isPositive();
            assertThat(shaky).as(profile.name() + ": a product to practise shows on the map")
                    .anyMatch(p -> map.of(p.a(), p.b()) == Knowledge.SHAKY);
            List<Map<String, Object>> wrong = jdbc.queryForList("select first_card, second_card from mc_progress"
                    + " where pupil_id = ? and kind = 'WRONG'", id);
            refused += wrong.size();
            refusedOnTheirs += wrong.stream().filter(r -> shaky.contains(MulticartesChild.Pair.of(
                    ((Number) r.get("FIRST_CARD")).intValue(), ((Number) r.get("SECOND_CARD")).intValue()))).count();
        }
        assertThat(refusedOnTheirs).as("the struggling pupils' refused products are mostly theirs to practise")
                .isGreaterThan(refused / 2);
    }
}
