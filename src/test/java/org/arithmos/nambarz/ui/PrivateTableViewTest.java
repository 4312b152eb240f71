package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import java.time.Duration;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableService;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * A private table on its person's screen (docs/decisions/0018, step 3), here a parent's, whose role may open it: no
 * table code (nobody is to find it), the robots' pace at hand, and the robots wait while the penalty's explanation
 * is open, as against robots always.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class PrivateTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NzTableView.class);
        ROUTES.getRoutes().add(NzOldTableAddress.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private TableService tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    private Account parent;

    @AfterEach
    void stop() {
        MockLogin.close();
    }

    /** The parent's private table of three where they, first to play, hold a calculation of two cards or more. */
    private UUID tableWithCalculation() {
        parent = new TestSchool(accounts, classroom).parent();
        for (long seed = 1; ; seed++) {
            long deal = seed;
            UUID id = TestSchool.as(parent, () -> tables.openPrivate(new TableService.NewTable(NzTableGame.KIND,
                    NambarzOptions.of(3).notation(), 3, "GAME", false, 60, NzSetup.SLOW_PACE), "BEGINNER", deal));
            SeatedTable t = TestSchool.as(parent, () -> tables.look(id));
            if (t.yourTurn() && calculation(t) != null) {
                MockLogin.open(context, ROUTES, parent, "live/" + id);
                return id;
            }
        }
    }

    private static NambarzMove.PutDown calculation(SeatedTable t) {
        return ((NzSeatView) t.view()).seen().legalMoves().stream()
                .filter(m -> m instanceof NambarzMove.PutDown p && p.cards().size() >= 2)
                .map(m -> (NambarzMove.PutDown) m).findFirst().orElse(null);
    }

    @Test
    void noCodeButThePaceWhichTheParentChanges() {
        UUID id = tableWithCalculation();
        assertThat(_find(Component.class, spec -> spec.withId("live-code"))).as("nobody is to find it").isEmpty();
        @SuppressWarnings("unchecked")
        org.arithmos.tables.ui.PaceChoice pace = _get(org.arithmos.tables.ui.PaceChoice.class);
        assertThat(pace.value()).isEqualTo(NzSetup.SLOW_PACE);
        // The parent picks "fast" (as the browser tells a choice: Karibu's _setValue does not fit Vaadin 25).
        pace.choose(NzSetup.FAST_PACE); // as the browser's change of the radio buttons
        assertThat(TestSchool.as(parent, () -> tables.look(id)).paceMillis()).isEqualTo(NzSetup.FAST_PACE);
    }

    @Test
    void theRobotsWaitWhileThePenaltyIsExplained() throws InterruptedException {
        UUID id = tableWithCalculation();
        SeatedTable before = TestSchool.as(parent, () -> tables.look(id));
        NambarzMove.PutDown right = calculation(before);
        PlayedByClicks.build(new NambarzMove.PutDown(right.cards(), PlayedByClicks.flip(right.expr())));
        _get(CalculationBar.class).press("play");
        assertThat(text("explanation-dialog")).contains("NZ-");

        int after = TestSchool.as(parent, () -> tables.look(id)).version();
        assertThat(after).as("the wrong play was played, and penalized").isGreaterThan(before.version());
        Thread.sleep(NzSetup.SLOW_PACE + 600);
        SeatedTable reading = TestSchool.as(parent, () -> tables.look(id));
        assertThat(reading.yourTurn()).as("the penalty ended the turn (NZ-PEN): a robot is to move").isFalse();
        assertThat(reading.version()).as("no robot moved while the explanation was open").isEqualTo(after);

        _click(_get(Button.class, spec -> spec.withId("explanation-ok")));
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (TestSchool.as(parent, () -> tables.look(id)).version() == after && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(TestSchool.as(parent, () -> tables.look(id)).version()).as("the robots go on once it is closed")
                .isGreaterThan(after);
    }

    @Test
    void theOldAddressOfAGameAgainstRobotsOpensItsTableForItsPersonOnly() {
        UUID id = tableWithCalculation();
        MockLogin.close();
        MockLogin.open(context, ROUTES, parent, "table/" + id); // a bookmark from before the switch (0018, step 3)
        assertThat(_find(NzTableView.class)).as("the live table's screen").hasSize(1);
        assertThat(_find(NzOldTableAddress.class)).isEmpty();
        assertThat(_find(Component.class, spec -> spec.withId("hand"))).as("the parent's hand, at the table").hasSize(1);

        MockLogin.close();
        Account another = new TestSchool(accounts, classroom).parent();
        MockLogin.open(context, ROUTES, another, "table/" + id);
        assertThat(_find(Component.class, spec -> spec.withId("hand"))).as("another's game: no hand").isEmpty();
        assertThat(org.arithmos.ScreenText.of(com.vaadin.flow.component.UI.getCurrent().getElement())
                + _find(com.vaadin.flow.component.html.H2.class).stream().map(h -> h.getText()).toList())
                .contains("This game cannot be found.");

        MockLogin.close();
        MockLogin.open(context, ROUTES, parent, "table/not-a-game");
        assertThat(org.arithmos.ScreenText.of(com.vaadin.flow.component.UI.getCurrent().getElement())
                + _find(com.vaadin.flow.component.html.H2.class).stream().map(h -> h.getText()).toList())
                .as("an address that was never a game").contains("This game cannot be found.");
    }

    private static String text(String id) {
        return org.arithmos.ScreenText.byId(id);
    }
}
