package org.arithmos.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.function.Predicate;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A guest's game against robots as a table (docs/decisions/0018, step 3): in memory under the guest's browser
 * pass, the options they chose, robots playing on the server; nothing stored or counted; nobody else's pass or
 * account finds it; unused for a day, it ends.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class GuestTablesTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Autowired
    private GuestTables guests;
    @Autowired
    private TableService signedIn;
    @Autowired
    private TablePlay play;
    @Autowired
    private TableStart start;
    @Autowired
    private TableViews views;
    @Autowired
    private TablePresence presence;
    @Autowired
    private TableSettings settings;
    @Autowired
    private TableSweep sweep;
    @Autowired
    private Tables tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private JdbcTemplate jdbc;
    @Autowired
    private org.arithmos.privacy.PrivacyService privacy;

    private final GuestPass pass = GuestPass.random();

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    /** Three seats with × ÷ and brackets, learning mode, robots at their fastest. */
    private UUID guestTable(GuestPass who, Long seed) {
        NambarzOptions asked = NambarzOptions.of(3).withOperations(OperationSet.ALL).withParentheses(true);
        return guests.open(who, new TableService.NewTable(NzTableGame.KIND, asked.notation(), 3, "LEARNING",
                false, 60, 0), "EXPERT", seed);
    }

    private SeatedTable until(UUID id, Predicate<SeatedTable> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (System.nanoTime() < deadline) {
            SeatedTable t = guests.look(pass, id);
            if (wanted.test(t)) {
                return t;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the table did not get there within " + PATIENCE);
    }

    @Test
    void aGuestPlaysAgainstRobotsWithTheOptionsTheyChoseAndNothingIsStored() throws Exception {
        UUID id = guestTable(pass, 11L);
        SeatedTable t = guests.look(pass, id);
        assertThat(t.status()).as("started at once").isEqualTo(TableStatus.PLAYING);
        assertThat(t.alone()).isTrue();
        assertThat(t.seats().subList(1, 3)).allMatch(TableSeat::isRobot).allMatch(s -> s.robotLevel().equals("EXPERT"));
        assertThat(NambarzOptions.parse(t.options()).parentheses()).as("a guest plays the options asked for").isTrue();

        SeatedTable mine = until(id, s -> s.yourTurn() || s.over());
        assertThat(guests.hint(pass, id, mine.version())).as("learning mode: a hint").isPresent();
        SeatedTable now = mine;
        while (now.yourTurn()) { // a draw, then a play or a pass (NZ-TURN-2)
            SeatedTable seen = now;
            NambarzMove move = ((NzSeatView) seen.view()).seen().legalMoves().getFirst();
            TableNews news = guests.move(pass, id, seen.version(), move);
            assertThat(news.isMove()).isTrue();
            now = news.table();
        }
        int hers = now.version();
        SeatedTable later = until(id, s -> s.version() > hers || s.over());
        assertThat(later.version() > hers || later.over()).as("the robots play on the server").isTrue();

        assertThat(jdbc.queryForObject("select count(*) from live_table where id = ?", Integer.class, id)).isZero();
        assertThat(jdbc.queryForObject("select count(*) from game where id = ?", Integer.class, id)).isZero();
        assertThat(jdbc.queryForObject("select count(*) from progress_event where game_id = ?", Integer.class, id))
                .as("a guest's moves count for nobody").isZero();
    }

    @Test
    void nobodyElseFindsAGuestsTable() {
        UUID id = guestTable(pass, null);
        GuestPass another = GuestPass.random();
        assertNotFound(() -> guests.look(another, id));
        assertNotFound(() -> guests.move(another, id, 0, new NambarzMove.Draw()));
        assertNotFound(() -> guests.setPace(another, id, 500));
        assertNotFound(() -> guests.watch(another, id, news -> { }, () -> true));

        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        Account lea = school.pupilIn(teacher, school.classOf(teacher)).pupil();
        for (Account someone : java.util.List.of(lea, teacher)) {
            assertNotFound(() -> TestSchool.as(someone, () -> signedIn.look(id)));
        }
        assertThat(guests.look(pass, id).id()).as("its own guest still plays").isEqualTo(id);
    }

    @Test
    void aGuestsTableUnusedForADayEnds() {
        UUID id = guestTable(pass, null);
        UUID recent = guestTable(pass, null);
        guests.hold(pass, id, true); // no robot moves meanwhile: the table is only idle
        tables.get(id).lastUsed = Instant.now().minus(TableSweep.GUEST_IDLE).minusSeconds(60);

        sweep.sweep();

        assertNotFound(() -> guests.look(pass, id));
        assertThat(guests.look(pass, recent).id()).as("a table used today stays").isEqualTo(recent);
    }

    @Test
    void aMoveTheRulesForbidSaysTheRulesOwnReason() throws Exception {
        for (long seed = 1; seed < 50; seed++) {
            UUID id = guestTable(pass, seed);
            SeatedTable mine = until(id, s -> s.yourTurn() || s.over());
            if (!mine.yourTurn()) {
                continue;
            }
            var before = ((NzSeatView) mine.view()).seen().hand().cards();
            SeatedTable drawn = guests.move(pass, id, mine.version(), new NambarzMove.Draw()).table();
            var old = before.stream().filter(c -> c instanceof org.arithmos.engine.nambarz.NumberCard)
                    .map(c -> (org.arithmos.engine.nambarz.NumberCard) c).findFirst();
            if (!drawn.yourTurn() || old.isEmpty()) {
                continue;
            }
            assertThatThrownBy(() -> guests.move(pass, id, drawn.version(), NambarzMove.PutDown.single(old.get())))
                    .as("NZ-TURN-2: after drawing, only the drawn card")
                    .isInstanceOfSatisfying(TableException.class, e -> {
                        assertThat(e.problem()).isEqualTo(TableException.Problem.NOT_A_PLAY);
                        assertThat(e.detail()).isEqualTo("DRAWN_CARD_NOT_USED");
                    });
            return;
        }
        throw new AssertionError("no deal of 50 let the guest draw and stay on turn");
    }

    @Test
    void aPupilsDeletionLeavesAGuestsGameAlone() {
        UUID id = guestTable(pass, null);
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        Account lea = school.pupilIn(teacher, school.classOf(teacher)).pupil();
        TestSchool.as(teacher, () -> {
            privacy.delete(lea.id(), lea.displayName()); // drops the stored tables from memory, to be replayed
            return null;
        });
        assertThat(guests.look(pass, id).id()).as("a guest's table lives in memory only: it stays").isEqualTo(id);
    }

    @Test
    void badChoicesAreRefused() {
        assertThatThrownBy(() -> guests.open(pass, new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(3).notation(), 13, "LEARNING", false, 60, 0), "BEGINNER", null))
                .isInstanceOfSatisfying(TableException.class,
                        e -> assertThat(e.problem()).isEqualTo(TableException.Problem.BAD_OPTIONS));
        assertThatThrownBy(() -> guests.open(pass, new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(3).notation(), 3, "PARTY", false, 60, 0), "BEGINNER", null))
                .isInstanceOfSatisfying(TableException.class,
                        e -> assertThat(e.problem()).isEqualTo(TableException.Problem.BAD_OPTIONS));
    }

    @Test
    void aGuestKeepsTheirLastThreeTables() {
        UUID first = guestTable(pass, null);
        UUID second = guestTable(pass, null);
        UUID third = guestTable(pass, null);
        UUID other = guestTable(GuestPass.random(), null);
        UUID fourth = guestTable(pass, null);
        assertNotFound(() -> guests.look(pass, first));
        for (UUID kept : java.util.List.of(second, third, fourth)) {
            assertThat(guests.look(pass, kept).id()).isEqualTo(kept);
        }
        assertThat(tables.get(other)).as("another guest's table is theirs to keep").isNotNull();
    }

    @Test
    void aNodeFullOfGuestsTablesEndsAnUnwatchedOneOrAsksToComeBackLater() {
        tables.all().stream().filter(t -> !t.recorded()).forEach(t -> tables.forget(t.id));
        GuestTables node = new GuestTables(tables, play, start, views, presence, settings,
                java.time.Clock.systemUTC(), 2);
        GuestPass ann = GuestPass.random();
        GuestPass ben = GuestPass.random();
        NambarzOptions asked = NambarzOptions.of(2);
        TableService.NewTable wanted = new TableService.NewTable(NzTableGame.KIND, asked.notation(), 2, "GAME",
                false, 60, 1_000);
        UUID annsTable = node.open(ann, wanted, "BEGINNER", null);
        UUID bensTable = node.open(ben, wanted, "BEGINNER", null);
        TableService.Watching annWatches = node.watch(ann, annsTable, news -> { }, () -> true);
        TableService.Watching benWatches = node.watch(ben, bensTable, news -> { }, () -> true);

        assertThatThrownBy(() -> node.open(GuestPass.random(), wanted, "BEGINNER", null))
                .as("both guests play: nobody loses their game")
                .isInstanceOfSatisfying(TableException.class, e -> assertThat(e.problem()).isEqualTo(TableException.Problem.BUSY));

        annWatches.stop().run();
        GuestPass cem = GuestPass.random();
        UUID cemsTable = node.open(cem, wanted, "BEGINNER", null);
        assertNotFound(() -> node.look(ann, annsTable));
        assertThat(node.look(ben, bensTable).id()).isEqualTo(bensTable);
        assertThat(node.look(cem, cemsTable).id()).isEqualTo(cemsTable);
        benWatches.stop().run();
    }

    private static void assertNotFound(org.assertj.core.api.ThrowableAssert.ThrowingCallable call) {
        assertThatThrownBy(call).isInstanceOfSatisfying(TableException.class,
                e -> assertThat(e.problem()).isEqualTo(TableException.Problem.NOT_FOUND));
    }
}
