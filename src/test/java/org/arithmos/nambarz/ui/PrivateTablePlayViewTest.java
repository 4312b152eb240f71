package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.NotificationsKt;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.Guests;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * A new game against robots is a private table since the switch (docs/decisions/0018, step 3): what TableViewTest
 * asks of the old table screen, asked of the live one at a guest's table (the running result, Check, another tab's move,
 * the wording in another language), so that the pupil loses nothing.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class PrivateTablePlayViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NzTableView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private GuestTables guests;

    @BeforeEach
    void aGuestsBrowser() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
        UI.getCurrent().setLocale(Locale.ENGLISH);
    }

    @AfterEach
    void stop() {
        MockVaadin.tearDown();
    }

    private SeatedTable look(UUID id) {
        return guests.look(Guests.pass(), id);
    }

    /** The guest's table of three where they, first to play, hold a play that {@code wanted} finds; shown. */
    private UUID tableWith(String mode, java.util.function.Function<SeatedTable, NambarzMove.PutDown> wanted) {
        for (long seed = 1; seed < 500; seed++) {
            UUID id = guests.open(Guests.pass(), new TableService.NewTable(NzTableGame.KIND,
                    NambarzOptions.of(3).notation(), 3, mode, false, 60, NzSetup.SLOW_PACE,
                    "LEARNING".equals(mode)), "BEGINNER", seed);
            SeatedTable t = look(id);
            if (t.yourTurn() && wanted.apply(t) != null) {
                UI.getCurrent().navigate("live/" + id);
                return id;
            }
        }
        throw new AssertionError("no deal of 500 fits");
    }

    private static NambarzMove.PutDown calculation(SeatedTable t) {
        return ((NzSeatView) t.view()).seen().legalMoves().stream()
                .filter(m -> m instanceof NambarzMove.PutDown p && p.cards().size() >= 2)
                .map(m -> (NambarzMove.PutDown) m).findFirst().orElse(null);
    }

    /** Two number cards of different kinds whose sum is the target: right sum, mixed kinds (NZ-CALC-2). */
    private static NambarzMove.PutDown mixedSum(SeatedTable t) {
        var seen = ((NzSeatView) t.view()).seen();
        if (!(seen.target() instanceof org.arithmos.engine.nambarz.Target.NumberTarget(var target))) {
            return null;
        }
        var cards = seen.hand().cards().stream().filter(c -> c instanceof NumberCard).map(c -> (NumberCard) c).toList();
        for (NumberCard a : cards) {
            for (NumberCard b : cards) {
                if (a.type() != b.type() && a.value() + b.value() == target.value()) {
                    return new NambarzMove.PutDown(List.of(a, b),
                            org.arithmos.engine.arithmetic.Expr.leftToRight(List.of(Operator.PLUS)));
                }
            }
        }
        return null;
    }

    private static String text(String id) {
        return org.arithmos.ScreenText.byId(id);
    }

    @Test
    void buildingACalculationShowsItsResultAndPlaysIt() {
        UUID id = tableWith("LEARNING", PrivateTablePlayViewTest::calculation);
        SeatedTable t = look(id);
        PlayedByClicks.build(calculation(t));
        assertThat(text("running-result")).endsWith("✓");
        _get(CalculationBar.class).press("play");
        assertThat(look(id).version()).isGreaterThan(t.version());
        assertThat(text("narration")).contains("You played");
    }

    @Test
    void thePaceChoiceIsLabelledByItsOwnGroup() {
        tableWith("LEARNING", PrivateTablePlayViewTest::calculation);
        // The group's legend names it, in the fieldset of its radio buttons (a screen reader says it with each).
        String pace = _get(org.arithmos.tables.ui.PaceChoice.class).getElement().getChild(0)
                .getProperty(org.arithmos.shell.Markup.PROPERTY, ""); // HtmlChoices' own
        assertThat(pace).startsWith("<div class=\"html-choice\"><fieldset id=\"table-pace\"><legend>How fast the bots"
                + " play</legend>").contains("type=\"radio\"").endsWith("</fieldset></div>");
    }

    @Test
    void checkJudgesWithoutPenaltyInTheScreensLanguage() {
        UUID id = tableWith("LEARNING", PrivateTablePlayViewTest::calculation);
        SeatedTable t = look(id);
        PlayedByClicks.build(calculation(t));
        _get(CalculationBar.class).press("check");
        assertThat(text("explanation")).contains("Check: this calculation is correct.");
        assertThat(look(id).version()).as("a Check changes nothing").isEqualTo(t.version());
        UI.getCurrent().setLocale(Locale.FRENCH);
        assertThat(text("explanation")).doesNotContain("Check: this calculation is correct.")
                .contains(context.getBean(org.arithmos.i18n.TranslationProvider.class)
                        .getTranslation("table.check.ok", Locale.FRENCH));
    }

    /**
     * The old screen learned of another tab's move only when its own was refused ("The game had moved on"); the
     * live screen is told at once (push), so it shows the table as it is now before any click, and the play built
     * before is refused with the rules' reason, nothing played.
     */
    @Test
    void aMoveFromAnotherTabShowsAtOnceAndTheOldPlayIsRefused() {
        UUID id = tableWith("LEARNING", PrivateTablePlayViewTest::calculation);
        SeatedTable t = look(id);
        int handBefore = handShown();
        PlayedByClicks.build(calculation(t));
        guests.move(Guests.pass(), id, t.version(), new NambarzMove.Draw()); // another tab moves first
        assertThat(handShown()).as("the card the other tab drew is shown").isEqualTo(handBefore + 1);
        _get(CalculationBar.class).press("play");
        assertThat(NotificationsKt.getNotifications()).anySatisfy(n ->
                assertThat(n.getElement().getProperty("text", "")).contains("only the card you drew"));
        assertThat(look(id).version()).as("only the other tab's draw").isEqualTo(t.version() + 1);
    }

    private static int handShown() {
        return _get(HandArea.class).cards().size();
    }

    @Test
    void theRunningResultAgreesWithCheckOnMixedCardTypes() {
        UUID id = tableWith("LEARNING", PrivateTablePlayViewTest::mixedSum);
        PlayedByClicks.build(mixedSum(look(id)));
        assertThat(text("running-result")).as("right sum, but the card kinds are mixed (NZ-CALC-2)").endsWith("✗");
        _get(CalculationBar.class).press("check");
        assertThat(text("explanation")).contains("NZ-CALC-2").doesNotContain("Check: this calculation is correct.");
    }
}
