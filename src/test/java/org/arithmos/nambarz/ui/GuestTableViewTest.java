package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.Guests;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * A guest's game against robots on Nambarz's table screen (docs/decisions/0018, step 3): nobody signed in, the
 * table theirs by their browser's pass; a class's table at the same address is "not found" for them.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class GuestTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NzTableView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private GuestTables guests;
    @Autowired
    private TableService tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @BeforeEach
    void aGuestsBrowser() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
        UI.getCurrent().setLocale(Locale.ENGLISH);
    }

    @AfterEach
    void stop() {
        MockVaadin.tearDown();
        TestSchool.logOut();
    }

    @Test
    void aGuestPlaysAtTheirTableWithNoCodeAndThePaceAtHand() {
        for (long seed = 1; seed < 50; seed++) {
            long deal = seed;
            UUID id = guests.open(Guests.pass(), new TableService.NewTable(NzTableGame.KIND,
                    NambarzOptions.of(3).notation(), 3, "GAME", false, 60, NzSetup.SLOW_PACE), "BEGINNER", deal);
            if (!guests.look(Guests.pass(), id).yourTurn()) {
                continue;
            }
            UI.getCurrent().navigate("live/" + id);
            assertThat(_find(Component.class, spec -> spec.withId("live-code"))).as("nobody is to find it").isEmpty();
            assertThat(org.arithmos.ScreenText.has("table-pace")).as("the robots' pace at hand").isTrue();
            int before = guests.look(Guests.pass(), id).version();
            _get(CalculationBar.class).press("draw");
            SeatedTable after = guests.look(Guests.pass(), id);
            assertThat(after.version()).as("the guest's draw was played").isEqualTo(before + 1);
            return;
        }
        throw new AssertionError("no deal of 50 let the guest play first");
    }

    @Test
    void theKeysBuildAndPlayACalculationAsAgainstRobots() {
        for (long seed = 1; seed < 200; seed++) {
            long deal = seed;
            UUID id = guests.open(Guests.pass(), new TableService.NewTable(NzTableGame.KIND,
                    NambarzOptions.of(3).notation(), 3, "GAME", false, 60, NzSetup.SLOW_PACE), "BEGINNER", deal);
            SeatedTable t = guests.look(Guests.pass(), id);
            NambarzMove.PutDown right = !t.yourTurn() ? null : ((NzSeatView) t.view()).seen().legalMoves().stream()
                    .filter(m -> m instanceof NambarzMove.PutDown p && p.cards().size() >= 2)
                    .map(m -> (NambarzMove.PutDown) m).findFirst().orElse(null);
            if (right == null || !withinNineCards(((NzSeatView) t.view()).seen().hand().cards(), right)) {
                continue; // only the first nine cards have a digit
            }
            UI.getCurrent().navigate("live/" + id);
            List<Integer> used = new ArrayList<>();
            Component firstPiece = null;
            for (int i = 0; i < right.cards().size(); i++) {
                if (i > 0) { // decision 0007's keys: + - * x / : and brackets
                    PressedKey.press(switch (right.expr().operators().get(i - 1)) {
                        case PLUS -> "+";
                        case MINUS -> "-";
                        case TIMES -> "x";
                        case DIVIDE -> ":";
                    });
                }
                PressedKey.press(String.valueOf(slotOf(right.cards().get(i), used) + 1));
                if (i == 0) {
                    firstPiece = calculation().getComponentAt(0);
                }
            }
            // #calculation is a live region: each key added its piece and left those before it (issue 13 §2).
            assertThat(calculation().getComponentCount()).isEqualTo(2 * right.cards().size() - 1);
            assertThat(calculation().getComponentAt(0)).as("the first card, never rebuilt").isSameAs(firstPiece);
            PressedKey.press("Enter");
            SeatedTable after = guests.look(Guests.pass(), id);
            assertThat(after.version()).as("the calculation typed was played").isEqualTo(t.version() + 1);
            assertThat(_find(Component.class, spec -> spec.withId("explanation-dialog")))
                    .as("and it was the right one: no penalty").isEmpty();
            return;
        }
        throw new AssertionError("no deal of 200 gave the guest a calculation within their first nine cards");
    }

    private static com.vaadin.flow.component.html.Div calculation() {
        return _get(com.vaadin.flow.component.html.Div.class, spec -> spec.withId("calculation"));
    }

    private static boolean withinNineCards(List<org.arithmos.engine.nambarz.Card> hand, NambarzMove.PutDown play) {
        List<org.arithmos.engine.nambarz.Card> left = new ArrayList<>(hand.subList(0, Math.min(9, hand.size())));
        return play.cards().stream().allMatch(left::remove);
    }

    private static int slotOf(org.arithmos.engine.nambarz.NumberCard card, List<Integer> used) {
        List<org.arithmos.engine.nambarz.Card> hand = _get(HandArea.class).cards();
        for (int slot = 0; slot < hand.size(); slot++) {
            if (hand.get(slot).equals(card) && !used.contains(slot)) {
                used.add(slot);
                return slot;
            }
        }
        throw new AssertionError("no " + card + " in the hand");
    }

    @Test
    void aClassTableIsNotFoundForAGuest() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        Account lea = school.pupilIn(teacher, school.classOf(teacher)).pupil();
        UUID classTable = TestSchool.as(lea, () -> tables.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(2).notation(), 2, "GAME", false, 60, 0)));
        TestSchool.logOut();

        UI.getCurrent().navigate("live/" + classTable);

        assertThat(org.arithmos.ScreenText.of(_get(NzTableView.class).getElement()))
                .contains("This game cannot be found.", "New game")
                .doesNotContain(lea.displayName());
    }
}
