package org.arithmos.multicartes.ui;

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
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesObservation;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.multicartes.McSeatView;
import org.arithmos.multicartes.McService;
import org.arithmos.multicartes.McTableGame;
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
 * Browserless: Multicartes against robots and the solo game are private tables on the live table's screen
 * (docs/decisions/0018, step 3), with the real services, engine and translations: a guest's (their browser's pass)
 * and a pupil's (in My games, counted in their times-table map). The robots play on the server and reach the
 * screen by push (the UI's queue here); they wait while a round's results are read. The old table's cases
 * (McTableViewTest) asked of the private table.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class McPrivateTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(McTableView.class);
        ROUTES.getRoutes().add(McStartView.class);
        ROUTES.getRoutes().add(McRulesView.class);
        ROUTES.getRoutes().add(McOldTableAddress.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private GuestTables guests;
    @Autowired
    private TableService tables;
    @Autowired
    private McService multicartes;
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
        return new PrivateTableAddresses(context, ROUTES, "multicartes", "mc", McTableView.class, McOldTableAddress.class);
    }

    /** A guest's table of {@code players} seats (1: solo), shown on the screen. */
    private UUID guestTable(int players, int rounds, String robots, long seed, int pace) {
        MulticartesOptions o = players == 1 ? MulticartesOptions.solo() : new MulticartesOptions(players, rounds, 0);
        UUID id = guests.open(Guests.pass(), new TableService.NewTable(McTableGame.KIND, o.notation(), players,
                "LEARNING", false, 60, pace, false), robots, seed);
        UI.getCurrent().navigate("live/multicartes/" + id);
        return id;
    }

    private SeatedTable look(UUID id) {
        return guests.look(Guests.pass(), id);
    }

    private static MulticartesObservation seen(SeatedTable t) {
        return ((McSeatView) t.view()).seen();
    }

    /** Clicks the hand's cards for a × b (two different slots). */
    private static void pickCards(MulticartesObservation seen, int a, int b) {
        List<Integer> hand = new ArrayList<>(seen.hand());
        int first = hand.indexOf(a);
        hand.set(first, -1);
        int second = hand.indexOf(b);
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + first)));
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + second)));
    }

    private static MulticartesMove.Multiply aProduct(MulticartesObservation seen) {
        return seen.legalMoves().stream().filter(m -> m instanceof MulticartesMove.Multiply)
                .map(m -> (MulticartesMove.Multiply) m).findFirst().orElse(null);
    }

    private static MulticartesMove.Multiply wrongProduct(MulticartesObservation seen) {
        var hand = seen.hand();
        for (int i = 0; i < hand.size(); i++) {
            for (int j = i + 1; j < hand.size(); j++) {
                if (!seen.combination().shows(hand.get(i) * hand.get(j))) {
                    return new MulticartesMove.Multiply(hand.get(i), hand.get(j));
                }
            }
        }
        throw new IllegalStateException("every pair plays");
    }

    /** A solo table whose deal lets the pupil multiply at once. */
    private UUID soloWithAProduct() {
        for (long seed = 1; ; seed++) {
            UUID id = guestTable(1, 1, "BEGINNER", seed, 0);
            if (aProduct(seen(look(id))) != null) {
                return id;
            }
        }
    }

    @Test
    void aSoloGameIsATableOfOneSeatWithoutCodeOrPaceAndTwoCardsPickedAreSaidBigAndPlayed() {
        guestsBrowser();
        UUID id = soloWithAProduct();
        SeatedTable t = look(id);
        assertThat(t.alone()).isTrue();
        assertThat(t.seats()).as("one seat, no robot (MC-SOLO-1)").hasSize(1);
        assertThat(_find(Component.class, spec -> spec.withId("live-code"))).as("nobody is to find it").isEmpty();
        assertThat(shown("table-pace")).as("no robot, no pace").isFalse();
        MulticartesMove.Multiply m = aProduct(seen(t));
        pickCards(seen(t), m.first(), m.second());
        assertThat(text("mc-said")).isEqualTo(m.first() + " × " + m.second() + " = " + m.product());
        _click(_get(Button.class, spec -> spec.withId("mc-say")));
        assertThat(look(id).version()).isEqualTo(1);
        assertThat(text("mc-story")).contains(m.first() + " × " + m.second() + " = " + m.product());
    }

    @Test
    void aWrongProductIsExplainedAndNothingChanges() {
        guestsBrowser();
        UUID id = guestTable(2, 1, "BEGINNER", 5L, 10_000);
        MulticartesMove.Multiply wrong = wrongProduct(seen(look(id)));
        pickCards(seen(look(id)), wrong.first(), wrong.second());
        _click(_get(Button.class, spec -> spec.withId("mc-say")));
        assertThat(text("mc-message")).contains(wrong.product() + " is not on this card").doesNotContain("MC-");
        assertThat(_get(Component.class, spec -> spec.withId("mc-message")).getElement().getAttribute("data-rule"))
                .isEqualTo("MC-TURN-1");
        assertThat(look(id).version()).isZero();
    }

    @Test
    void everyRedrawAsksTheBrowserToKeepTheFocusOnTheTable() {
        guestsBrowser();
        guestTable(1, 1, "BEGINNER", 8L, 0);
        McHandArea hand = _get(McHandArea.class);
        assertThat(hand.getElement().getAttribute("tabindex")).isEqualTo("-1");
        assertThat(hand.getElement().hasAttribute("data-focus-park")).isTrue();
        UI.getCurrent().getInternals().getStateTree().runExecutionsBeforeClientResponse();
        UI.getCurrent().getInternals().dumpPendingJavaScriptInvocations();
        _click(_get(McCard.class, spec -> spec.withId("mc-card-0")));
        UI.getCurrent().getInternals().getStateTree().runExecutionsBeforeClientResponse();
        // The places in order (decision 0033): the way on after a round, Say, a card, Pass, the hand last.
        var settles = UI.getCurrent().getInternals().dumpPendingJavaScriptInvocations().stream()
                .filter(js -> js.getInvocation().getExpression().contains("data-focus-park"))
                .map(js -> String.valueOf(js.getInvocation().getParameters().getFirst())).toList();
        assertThat(settles).isNotEmpty();
        assertThat(settles.getLast().split("\n")).containsExactly("#mc-next-round", "#mc-again", "#mc-end a",
                "#mc-say", "#mc-hand .mc-clickable", "#mc-pass", "#mc-hand");
    }

    @Test
    void aNumberOfTheCardAnswersWhetherItCanBeMade() {
        guestsBrowser();
        UUID id = guestTable(1, 1, "BEGINNER", 8L, 0);
        int number = seen(look(id)).combination().values().getFirst();
        _click(_get(McCard.class, spec -> spec.withAttribute("data-number", String.valueOf(number))));
        assertThat(text("mc-message")).startsWith(String.valueOf(number));
    }

    @Test
    void aSoloGameEndsWithTheBestPossibleScoreAndAWayToTheNextGame() {
        guestsBrowser();
        UUID id = guestTable(1, 1, "BEGINNER", 21L, 0);
        SeatedTable t = look(id);
        while (!t.over()) {
            MulticartesMove.Multiply m = aProduct(seen(t));
            if (m != null) {
                pickCards(seen(t), m.first(), m.second());
                _click(_get(Button.class, spec -> spec.withId("mc-say")));
            } else {
                _click(_get(Button.class, spec -> spec.withId("mc-pass")));
            }
            t = look(id);
        }
        McSeatView end = (McSeatView) t.view();
        assertThat(end.solo()).as("the best of the deal, told with the end").isNotNull();
        assertThat(text("mc-solo-score")).contains("the best possible was " + end.solo().best());
        assertThat(_get(Component.class, spec -> spec.withId("mc-optimum")).getChildren().count())
                .isEqualTo(end.solo().best());
        // Nothing left to say at the end: no empty message bar, but the status region stays in the page (issue 13).
        assertThat(_get(Component.class, spec -> spec.withId("mc-message")).isVisible()).isTrue();
        assertThat(text("mc-message")).isEmpty();
        assertThat(_get(Component.class, spec -> spec.withId("mc-message")).getElement().getClassList())
                .contains("mc-message-empty");
        assertThat(_get(com.vaadin.flow.router.RouterLink.class, spec -> spec.withId("mc-again")).getHref())
                .isEqualTo("multicartes");
    }

    @Test
    void aSoloGameOfPassesEndsAtTheLimitInPlainWords() {
        guestsBrowser();
        UUID id = guestTable(1, 1, "BEGINNER", 21L, 0);
        while (!look(id).over()) {
            _click(_get(Button.class, spec -> spec.withId("mc-pass")));
        }
        int best = ((McSeatView) look(id).view()).solo().best();
        assertThat(text("mc-solo-score"))
                .startsWith("The game stops after 60 combination cards: that is the limit of a solo game.")
                .contains("You still have 10 cards in your hand.")
                .contains("the best possible was " + best + " combination cards");
        assertThat(text("mc-story")).contains("60 combination cards have been turned: the solo game stops here.")
                .doesNotContain("Round");
    }

    @Test
    void aRobotPlaysOnTheServerAndItsMoveIsToldWithItsReason() throws InterruptedException {
        guestsBrowser();
        UUID id = guestTable(2, 1, "EXPERT", 2L, 0);
        _click(_get(Button.class, spec -> spec.withId("mc-pass")));
        SeatedTable t = addresses().caughtUp(() -> look(id));
        assertThat(t.version()).isGreaterThanOrEqualTo(2);
        assertThat(text("mc-story")).contains(t.seats().get(1).name());
        assertThat(text("mc-seats")).contains("▶");
    }

    @Test
    void aSwapGivesACardTakesTheDiscardsTopAndUsesItAtOnce() {
        guestsBrowser();
        UUID id = null;
        MulticartesMove.SwapAndMultiply swap = null;
        for (long seed = 1; swap == null; seed++) {
            id = guestTable(1, 1, "BEGINNER", seed, 0);
            MulticartesMove.Multiply first = aProduct(seen(look(id)));
            if (first == null) {
                continue;
            }
            guests.move(Guests.pass(), id, 0, first);
            if (aProduct(seen(look(id))) == null) {
                swap = seen(look(id)).legalMoves().stream().filter(m -> m instanceof MulticartesMove.SwapAndMultiply)
                        .map(m -> (MulticartesMove.SwapAndMultiply) m).findFirst().orElse(null);
            }
        }
        UI.getCurrent().navigate("live/multicartes/" + id);
        MulticartesObservation seen = seen(look(id));
        _click(_get(Button.class, spec -> spec.withId("mc-swap")));
        assertThat(text("mc-message")).endsWith("The card you give goes onto the discard pile, and the "
                + seen.discardTop() + " comes into your hand.");
        List<Integer> hand = new ArrayList<>(seen.hand());
        int given = hand.indexOf(swap.given());
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + given)));
        hand.set(given, seen.discardTop());
        int a = hand.indexOf(swap.first());
        hand.set(a, -1);
        int b = hand.indexOf(swap.second());
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + a)));
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + b)));
        assertThat(text("mc-said")).isEqualTo(swap.first() + " × " + swap.second() + " = " + swap.product());
        _click(_get(Button.class, spec -> spec.withId("mc-say")));
        assertThat(look(id).version()).isEqualTo(2);
        assertThat(text("mc-story")).contains("You give the card " + swap.given() + " and take the " + seen.discardTop());
    }

    @Test
    void theRobotsWaitWhileTheRoundsResultsAreReadAndGoOnAfter() throws InterruptedException {
        guestsBrowser();
        // Four players of eight cards, three rounds: the pupil passes until a round ends. A pace, so that the screen
        // is told of the round's end before the robot's next move is due.
        UUID id = guestTable(4, 3, "EXPERT", 3L, 250);
        while (!shown("mc-next-round")) {
            SeatedTable t = addresses().caughtUp(() -> look(id));
            if (shown("mc-next-round")) {
                break;
            }
            assertThat(t.over()).as("a round ends before the game").isFalse();
            _click(_get(Button.class, spec -> spec.withId("mc-pass")));
        }
        SeatedTable reading = look(id);
        assertThat(reading.yourTurn()).as("a robot starts round 2 (the deal decides)").isFalse();
        Thread.sleep(1000);
        assertThat(look(id).version()).as("no robot moved while the results were read").isEqualTo(reading.version());
        _click(_get(Button.class, spec -> spec.withId("mc-next-round")));
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (look(id).version() == reading.version() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(look(id).version()).as("the robots go on once the pupil continues").isGreaterThan(reading.version());
    }

    @Test
    void theStartPageOpensAGuestsSoloTableAndAGameAgainstRobots() {
        guestsBrowser();
        UI.getCurrent().navigate("multicartes");
        McStartView start = _get(McStartView.class);
        start.mode.setValue(McStartView.Mode.SOLO);
        _click(start.start);
        String path = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
        assertThat(path).startsWith("live/multicartes/");
        SeatedTable solo = look(UUID.fromString(path.replace("live/multicartes/", "")));
        assertThat(solo.seats()).hasSize(1);
        assertThat(MulticartesOptions.parse(solo.options()).isSolo()).isTrue();

        UI.getCurrent().navigate("multicartes");
        start = _get(McStartView.class);
        start.mode.setValue(McStartView.Mode.BOTS);
        start.bots.setValue(2);
        start.rounds.setValue(3);
        start.pace.setValue(2500);
        _click(start.start);
        path = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
        SeatedTable bots = look(UUID.fromString(path.replace("live/multicartes/", "")));
        assertThat(bots.seats()).hasSize(3);
        assertThat(MulticartesOptions.parse(bots.options()).rounds()).isEqualTo(3);
        assertThat(bots.paceMillis()).isEqualTo(2500);
        assertThat(shown("table-pace")).isTrue();
    }

    @Test
    void aPupilsGameIsTheirsInMyGamesCountedInTheirMapAndItsPaceTheirs() throws InterruptedException {
        TestSchool school = new TestSchool(accounts, classroom);
        Account pupil = school.pupilPlaying(levels, GameKind.MULTICARTES);
        long metBefore = met(pupil);
        MockLogin.open(context, ROUTES, pupil, "multicartes");
        McStartView start = _get(McStartView.class);
        start.mode.setValue(McStartView.Mode.BOTS);
        start.bots.setValue(1);
        _click(start.start);
        String path = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
        UUID id = UUID.fromString(path.replace("live/multicartes/", ""));
        assertThat(_find(Component.class, spec -> spec.withId("live-code"))).isEmpty();

        // My games says it as a game against robots, and opens it at its table.
        ShelfGame shelf = TestSchool.as(pupil, () -> tables.myShelf()).stream()
                .filter(g -> g.id().value().equals(id)).findFirst().orElseThrow();
        assertThat(shelf.detailKey()).isEqualTo("mc.shelf.alone.bots");
        assertThat(shelf.detailArgs()).containsExactly(1);
        assertThat(shelf.location()).isEqualTo("live/multicartes/" + id);

        // The pace is the pupil's, stored with the table.
        @SuppressWarnings("unchecked")
        PaceChoice pace = _get(PaceChoice.class);
        assertThat(pace.value()).isEqualTo(1500);
        pace.choose(700); // as the browser's change of the radio buttons
        assertThat(TestSchool.as(pupil, () -> tables.look(id)).paceMillis()).isEqualTo(700);

        // Their products count in their times-table map, as against robots.
        SeatedTable t = addresses().caughtUp(() -> TestSchool.as(pupil, () -> tables.look(id)));
        MulticartesMove.Multiply m = aProduct(seen(t));
        if (m != null) {
            pickCards(seen(t), m.first(), m.second());
            _click(_get(Button.class, spec -> spec.withId("mc-say")));
        } else {
            MulticartesMove.Multiply wrong = wrongProduct(seen(t));
            pickCards(seen(t), wrong.first(), wrong.second());
            _click(_get(Button.class, spec -> spec.withId("mc-say")));
        }
        long metAfter = met(pupil);
        assertThat(metAfter).as("a product met at the table is on the map").isGreaterThan(metBefore);
    }

    private long met(Account pupil) {
        var map = TestSchool.as(pupil, () -> multicartes.myTimesTable());
        return map.count(org.arithmos.multicartes.TimesTable.Knowledge.KNOWN)
                + map.count(org.arithmos.multicartes.TimesTable.Knowledge.SHAKY);
    }

    @Test
    void someoneElsesGameCannotBeFoundWithAWayToANewGame() {
        Account parent = new TestSchool(accounts, classroom).parent();
        UUID id = TestSchool.as(parent, () -> tables.openPrivate(new TableService.NewTable(McTableGame.KIND,
                MulticartesOptions.solo().notation(), 1, "LEARNING", false, 60, 1500, false), "BEGINNER", 7L));
        addresses().someoneElsesTableIsNotFound(id, parent, new TestSchool(accounts, classroom).teacher());
    }

    /**
     * A game stored before the switch kept its id (V4_23_3): a bookmark of its old address opens its table for its
     * person, "not found" for anyone else; the start page's "Continue your game" lists it once, at the table.
     */
    @Test
    void theOldAddressAndTheStartPageOpenTheTableForItsPersonOnly() {
        Account lea = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.MULTICARTES);
        UUID id = TestSchool.as(lea, () -> tables.openPrivate(new TableService.NewTable(McTableGame.KIND,
                MulticartesOptions.solo().notation(), 1, "LEARNING", false, 60, 1500, false), "BEGINNER", 7L));
        addresses().theOldAddressOpensTheTableForItsPersonOnly(id, lea, new TestSchool(accounts, classroom).parent(),
                "Continue your solo game");
    }

    @Test
    void theStartPageRefusesAPupilWhoseLevelLacksMulticartesAndShowsTheirMap() {
        Account pupil = new TestSchool(accounts, classroom).newPupil();
        MockLogin.open(context, ROUTES, pupil, "multicartes");
        assertThat(_get(Component.class, spec -> spec.withId("mc-refusal")).isVisible()).isTrue();
        assertThat(text("mc-refusal")).contains("has not opened Multicartes");
        assertThat(_find(Button.class, spec -> spec.withId("mc-start")))
                .as("no start button (invisible components are not found)").isEmpty();
        assertThat(_get(TimesTableMap.class).getElement().getTextRecursively()).contains("not met yet (100)");
    }

    @Test
    void theRulesPageShowsTheSeedsExample() {
        guestsBrowser();
        UI.getCurrent().navigate("rules/multicartes");
        assertThat(text("mc-rules")).contains("MC-TURN-2").contains("2 × 10 = 20");
        assertThat(_get(Component.class, spec -> spec.withId("mc-example")).getElement().getOuterHTML())
                .contains("<img src=\"/cards/");
    }
}
