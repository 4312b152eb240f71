package org.arithmos.play.ui;

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
import kotlin.jvm.functions.Function0;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.play.GameMode;
import org.arithmos.play.PlayService;
import org.arithmos.play.TableSetup;
import org.arithmos.play.TableState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: the old table screen against robots (route {@code table/<id>}), with the real service, engine and
 * translations. New games are private live tables since the switch (0018, step 3): PrivateTablePlayViewTest asks
 * the live screen what this test asked of this one. This screen still opens the games stored before, until they
 * are migrated (0018, the switch's step 3).
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class TableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(TableView.class);
        ROUTES.getRoutes().add(NewGameView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private PlayService play;

    @BeforeEach
    void startVaadin() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
    }

    /** A table where the pupil, first to play, has a calculation of two cards or more. */
    private TableState tableWithCalculation(GameMode mode) {
        for (long seed = 1; ; seed++) {
            TableState t = play.start(new TableSetup(NambarzOptions.of(3), mode, BotLevel.BEGINNER, 0,
                    mode == GameMode.LEARNING, seed), Guests.pass());
            if (calculation(t) != null) {
                UI.getCurrent().navigate(TableView.class, t.id().toString());
                return t;
            }
        }
    }

    private static NambarzMove.PutDown calculation(TableState t) {
        return t.legalMoves().stream().filter(m -> m instanceof NambarzMove.PutDown p && p.cards().size() >= 2)
                .map(m -> (NambarzMove.PutDown) m).findFirst().orElse(null);
    }

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    @Test
    void buildingACalculationShowsItsResultAndPlaysIt() {
        TableState t = tableWithCalculation(GameMode.LEARNING);
        NambarzMove.PutDown p = calculation(t);
        PlayedByClicks.build(p);
        assertThat(text("running-result")).endsWith("✓");
        assertThat(_get(Button.class, spec -> spec.withId("play")).isEnabled()).isTrue();
        _click(_get(Button.class, spec -> spec.withId("play")));
        assertThat(play.open(t.id(), Guests.pass()).moveCount()).isGreaterThan(t.moveCount());
        assertThat(text("narration")).contains("You played");
    }

    @Test
    void aWrongCalculationIsExplainedInADialog() {
        TableState t = tableWithCalculation(GameMode.GAME);
        NambarzMove.PutDown right = calculation(t);
        // The same cards with every + turned into − (or the reverse) give another result.
        NambarzMove.PutDown wrong = new NambarzMove.PutDown(right.cards(), PlayedByClicks.flip(right.expr()));
        PlayedByClicks.build(wrong);
        _click(_get(Button.class, spec -> spec.withId("play")));
        assertThat(text("explanation-dialog")).contains("NZ-CALC");
        int handBefore = t.view().hand().size();
        assertThat(play.open(t.id(), Guests.pass()).view().handSizes().getFirst()).isGreaterThan(handBefore - 2);
    }

    @Test
    void aStaleTabShowsTheTableAsItIsNow() {
        TableState t = tableWithCalculation(GameMode.LEARNING);
        NambarzMove.PutDown p = calculation(t);
        PlayedByClicks.build(p);
        play.play(t.id(), Guests.pass(), t.moveCount(), new NambarzMove.Draw()); // another tab moves first
        _click(_get(Button.class, spec -> spec.withId("play")));
        assertThat(NotificationsKt.getNotifications()).anySatisfy(n ->
                assertThat(n.getElement().getProperty("text", "")).contains("The game had moved on"));
        assertThat(play.open(t.id(), Guests.pass()).moveCount()).isEqualTo(t.moveCount() + 1);
    }

    @Test
    void anUnknownGameSaysSoAndOffersANewOne() {
        UI.getCurrent().navigate(TableView.class, "not-a-game");
        assertThat(_get(TableView.class).getElement().getTextRecursively()).contains("This game cannot be found");
    }
}
