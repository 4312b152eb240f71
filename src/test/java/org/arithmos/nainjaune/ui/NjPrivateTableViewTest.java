package org.arithmos.nainjaune.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.arithmos.testing.PrivateTableAddresses.shown;
import static org.arithmos.testing.PrivateTableAddresses.text;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import org.arithmos.tables.ui.PaceChoice;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.engine.nainjaune.NainJauneRules;
import org.arithmos.engine.nainjaune.NainJauneState;
import org.arithmos.nainjaune.NjService;
import org.arithmos.nainjaune.NjTableGame;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.ShelfGame;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.Guests;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.PrivateTableAddresses;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: Nain Jaune against robots is a private table on the live table's screen (docs/decisions/0018,
 * step 3), with the real services, engine and translations: a guest's (their browser's pass) and a pupil's (at
 * their level, in My games, counted in their progress). The robots play on the server and reach the screen by
 * push (the UI's queue here); they wait while a round's results are read.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NjPrivateTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NjTableView.class);
        ROUTES.getRoutes().add(NjStartView.class);
        ROUTES.getRoutes().add(NjRulesView.class);
        ROUTES.getRoutes().add(NjOldTableAddress.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private GuestTables guests;
    @Autowired
    private TableService tables;
    @Autowired
    private NjService nainJaune;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;

    @AfterEach
    void stop() {
        MockLogin.close();
    }

    private void guestsBrowser() {
        addresses().guestsBrowser();
    }

    /** This game's private table at its addresses, checked as the other card games' are. */
    private PrivateTableAddresses addresses() {
        return new PrivateTableAddresses(context, ROUTES, "nain-jaune", "nj", NjTableView.class, NjOldTableAddress.class);
    }

    private UUID guestTable(NainJauneOptions o, long seed, int pace) {
        return guests.open(Guests.pass(), new TableService.NewTable(NjTableGame.KIND, o.notation(), o.players(),
                "GAME", false, 60, pace, false), "EXPERT", seed);
    }

    @Test
    void aGuestsGameAgainstTwoRobotsIsPlayedByClicksToTheEndWithARefusalExplained() throws InterruptedException {
        guestsBrowser();
        UUID id = guestTable(new NainJauneOptions(3, NainJauneOptions.Dealing.CLASSIC, 1, 20,
                NainJauneOptions.Continuing.NEXT_PLAYER), 5L, 0);
        UI.getCurrent().navigate("live/nain-jaune/" + id);
        assertThat(_find(Component.class, spec -> spec.withId("live-code"))).as("nobody is to find it").isEmpty();
        assertThat(_get(Component.class, spec -> spec.withId("nj-box-NAIN_JAUNE")).getElement().getAttribute("data-tokens"))
                .isEqualTo("3");
        boolean refused = false;
        while (!shown("nj-standings")) {
            SeatedTable t = addresses().caughtUp(() -> guests.look(Guests.pass(), id));
            if (t.over()) {
                continue;
            }
            NainJauneObservation seen = (NainJauneObservation) t.view();
            if (seen.legalMoves().getFirst() instanceof NainJauneMove.Pass) {
                _click(_get(Button.class, spec -> spec.withId("nj-pass")));
                continue;
            }
            List<String> allowed = seen.legalMoves().stream().map(NainJauneMove::notation).toList();
            var wrong = seen.hand().stream().filter(c -> !allowed.contains(c.notation())).findFirst();
            if (!refused && wrong.isPresent()) {
                _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + wrong.get().notation())));
                assertThat(text("nj-message")).containsPattern("\\(NJ-PLAY-[2-5]\\)");
                assertThat(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + wrong.get().notation()))
                        .hasClassName("pc-fault")).isTrue();
                assertThat(guests.look(Guests.pass(), id).version()).as("a refused card changes nothing")
                        .isEqualTo(t.version());
                refused = true;
            }
            _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + allowed.getFirst())));
        }
        assertThat(refused).isTrue();
        assertThat(text("nj-standings")).contains("You", "tokens");
        assertThat(text("nj-end")).containsPattern("pays [0-9 +]+ = \\d+ tokens");
        assertThat(text("nj-story")).isNotBlank();
        // The way on is a new game against robots (the game's choices), not a class's tables.
        assertThat(_get(com.vaadin.flow.router.RouterLink.class, spec -> spec.withText("Play again")).getHref())
                .isEqualTo("nain-jaune");
    }

    /**
     * A known deal where, the next player only, two or more players pass in a row (if {@code passes}) and a second
     * round follows, started by a robot ({@code passes}: by the pupil, so that no robot moves before the screen reads).
     */
    private static long dealWithPassesInARow(NainJauneOptions o, boolean passes) {
        for (long seed = 1; seed < 2000; seed++) {
            NainJauneState s = NainJauneGame.newGame(o, seed);
            int inARow = 0;
            int most = 0;
            while (!s.over() && s.round() == 1) {
                NainJauneMove m = s.toMove() == 0 ? NainJauneRules.legalMoves(s).getFirst()
                        : NainJauneBot.EXPERT.decide(s.observation(s.toMove()), s.seed() + s.moves()).move();
                inARow = m instanceof NainJauneMove.Pass ? inARow + 1 : 0;
                most = Math.max(most, inARow);
                s = NainJauneGame.play(s, m);
            }
            if ((most >= 2 || !passes) && !s.over() && (s.toMove() == 0) == passes) {
                return seed;
            }
        }
        throw new IllegalStateException("no such deal");
    }

    private static List<String> storyLines() {
        return _get(Component.class, spec -> spec.withId("nj-story")).getChildren()
                .map(c -> c.getElement().getText()).toList();
    }

    @Test
    void theRoundsSummaryStandsAloneUntilThePupilContinuesAndPassesInARowMakeOneLine() throws InterruptedException {
        guestsBrowser();
        NainJauneOptions o = new NainJauneOptions(4, NainJauneOptions.Dealing.SIMPLIFIED, 2, 20,
                NainJauneOptions.Continuing.NEXT_PLAYER);
        UUID id = guestTable(o, dealWithPassesInARow(o, true), 0);
        UI.getCurrent().navigate("live/nain-jaune/" + id);
        boolean folded = false;
        boolean between = false;
        while (!shown("nj-standings")) {
            SeatedTable t = addresses().caughtUp(() -> guests.look(Guests.pass(), id));
            List<String> story = storyLines();
            for (int i = 1; i < story.size(); i++) {
                boolean pass = story.get(i).endsWith("passes.") || story.get(i).equals("You pass.");
                boolean passBefore = story.get(i - 1).endsWith("passes.") || story.get(i - 1).equals("You pass.");
                assertThat(pass && passBefore).as("two pass lines in a row: %s", story).isFalse();
            }
            folded |= story.stream().anyMatch(l -> l.matches("\\d passes in a row: .*"));
            var next = _find(Button.class, spec -> spec.withId("nj-next-round"));
            if (!next.isEmpty() && next.getFirst().isVisible()) {
                assertThat(_find(Component.class, spec -> spec.withId("nj-hand"))).noneMatch(Component::isVisible);
                assertThat(text("nj-end")).containsPattern("wins? round 1!");
                assertThat(String.join("\n", story)).doesNotContain("Round 2");
                _click(next.getFirst());
                assertThat(_get(Component.class, spec -> spec.withId("nj-hand")).isVisible()).isTrue();
                assertThat(storyLines().getFirst()).startsWith("Round 2");
                between = true;
                continue;
            }
            if (t.over()) {
                continue;
            }
            NainJauneObservation seen = (NainJauneObservation) t.view();
            if (seen.legalMoves().getFirst() instanceof NainJauneMove.Pass) {
                _click(_get(Button.class, spec -> spec.withId("nj-pass")));
            } else {
                String card = seen.legalMoves().getFirst().notation();
                _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + card)));
            }
        }
        assertThat(between).as("a summary between the rounds").isTrue();
        assertThat(folded).as("passes in a row folded").isTrue();
    }

    @Test
    void theRobotsWaitWhileTheRoundsResultsAreReadAndGoOnAfter() throws InterruptedException {
        guestsBrowser();
        // Eight players of six cards or so: round 1 is soon over. A pace, so that the screen is told of the round's
        // end before the robot's next move is due (a browser is told by push at once; here the test runs the UI's
        // queue), and a short test: Karibu's screen has no push connection, so the tables count it gone after 20 s.
        NainJauneOptions o = new NainJauneOptions(8, NainJauneOptions.Dealing.CLASSIC, 2, 20,
                NainJauneOptions.Continuing.NEXT_PLAYER);
        UUID id = guestTable(o, dealWithPassesInARow(o, false), 250);
        UI.getCurrent().navigate("live/nain-jaune/" + id);
        while (!shown("nj-next-round")) {
            SeatedTable t = addresses().caughtUp(() -> guests.look(Guests.pass(), id));
            if (shown("nj-next-round")) {
                break;
            }
            NainJauneMove m = ((NainJauneObservation) t.view()).legalMoves().getFirst();
            if (m instanceof NainJauneMove.Put p) {
                _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + p.card().notation())));
            } else {
                _click(_get(Button.class, spec -> spec.withId("nj-pass")));
            }
        }
        SeatedTable reading = guests.look(Guests.pass(), id);
        assertThat(reading.yourTurn()).as("a robot starts round 2").isFalse();
        Thread.sleep(1000);
        assertThat(guests.look(Guests.pass(), id).version()).as("no robot moved while the results were read")
                .isEqualTo(reading.version());

        _click(_get(Button.class, spec -> spec.withId("nj-next-round")));
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (guests.look(Guests.pass(), id).version() == reading.version() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(guests.look(Guests.pass(), id).version()).as("the robots go on once the pupil continues")
                .isGreaterThan(reading.version());
    }

    @Test
    void theStartPageOpensAGuestsPrivateTableWithWhoContinuesASequence() {
        guestsBrowser();
        UI.getCurrent().navigate("nain-jaune");
        NjStartView start = _get(NjStartView.class);
        assertThat(start.continuing.getValue()).isEqualTo(NainJauneOptions.Continuing.FAMILY);
        assertThat(start.continuing.getLabel()).isEqualTo("Who continues a sequence");
        start.continuing.setValue(NainJauneOptions.Continuing.NEXT_PLAYER);
        _click(start.start);
        assertThat(_get(NjTableView.class)).isNotNull();
        String path = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
        assertThat(path).startsWith("live/nain-jaune/");
        SeatedTable t = guests.look(Guests.pass(), UUID.fromString(path.replace("live/nain-jaune/", "")));
        assertThat(t.alone()).isTrue();
        assertThat(t.seats()).hasSize(4);
        assertThat(NainJauneOptions.parse(t.options()).continuing()).isEqualTo(NainJauneOptions.Continuing.NEXT_PLAYER);
        assertThat(((NainJauneObservation) t.view()).continuing()).isEqualTo(NainJauneOptions.Continuing.NEXT_PLAYER);
    }

    @Test
    void aPupilsGameIsTheirsInMyGamesCountedAndItsPaceTheirs() throws InterruptedException {
        TestSchool school = new TestSchool(accounts, classroom);
        Account pupil = school.pupilPlaying(levels, GameKind.NAIN_JAUNE);
        MockLogin.open(context, ROUTES, pupil, "nain-jaune");
        NjStartView start = _get(NjStartView.class);
        start.bots.setValue(2);
        _click(start.start);
        String path = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
        UUID id = UUID.fromString(path.replace("live/nain-jaune/", ""));
        assertThat(_find(Component.class, spec -> spec.withId("live-code"))).isEmpty();

        // My games says it as a game against robots always was, and opens it at its table.
        ShelfGame shelf = TestSchool.as(pupil, () -> tables.myShelf()).stream()
                .filter(g -> g.id().value().equals(id)).findFirst().orElseThrow();
        assertThat(shelf.detailKey()).isEqualTo("nj.shelf");
        assertThat(shelf.detailArgs().getFirst()).isEqualTo(3);
        assertThat(shelf.location()).isEqualTo("live/nain-jaune/" + id);

        // The pace is the pupil's, stored with the table.
        @SuppressWarnings("unchecked")
        PaceChoice pace = _get(PaceChoice.class);
        assertThat(pace.value()).isEqualTo(1500);
        pace.choose(700); // as the browser's change of the radio buttons
        assertThat(TestSchool.as(pupil, () -> tables.look(id)).paceMillis()).isEqualTo(700);

        // Their cards put count in their progress, as against robots.
        for (int put = 0; put < 2; ) {
            SeatedTable t = addresses().caughtUp(() -> TestSchool.as(pupil, () -> tables.look(id)));
            if (t.over() || shown("nj-next-round")) {
                break;
            }
            NainJauneMove m = ((NainJauneObservation) t.view()).legalMoves().getFirst();
            if (m instanceof NainJauneMove.Put p) {
                _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + p.card().notation())));
                put++;
            } else {
                _click(_get(Button.class, spec -> spec.withId("nj-pass")));
            }
        }
        var summary = TestSchool.as(pupil, () -> nainJaune.progressOf(pupil.id()));
        assertThat(summary.games()).isEqualTo(1);
        assertThat(summary.cardsPut()).isGreaterThanOrEqualTo(2);
    }

    @Test
    void someoneElsesGameCannotBeFoundWithAWayToANewGame() {
        Account parent = new TestSchool(accounts, classroom).parent();
        UUID id = TestSchool.as(parent, () -> tables.openPrivate(new TableService.NewTable(NjTableGame.KIND,
                NainJauneOptions.of(3).notation(), 3, "GAME", false, 60, 1500, false), "BEGINNER", 7L));
        addresses().someoneElsesTableIsNotFound(id, parent, new TestSchool(accounts, classroom).teacher());
    }

    /**
     * A game against robots stored before the switch kept its id (V4_23_1): a bookmark of its old address opens its
     * table for its person, "not found" for anyone else; the start page's "Continue your game" lists it once, at
     * the table (0018, step 3).
     */
    @Test
    void theOldAddressAndTheStartPageOpenTheTableForItsPersonOnly() {
        Account lea = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.NAIN_JAUNE);
        UUID id = TestSchool.as(lea, () -> tables.openPrivate(new TableService.NewTable(NjTableGame.KIND,
                NainJauneOptions.of(3).notation(), 3, "GAME", false, 60, 10_000, false), "BEGINNER", 7L));
        addresses().theOldAddressOpensTheTableForItsPersonOnly(id, lea, new TestSchool(accounts, classroom).parent(),
                "Continue your game against 2 bots");
    }

    @Test
    void theRulesPageShowsEveryRuleIdAndThePaymentExample() {
        guestsBrowser();
        UI.getCurrent().navigate("rules/nain-jaune");
        String rules = text("nj-rules");
        NjRulesView.RULE_IDS.forEach(id -> assertThat(rules).contains(id));
        assertThat(rules).contains("Robo pays 1 + 1 + 2 + 5 = 9 tokens.");
        assertThat(rules).contains("whoever put a card goes on while they have the next one");
    }
}
