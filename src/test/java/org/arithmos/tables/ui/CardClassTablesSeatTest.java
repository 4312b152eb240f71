package org.arithmos.tables.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasEnabled;
import com.vaadin.flow.component.UI;
import java.util.EnumSet;
import java.util.List;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.nainjaune.NjTableGame;
import org.arithmos.tables.TableScreens;
import org.arithmos.tables.TableService;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless, for the card games' live tables (issue 15 trial, as ClassTableSeatTest for Nambarz): the teacher
 * ends a class game and starts the next one; the pupil's screen goes to their new table (Vaadin keeps the same
 * screen for another table: it must watch and show the new one), and a table the teacher ended says so and
 * offers nothing to play.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class CardClassTablesSeatTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        // The live views are their packages' own (not public): named here.
        for (String view : List.of("org.arithmos.multicartes.ui.McTableView",
                "org.arithmos.nainjaune.ui.NjTableView", "org.arithmos.krambambuli.ui.KbTableView")) {
            try {
                @SuppressWarnings("unchecked")
                var route = (Class<? extends Component>) Class.forName(view);
                ROUTES.getRoutes().add(route);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private ClassGameService classGames;
    @Autowired
    private TableService tables;
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

    /** A card game, with the ids of its screen's message and of a button to play. */
    record Game(String kind, String options, String message, String playButton) {
    }

    @Test
    void eachCardGamesScreenGoesToTheNewTableAndSaysTheTeacherEndedIt() throws InterruptedException {
        for (Game g : List.of(
                new Game(McTableGame.KIND, MulticartesOptions.of(3).notation(), "mc-message", "mc-pass"),
                new Game(NjTableGame.KIND, NainJauneOptions.of(3).notation(), "nj-message", "nj-pass"),
                new Game(KbTableGame.KIND, KrambambuliOptions.of(3).notation(), "kb-message", "kb-draw"))) {
            TestSchool school = new TestSchool(accounts, classroom);
            Account teacher = school.teacher();
            SchoolClass c = school.classOf(teacher);
            Account lea = school.pupilIn(teacher, c).pupil();
            TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), new Level(EnumSet.allOf(GameKind.class),
                    Level.STARTING.operations(), false, Level.STARTING.jokers(), true, Level.STARTING.bots())));

            UUID first = start(teacher, c, lea, g);
            var firstTable = TestSchool.as(lea, () -> classGames.myInvitation().orElseThrow());
            MockLogin.open(context, ROUTES, lea, firstTable.route());
            assertThat(TableScreens.of(context, firstTable.tableId(), lea.id())).as(g.kind()).isEqualTo(1);

            end(teacher, first);
            waitFor(() -> text(g.message()).equals("Your teacher ended the game."), g.kind() + ": told it ended");
            assertThat(canPress(g.playButton())).as(g.kind() + ": nothing to play").isFalse();
            if (g.kind().equals(McTableGame.KIND)) {
                assertThat(text("mc-end")).as("the points so far").contains("The standings when the game ended");
            }
            // Every card game's pupils see the standings (one shared component), also after a reload: 1st at least.
            assertThat(_find(Component.class, spec -> spec.withClasses("finishing-place"))).as(g.kind()).hasSize(3)
                    .first().satisfies(top -> assertThat(top.getElement().getTextRecursively()).startsWith("1st"));
            if (!g.kind().equals(McTableGame.KIND)) {
                assertThat(text("live-stopped-standings")).as(g.kind()).contains("The standings when the game ended");
                MockLogin.close();
                MockLogin.open(context, ROUTES, lea, firstTable.route());
                assertThat(text("live-stopped-standings")).as(g.kind() + " after a reload")
                        .contains("The standings when the game ended").contains("1st");
            }

            UUID second = start(teacher, c, lea, g);
            var secondTable = TestSchool.as(lea, () -> classGames.myInvitation().orElseThrow());
            UI.getCurrent().navigate(secondTable.route()); // the invitation's "Sit down"
            assertThat(text("live-code")).as(g.kind() + ": the new table shown").contains(secondTable.code());
            assertThat(TableScreens.of(context, secondTable.tableId(), lea.id())).as(g.kind()).isEqualTo(1);
            assertThat(TableScreens.of(context, firstTable.tableId(), lea.id())).as(g.kind()).isZero();
            assertThat(text(g.message())).as(g.kind()).isNotEqualTo("Your teacher ended the game.");
            end(teacher, second);
            MockLogin.close();
        }
    }

    private UUID start(Account teacher, SchoolClass c, Account lea, Game g) {
        var table = new TableService.NewTable(g.kind(), g.options(), 3, "GAME", false, 600, 0);
        return TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(table,
                false, "BEGINNER", List.of(List.of(lea.id())))));
    }

    private void end(Account teacher, UUID classGame) {
        TestSchool.as(teacher, () -> {
            classGames.end(classGame);
            return null;
        });
    }

    /** The screen is told on a thread of its own (TableHub): wait for it. */
    private static void waitFor(BooleanSupplier done, String what) throws InterruptedException {
        for (int i = 0; i < 50 && !done.getAsBoolean(); i++) {
            Thread.sleep(100);
            MockVaadin.runUIQueue();
        }
        assertThat(done.getAsBoolean()).as(what).isTrue();
    }

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    /** Shown (with every component it is in) and enabled. */
    private static boolean canPress(String id) {
        Component button = all(UI.getCurrent()).filter(c -> c.getId().filter(id::equals).isPresent()).findFirst()
                .orElseThrow(() -> new AssertionError("no " + id));
        for (Component at = button; at != null; at = at.getParent().orElse(null)) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return ((HasEnabled) button).isEnabled();
    }

    private static Stream<Component> all(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(CardClassTablesSeatTest::all));
    }
}
