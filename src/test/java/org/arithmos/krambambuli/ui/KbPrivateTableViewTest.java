package org.arithmos.krambambuli.ui;

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
import com.vaadin.flow.router.RouterLink;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliObservation;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.engine.krambambuli.MeldFinder;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.krambambuli.KrambambuliProgress;
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
 * Browserless: Krambambuli against robots is a private table on the live table's screen (docs/decisions/0018,
 * step 3; 0027), with the real services, engine and translations: a guest's (their browser's pass) and a pupil's
 * (in My games, counted in their progress, their pace stored). The robots play on the server and reach the screen
 * by push (the UI's queue here); they wait while a round's results are read. The pupil's steps are an expert
 * robot's, each made through the table's clicks (draw, take the discard into a meld, make melds and lay them
 * down, add, take from a meld, take a joker back, discard), over whole games.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class KbPrivateTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(KbTableView.class);
        ROUTES.getRoutes().add(KbStartView.class);
        ROUTES.getRoutes().add(KbRulesView.class);
        ROUTES.getRoutes().add(KbOldTableAddress.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private GuestTables guests;
    @Autowired
    private TableService tables;
    @Autowired
    private KrambambuliProgress progress;
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
        return new PrivateTableAddresses(context, ROUTES, "krambambuli", "kb", KbTableView.class, KbOldTableAddress.class);
    }

    private static TableService.NewTable wanted(KrambambuliOptions o, int pace) {
        return new TableService.NewTable(KbTableGame.KIND, o.notation(), o.players(), "GAME", false, 60,
                pace, false);
    }

    private UUID guestTable(KrambambuliOptions o, String robots, long seed, int pace) {
        return guests.open(Guests.pass(), wanted(o, pace), robots, seed);
    }

    @Test
    void wholeGamesWithEveryStepMadeByClicks() throws InterruptedException {
        guestsBrowser();
        List<String> kinds = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            UUID id = guestTable(new KrambambuliOptions(3, 2, 20, 120), "EXPERT", seed, 0);
            UI.getCurrent().navigate("live/krambambuli/" + id);
            assertThat(_find(Component.class, spec -> spec.withId("live-code"))).as("nobody is to find it")
                    .noneMatch(Component::isVisible);
            int steps = 0;
            SeatedTable t;
            while (!(t = addresses().caughtUp(() -> guests.look(Guests.pass(), id))).over()) {
                assertThat(steps++).as("the game ends").isLessThan(5_000);
                if (shown("kb-next-round")) {
                    _click(_get(Button.class, spec -> spec.withId("kb-next-round")));
                    continue;
                }
                KrambambuliObservation seen = (KrambambuliObservation) t.view();
                KrambambuliMove move = KrambambuliBot.EXPERT.decide(seen).move();
                kinds.add(move.getClass().getSimpleName());
                click(move, seen);
                assertThat(_get(Component.class, spec -> spec.withId("kb-message")).getElement()
                        .getClassList().contains("kb-message-error")).as("%s: %s", move.notation(),
                        text("kb-message")).isFalse();
                assertThat(guests.look(Guests.pass(), id).version()).as(move.notation()).isGreaterThan(t.version());
            }
            assertThat(text("kb-end")).contains("total");
            // The way on is a new game against robots (the game's choices), not a class's tables.
            assertThat(_get(RouterLink.class, spec -> spec.withId("kb-again")).getHref()).isEqualTo("krambambuli");
            assertThat(_get(RouterLink.class, spec -> spec.withId("kb-again")).getText()).isEqualTo("Play again");
        }
        assertThat(kinds).contains("Draw", "TakeDiscard", "Lay", "Add", "TakeFromMeld", "RetrieveJoker", "Discard");
    }

    /** Opens tables of known deals until the person's first drawn hand has a short clean sequence; lays it down. */
    private void refusedFirstLayingDown(java.util.function.LongFunction<UUID> open,
                                        java.util.function.Function<UUID, SeatedTable> look) throws InterruptedException {
        for (long seed = 1; seed < 40; seed++) {
            UUID id = open.apply(seed);
            UI.getCurrent().navigate("live/krambambuli/" + id);
            addresses().caughtUp(() -> look.apply(id));
            _click(_get(Button.class, spec -> spec.withId("kb-draw")));
            KrambambuliObservation seen = (KrambambuliObservation) look.apply(id).view();
            var small = MeldFinder.melds(seen.hand()).stream()
                    .filter(m -> m.cleanSequence() && m.size() == 3).findFirst();
            if (small.isEmpty()) {
                continue;
            }
            select(small.get().cards());
            assertThat(text("kb-running-total")).contains("you need more than 51");
            assertThat(text("kb-clean-sequence")).contains("a sequence without joker");
            int before = look.apply(id).version();
            _click(_get(Button.class, spec -> spec.withId("kb-lay")));
            assertThat(text("kb-message")).contains("the first laying down needs more than 51", "(KB-OPEN-1)",
                    small.get().points() + " points");
            assertThat(look.apply(id).version()).as("a refused step changes nothing").isEqualTo(before);
            return;
        }
        throw new AssertionError("no deal with a short clean sequence");
    }

    @Test
    void aFirstLayingDownUnder51IsRefusedWithTheRunningTotal() throws InterruptedException {
        guestsBrowser();
        refusedFirstLayingDown(seed -> guestTable(KrambambuliOptions.of(2), "BEGINNER", seed, 0),
                id -> guests.look(Guests.pass(), id));
    }

    @Test
    void theRobotsWaitWhileTheRoundsResultsAreReadAndGoOnAfter() throws InterruptedException {
        guestsBrowser();
        // A pace, so that the screen is told of the round's end before the robot's next step is due (a browser is told
        // by push at once; here the test runs the UI's queue); one robot, so that the round is soon over.
        KrambambuliOptions o = KrambambuliOptions.of(2);
        UUID id = guestTable(o, "EXPERT", aRobotStartsRound2(o), 100);
        UI.getCurrent().navigate("live/krambambuli/" + id);
        SeatedTable reading = null;
        for (int steps = 0; steps < 2_000 && reading == null; steps++) {
            SeatedTable t = addresses().caughtUp(() -> guests.look(Guests.pass(), id));
            if (shown("kb-next-round")) {
                reading = guests.look(Guests.pass(), id);
                break;
            }
            click(KrambambuliBot.EXPERT.decide((KrambambuliObservation) t.view()).move(),
                    (KrambambuliObservation) t.view());
        }
        assertThat(reading).as("a round ended").isNotNull();
        assertThat(reading.yourTurn()).as("the robot starts round 2").isFalse();
        Thread.sleep(1000);
        assertThat(guests.look(Guests.pass(), id).version()).as("no robot moved while the results were read")
                .isEqualTo(reading.version());
        _click(_get(Button.class, spec -> spec.withId("kb-next-round")));
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (guests.look(Guests.pass(), id).version() == reading.version() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(guests.look(Guests.pass(), id).version()).as("the robots go on once the pupil continues")
                .isGreaterThan(reading.version());
    }

    /** A known deal where, both seats playing as the expert robot, round 1 ends and the robot starts round 2. */
    private static long aRobotStartsRound2(KrambambuliOptions o) {
        for (long seed = 1; seed < 200; seed++) {
            KrambambuliState s = KrambambuliGame.newGame(o, seed);
            while (!s.over() && s.round() == 1) {
                s = KrambambuliGame.apply(s, KrambambuliBot.EXPERT.decide(s.observation(s.toMove())).move()).state();
            }
            if (!s.over() && s.toMove() != 0) {
                return seed;
            }
        }
        throw new IllegalStateException("no such deal");
    }

    @Test
    void theStartPageOpensAGuestsPrivateTableWithItsChoices() {
        guestsBrowser();
        UI.getCurrent().navigate("krambambuli");
        KbStartView start = _get(KbStartView.class);
        start.bots.setValue(3);
        start.jokers.setValue(50);
        start.target.setValue(100);
        _click(start.start);
        assertThat(_get(KbTableView.class)).isNotNull();
        String path = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
        assertThat(path).startsWith("live/krambambuli/");
        SeatedTable t = guests.look(Guests.pass(), UUID.fromString(path.replace("live/krambambuli/", "")));
        assertThat(t.alone()).isTrue();
        assertThat(t.seats()).hasSize(4);
        assertThat(t.paceMillis()).isEqualTo(1200);
        KrambambuliOptions o = KrambambuliOptions.parse(t.options());
        assertThat(List.of(o.jokerPoints(), o.target())).containsExactly(50, 100);
    }

    @Test
    void aPupilsGameIsTheirsInMyGamesCountedAndItsPaceTheirs() throws InterruptedException {
        TestSchool school = new TestSchool(accounts, classroom);
        Account pupil = school.pupilPlaying(levels, GameKind.KRAMBAMBULI);
        MockLogin.open(context, ROUTES, pupil, "krambambuli");
        KbStartView start = _get(KbStartView.class);
        start.bots.setValue(2);
        start.target.setValue(100);
        _click(start.start);
        String path = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
        UUID id = UUID.fromString(path.replace("live/krambambuli/", ""));
        assertThat(_find(Component.class, spec -> spec.withId("live-code"))).noneMatch(Component::isVisible);

        // My games says it as a game against robots, and opens it at its table.
        ShelfGame shelf = TestSchool.as(pupil, () -> tables.myShelf()).stream()
                .filter(g -> g.id().value().equals(id)).findFirst().orElseThrow();
        assertThat(shelf.detailKey()).isEqualTo("kb.shelf");
        assertThat(shelf.detailArgs()).containsExactly(2, 100);
        assertThat(shelf.location()).isEqualTo("live/krambambuli/" + id);

        // The pace is the pupil's, stored with the table.
        @SuppressWarnings("unchecked")
        PaceChoice pace = _get(PaceChoice.class);
        assertThat(pace.value()).isEqualTo(1200);
        pace.choose(400); // as the browser's change of the radio buttons
        assertThat(TestSchool.as(pupil, () -> tables.look(id)).paceMillis()).isEqualTo(400);

        // A refused first laying down counts in their progress, as against robots.
        refusedFirstLayingDown(seed -> TestSchool.as(pupil, () -> tables.openPrivate(wanted(KrambambuliOptions.of(2), 0),
                "BEGINNER", seed)), t -> TestSchool.as(pupil, () -> tables.look(t)));
        var summary = TestSchool.as(pupil, () -> progress.progressOf(pupil.id()));
        assertThat(summary.games()).isGreaterThanOrEqualTo(1);
        assertThat(summary.slips()).extracting(s -> s.problem()).contains("TOO_FEW_POINTS");
    }

    @Test
    void someoneElsesGameCannotBeFoundWithAWayToANewGame() {
        Account parent = new TestSchool(accounts, classroom).parent();
        UUID id = TestSchool.as(parent, () -> tables.openPrivate(wanted(KrambambuliOptions.of(2), 1200), "BEGINNER",
                7L));
        addresses().someoneElsesTableIsNotFound(id, parent, new TestSchool(accounts, classroom).teacher());
    }

    /**
     * A game against robots stored before the switch kept its id (V4_23_2): a bookmark of its old address opens its
     * table for its person, "not found" for anyone else; the start page's "Continue the game" lists it once, at the
     * table (0018, step 3).
     */
    @Test
    void theOldAddressAndTheStartPageOpenTheTableForItsPersonOnly() {
        Account lea = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.KRAMBAMBULI);
        UUID id = TestSchool.as(lea, () -> tables.openPrivate(wanted(KrambambuliOptions.of(3), 10_000), "BEGINNER", 7L));
        addresses().theOldAddressOpensTheTableForItsPersonOnly(id, lea, new TestSchool(accounts, classroom).parent(),
                "Continue the game against 2 robots");
    }

    @Test
    void theRulesPageShowsEveryRuleAndQKA2() {
        guestsBrowser();
        UI.getCurrent().navigate("rules/krambambuli");
        String rules = text("kb-rules");
        KbRulesView.RULE_IDS.forEach(id -> assertThat(rules).contains(id));
        assertThat(rules).contains("Q K A 2 is not a sequence", "it is the 4♥");
    }

    /** The person's step, made by clicking what a child would click. */
    private static void click(KrambambuliMove move, KrambambuliObservation seen) {
        switch (move) {
            case KrambambuliMove.Draw d -> button("kb-draw");
            case KrambambuliMove.Discard d -> {
                select(List.of(d.card()));
                button("kb-discard-card");
            }
            case KrambambuliMove.Lay l -> {
                for (List<PlayingCard> meld : l.melds()) {
                    select(meld);
                    button("kb-make-meld");
                }
                button("kb-lay");
            }
            case KrambambuliMove.TakeDiscard take -> {
                PlayingCard top = seen.discardTop();
                List<List<PlayingCard>> melds = new ArrayList<>(take.melds());
                List<PlayingCard> withTop = melds.stream().filter(m -> m.contains(top)).findFirst().orElseThrow();
                melds.remove(withTop);
                _click(_get(PlayingCardView.class, spec -> spec.withId("kb-discard-top")));
                List<PlayingCard> fromHand = new ArrayList<>(withTop);
                fromHand.remove(top);
                select(fromHand);
                button("kb-make-meld");
                for (List<PlayingCard> meld : melds) {
                    select(meld);
                    button("kb-make-meld");
                }
                button("kb-lay");
            }
            case KrambambuliMove.Add a -> {
                List<PlayingCard> added = new ArrayList<>(a.result());
                seen.table().get(a.meld()).meld().cards().forEach(added::remove);
                select(added);
                button("kb-add-" + a.meld());
            }
            case KrambambuliMove.TakeFromMeld f -> {
                meldCard(f.meld(), f.card());
                List<PlayingCard> fromHand = new ArrayList<>(f.result());
                fromHand.remove(f.card());
                select(fromHand);
                button("kb-lay");
            }
            case KrambambuliMove.RetrieveJoker r -> {
                select(List.of(r.card()));
                meldCard(r.meld(), PlayingCard.JOKER);
            }
        }
    }

    private static void button(String id) {
        _click(_get(Button.class, spec -> spec.withId(id)));
    }

    /** Clicks the hand's cards (one slot for each card). */
    private static void select(List<PlayingCard> cards) {
        List<Integer> used = new ArrayList<>();
        for (PlayingCard c : cards) {
            List<PlayingCardView> hand = _get(Component.class, spec -> spec.withId("kb-hand")).getChildren()
                    .filter(x -> x instanceof PlayingCardView).map(x -> (PlayingCardView) x).toList();
            for (int i = 0; i < hand.size(); i++) {
                if (hand.get(i).card().equals(c) && !used.contains(i)) {
                    used.add(i);
                    _click(hand.get(i));
                    break;
                }
            }
        }
        assertThat(used).as("cards %s in the hand", cards).hasSize(cards.size());
    }

    private static void meldCard(int meld, PlayingCard card) {
        Component box = _get(Component.class, spec -> spec.withId("kb-meld-" + meld));
        PlayingCardView view = _find(box, PlayingCardView.class).stream().filter(v -> card.equals(v.card()))
                .findFirst().orElseThrow();
        _click(view);
    }
}
