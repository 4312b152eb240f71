package org.arithmos.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.ParentService;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.progress.ProgressEvent;
import org.arithmos.progress.ProgressKind;
import org.arithmos.progress.ProgressService;
import org.arithmos.tables.GameId;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.ShelfGame;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.tables.persistence.GameMoveEntity;
import org.arithmos.tables.persistence.GameStore;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The demo school on the real H2 file database, as a newcomer's first start creates it: the class with
 * levels and parents, and its weeks of history stored as real games (each a private table of its pupil, 0018)
 * with their progress events.
 *
 * <p>The shared test database: the run's first test context creates the demo school on it, as any first
 * start on an empty database does. (A context of its own would install Vaadin's security-context holder
 * anew, and the contexts cached before it would no longer see who is logged in.)
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DemoSchoolTest {

    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private ParentService parents;
    @Autowired
    private TableService tables;
    @Autowired
    private ProgressService progress;
    @Autowired
    private GameStore store;
    @Autowired
    private DemoSchool school;
    @Autowired
    private JdbcTemplate jdbc;

    private final ZoneId zone = ZoneId.systemDefault();
    private Map<String, Account> pupils;
    /** The day the demo school was created: its history ends the school day before. */
    private LocalDate demoDay;
    private Map<String, List<DemoGame.Played>> generated;

    @BeforeAll
    void readTheClass() {
        DemoClass dolphins = DemoClass.read(jdbc, accounts, zone);
        pupils = dolphins.pupils();
        demoDay = dolphins.demoDay();
        generated = DemoHistory.byPupil(demoDay, zone);
    }

    private Account accountOf(String username) {
        long id = jdbc.queryForObject("select id from account where username = ?", Long.class, username);
        return SystemTask.run(() -> accounts.find(id).orElseThrow());
    }

    @Test
    void everyPupilHasWeeksOfGamesStoredAsTheyWerePlayed() {
        assertThat(pupils).hasSize(20).containsOnlyKeys(DemoPupils.names());
        for (PupilProfile profile : DemoPupils.DOLPHINS) {
            List<DemoGame.Played> expected = generated.get(profile.name());
            List<GameSummary> stored = gamesOf(profile.name());
            assertThat(stored).as(profile.name()).hasSameSizeAs(expected);
            assertThat(expected.size()).as(profile.name()).isGreaterThanOrEqualTo(profile.joinedOnDay() > 0 ? 2 : 12);
            for (int i = 0; i < expected.size(); i++) {
                DemoGame.Played p = expected.get(i);
                GameSummary s = stored.get(i);
                assertThat(s.startedAt()).isEqualTo(p.startedAt());
                assertThat(s.options()).isEqualTo(p.setup().options().notation());
                assertThat(s.finished()).isEqualTo(p.finished());
                assertThat(store.moves(s.id().value()))
                        .isEqualTo(p.moves().stream().map(m -> m.move().notation()).toList());
            }
        }
    }

    @Test
    void historySpansWeeksOfSchoolDaysInLessonTime() {
        List<DemoGame.Played> all = generated.values().stream().flatMap(List::stream).toList();
        LocalDate first = all.stream().map(g -> g.startedAt().atZone(zone).toLocalDate()).min(Comparator.naturalOrder())
                .orElseThrow();
        assertThat(first).isBefore(demoDay.minusWeeks(3));
        assertThat(all).allSatisfy(g -> {
            var at = g.startedAt().atZone(zone);
            assertThat(at.getDayOfWeek().getValue()).isLessThanOrEqualTo(5);
            assertThat(at.getHour()).isBetween(8, 15);
        });
    }

    @Test
    void mostGamesAreFinishedAndAFewWaitToBeResumedButNoneOfLeas() {
        Map<String, Long> unfinished = generated.values().stream().flatMap(List::stream).filter(g -> !g.finished())
                .collect(Collectors.groupingBy(DemoGame.Played::pupil, Collectors.counting()));
        assertThat(unfinished).containsOnlyKeys(DemoPupils.LEFT_A_GAME).allSatisfy((name, n) -> assertThat(n).isOne());
        for (String name : DemoPupils.LEFT_A_GAME) {
            GameSummary left = gamesOf(name).stream().filter(g -> !g.finished()).findFirst().orElseThrow();
            SeatedTable resumed = TestSchool.as(pupils.get(name), () -> tables.look(left.id().value()));
            assertThat(resumed.status()).isEqualTo(TableStatus.PLAYING);
            assertThat(resumed.yourTurn()).as("left at the start of the pupil's turn").isTrue();
        }
        assertThat(gamesOf(DemoPupils.LEA)).allMatch(GameSummary::finished);
    }

    @Test
    void everyStoredGameReplaysToTheStateItWasPlayedTo() {
        for (PupilProfile profile : DemoPupils.DOLPHINS) {
            Account pupil = pupils.get(profile.name());
            List<DemoGame.Played> expected = generated.get(profile.name());
            List<GameSummary> stored = gamesOf(profile.name());
            for (int i = 0; i < expected.size(); i++) {
                DemoGame.Played p = expected.get(i);
                var state = NambarzGame.replay(p.setup().options(), p.setup().seed(),
                        p.moves().stream().map(m -> m.move()).toList());
                GameSummary game = stored.get(i);
                SeatedTable replayed = TestSchool.as(pupil, () -> tables.look(game.id().value()));
                assertThat(replayed.version()).isEqualTo(p.moves().size());
                assertThat(replayed.status() == TableStatus.OVER).isEqualTo(state.isOver());
                assertThat(((NzSeatView) replayed.view()).seen()).isEqualTo(state.observation(0));
            }
        }
    }

    @Test
    void progressEventsAreThePupilsMovesWithTheEnginesVerdicts() {
        for (PupilProfile profile : DemoPupils.DOLPHINS) {
            Account pupil = pupils.get(profile.name());
            List<ProgressEvent> events = TestSchool.as(pupil, () -> progress.myEvents());
            Map<java.util.UUID, List<ProgressEvent>> byGame = events.stream()
                    .collect(Collectors.groupingBy(ProgressEvent::gameId));
            for (GameSummary game : gamesOf(profile.name())) {
                List<GameMoveEntity> rows = store.moveRows(game.id().value());
                List<ProgressEvent> moves = byGame.getOrDefault(game.id().value(), List.of()).stream()
                        .filter(Figures::isMove).toList();
                List<GameMoveEntity> pupilRows = rows.stream().filter(r -> r.seat() == 0).toList();
                assertThat(moves).hasSameSizeAs(pupilRows);
                var verdicts = Verdicts.penaltiesOfPupil(game.options(), seedOf(game), rows);
                for (int i = 0; i < moves.size(); i++) {
                    ProgressEvent e = moves.get(i);
                    GameMoveEntity row = pupilRows.get(i);
                    assertThat(e.moveSeq()).isEqualTo(row.seq());
                    assertThat(e.move()).isEqualTo(row.notation());
                    assertThat(e.at()).isEqualTo(row.playedAt());
                    assertThat(e.rule()).isEqualTo(verdicts.get(row.seq()));
                }
            }
            // A hint shows the play the pupil then makes (the simulated child follows it).
            for (ProgressEvent hint : events.stream().filter(e -> e.kind() == ProgressKind.HINT).toList()) {
                ProgressEvent next = byGame.get(hint.gameId()).stream()
                        .filter(e -> e.moveSeq().equals(hint.moveSeq()) && e.kind() == ProgressKind.PLAY)
                        .findFirst().orElseThrow();
                assertThat(next.move()).isEqualTo(hint.move());
                assertThat(next.hintUsed()).isTrue();
            }
        }
    }

    private long seedOf(GameSummary game) {
        return jdbc.queryForObject("select seed from game where id = ?", Long.class, game.id().value());
    }

    @Test
    void theProfilesShowInTheFigures() {
        Map<String, Figures> figures = new HashMap<>();
        for (PupilProfile p : DemoPupils.DOLPHINS) {
            figures.put(p.name(), Figures.of(TestSchool.as(pupils.get(p.name()), () -> progress.myEvents())));
        }
        List<PupilProfile> strong = DemoPupils.DOLPHINS.stream().filter(p -> p.skill() == PupilProfile.Skill.STRONG).toList();
        for (PupilProfile p : DemoPupils.DOLPHINS) {
            Mistake misconception = p.misconception();
            if (p.skill() != PupilProfile.Skill.STRUGGLING || misconception == null) {
                continue;
            }
            String rule = misconception.rule().id();
            double theirs = figures.get(p.name()).penaltyRate(rule);
            for (PupilProfile s : strong) {
                assertThat(theirs).as(p.name() + " " + rule + " vs " + s.name())
                        .isGreaterThan(3 * figures.get(s.name()).penaltyRate(rule));
            }
            assertThat(figures.get(p.name()).penalties().get(rule)).as(p.name() + "'s most frequent penalty")
                    .isEqualTo(figures.get(p.name()).penalties().values().stream().max(Integer::compare).orElseThrow());
        }
        assertThat(figures.get("Adam").hintRate()).isGreaterThan(2 * figures.get("Giulia").hintRate());
        assertThat(figures.get("Yanis").hints()).isZero();
        assertThat(figures.get("Hugo").missedRate()).isGreaterThan(2 * figures.get("Inès").missedRate());
        assertThat(figures.values().stream().mapToInt(Figures::checks).sum()).isGreaterThan(20);
    }

    @Test
    void levelsAndParentsAreSetThroughTheServices() {
        for (PupilProfile p : DemoPupils.DOLPHINS) {
            Account pupil = pupils.get(p.name());
            assertThat(TestSchool.as(pupil, () -> levels.myLevel()).orElseThrow()).as(p.name()).isEqualTo(p.levelNow());
        }
        for (DemoParents.Parent parent : DemoParents.ALL) {
            Account account = accountOf(parent.username());
            assertThat(TestSchool.as(account, () -> parents.myChildren()).stream().map(Account::displayName))
                    .containsExactlyInAnyOrderElementsOf(parent.children());
        }
    }

    @Test
    void leaCanStillStartANewGameWhichComesFirstInHerGames() {
        Account lea = pupils.get(DemoPupils.LEA);
        java.util.UUID started = TestSchool.as(lea, () -> tables.openPrivate(new TableService.NewTable(
                NzTableGame.KIND, NambarzOptions.of(2).notation(), 2, "LEARNING", false, 60, 0), "BEGINNER", null));
        List<ShelfGame> newestFirst = TestSchool.as(lea, () -> tables.myShelf()); // as "My games" lists them
        assertThat(newestFirst.getFirst().id().value()).isEqualTo(started);
    }

    @Test
    void aSecondStartAddsNothing() {
        // Tables of other test classes in this context may still be played by robots (stand-ins after the grace
        // time, robots at a private table): their rows are left out; the demo makes only its pupils' private tables.
        String demoPupils = pupils.values().stream().map(a -> String.valueOf(a.id())).collect(Collectors.joining(","));
        String live = " not in (select id from live_table where class_id is not null or host_id not in (" + demoPupils + "))";
        String counts = "select (select count(*) from account) || '/' || (select count(*) from live_table where id" + live
                + ") || '/' || (select count(*) from game where id" + live
                + ") || '/' || (select count(*) from game_move where game_id" + live + ") || '/'"
                + " || (select count(*) from progress_event where game_id is null or game_id" + live + ")"
                + " || '/' || (select count(*) from mc_game) || '/' || (select count(*) from mc_progress"
                + " where table_game_id is null or table_game_id" + live + ") || '/' || (select count(*) from card_game) || '/'"
                + " || (select count(*) from card_move) || '/' || (select count(*) from card_progress"
                + " where live_game_id is null)";
        String before = jdbc.queryForObject(counts, String.class);
        school.stop();
        school.start();
        assertThat(jdbc.queryForObject(counts, String.class)).isEqualTo(before);
    }

    /**
     * The pupil's Nambarz games of the history (before the demo's day, so not a test's new game), oldest first: each
     * a private table of theirs (0018, step 3), as the demo's import stores them. Their Nain Jaune games are private
     * tables too (DemoCardGamesTest checks them).
     */
    /** A pupil's demo game against robots, as stored. */
    private record GameSummary(GameId id, String options, GameMode mode, int players, int moveCount, boolean finished,
                               java.time.Instant startedAt, java.time.Instant lastPlayedAt) {
    }

    private List<GameSummary> gamesOf(String name) {
        var end = java.sql.Timestamp.from(demoDay.atStartOfDay(zone).toInstant());
        return jdbc.query("select g.id, g.options, g.mode, g.move_count, g.status, g.created_at, g.updated_at,"
                + " (select count(*) from game_seat s where s.game_id = g.id) players"
                + " from game g join live_table t on t.id = g.id"
                + " where g.owner_id = ? and t.class_id is null and t.host_id = g.owner_id and g.created_at < ?"
                + " and g.game_kind = 'NAMBARZ' order by g.created_at", (rs, i) -> new GameSummary(
                        new GameId(rs.getObject("id", java.util.UUID.class)), rs.getString("options"),
                        GameMode.valueOf(rs.getString("mode")), rs.getInt("players"), rs.getInt("move_count"),
                        "FINISHED".equals(rs.getString("status")), rs.getTimestamp("created_at").toInstant(),
                        rs.getTimestamp("updated_at").toInstant()),
                pupils.get(name).id(), end);
    }
}
