package org.arithmos.multicartes.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import java.util.ArrayList;
import java.util.List;
import kotlin.jvm.functions.Function0;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McSetup;
import org.arithmos.multicartes.McTable;
import org.arithmos.multicartes.MulticartesService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/** Browserless: the Multicartes table's logic with the real service, engine and translations (as a guest). */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class McTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(McTableView.class);
        ROUTES.getRoutes().add(McStartView.class);
        ROUTES.getRoutes().add(McRulesView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private MulticartesService service;

    @BeforeEach
    void startVaadin() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
    }

    private McTable open(McSetup setup) {
        McTable t = service.start(setup, McGuests.pass());
        UI.getCurrent().navigate("multicartes/" + t.id());
        return t;
    }

    private McTable current(McTable t) {
        return service.open(t.id(), McGuests.pass());
    }

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    /** Clicks the hand's cards for a × b (two different slots). */
    private static void pickCards(McTable t, int a, int b) {
        List<Integer> hand = new ArrayList<>(t.view().hand());
        int first = hand.indexOf(a);
        hand.set(first, -1);
        int second = hand.indexOf(b);
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + first)));
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + second)));
    }

    private static MulticartesMove.Multiply aProduct(McTable t) {
        return t.view().legalMoves().stream().filter(m -> m instanceof MulticartesMove.Multiply)
                .map(m -> (MulticartesMove.Multiply) m).findFirst().orElse(null);
    }

    /** A seed whose solo deal lets the pupil multiply at once. */
    private McTable soloWithAProduct() {
        for (long seed = 1; ; seed++) {
            McTable t = open(McSetup.soloGame().withSeed(seed));
            if (aProduct(t) != null) {
                return t;
            }
        }
    }

    @Test
    void twoCardsPickedAreSaidBigAndPlayed() {
        McTable t = soloWithAProduct();
        MulticartesMove.Multiply m = aProduct(t);
        pickCards(t, m.first(), m.second());
        assertThat(text("mc-said")).isEqualTo(m.first() + " × " + m.second() + " = " + m.product());
        _click(_get(Button.class, spec -> spec.withId("mc-say")));
        assertThat(current(t).moveCount()).isEqualTo(1);
        assertThat(text("mc-story")).contains(m.first() + " × " + m.second() + " = " + m.product());
    }

    @Test
    void aWrongProductIsExplainedAndNothingChanges() {
        McTable t = open(McSetup.againstBots(1, MulticartesBot.BEGINNER, 1).withPace(0).withSeed(5L));
        var wrong = (MulticartesMove.Multiply) org.arithmos.multicartes.MulticartesServiceTestAccess.wrongProduct(t);
        pickCards(t, wrong.first(), wrong.second());
        _click(_get(Button.class, spec -> spec.withId("mc-say")));
        assertThat(text("mc-message")).contains(wrong.product() + " is not on this card").doesNotContain("MC-");
        assertThat(_get(Component.class, spec -> spec.withId("mc-message")).getElement().getAttribute("data-rule"))
                .isEqualTo("MC-TURN-1");
        assertThat(current(t).moveCount()).isZero();
    }

    @Test
    void everyRedrawAsksTheBrowserToKeepTheFocusOnTheTable() {
        open(McSetup.soloGame().withSeed(8L));
        McHandArea hand = _get(McHandArea.class);
        assertThat(hand.getElement().getAttribute("tabindex")).isEqualTo("-1");
        assertThat(hand.getElement().hasAttribute("data-focus-park")).isTrue();
        UI.getCurrent().getInternals().getStateTree().runExecutionsBeforeClientResponse();
        UI.getCurrent().getInternals().dumpPendingJavaScriptInvocations();
        _click(_get(McCard.class, spec -> spec.withId("mc-card-0")));
        // What the response to the browser would carry (executeJs waits for it).
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
        McTable t = open(McSetup.soloGame().withSeed(8L));
        int number = t.view().combination().values().getFirst();
        _click(_get(McCard.class, spec -> spec.withAttribute("data-number", String.valueOf(number))));
        assertThat(text("mc-message")).startsWith(String.valueOf(number));
    }

    @Test
    void aSoloGameEndsWithTheBestPossibleScore() {
        McTable t = open(McSetup.soloGame().withSeed(21L));
        while (!t.over()) {
            MulticartesMove.Multiply m = aProduct(t);
            if (m != null) {
                pickCards(t, m.first(), m.second());
                _click(_get(Button.class, spec -> spec.withId("mc-say")));
            } else {
                _click(_get(Button.class, spec -> spec.withId("mc-pass")));
            }
            t = current(t);
        }
        assertThat(text("mc-solo-score")).contains("the best possible was " + t.solo().best());
        assertThat(_get(Component.class, spec -> spec.withId("mc-optimum")).getChildren().count())
                .isEqualTo(t.solo().best());
        // Nothing left to say at the end: no empty message bar.
        assertThat(_find(Component.class, spec -> spec.withId("mc-message"))).noneMatch(Component::isVisible);
    }

    @Test
    void aSoloGameOfPassesEndsAtTheLimitInPlainWords() {
        McTable t = open(McSetup.soloGame().withSeed(21L));
        while (!t.over()) {
            _click(_get(Button.class, spec -> spec.withId("mc-pass")));
            t = current(t);
        }
        assertThat(text("mc-solo-score"))
                .startsWith("The game stops after 60 combination cards: that is the limit of a solo game.")
                .contains("You still have 10 cards in your hand.")
                .contains("the best possible was " + t.solo().best() + " combination cards");
        assertThat(text("mc-story")).contains("60 combination cards have been turned: the solo game stops here.")
                .doesNotContain("Round");
    }

    @Test
    void aBotPlaysOnePollAtATimeWithItsReason() {
        McTable t = open(McSetup.againstBots(1, MulticartesBot.EXPERT, 1).withPace(0).withSeed(2L));
        _click(_get(Button.class, spec -> spec.withId("mc-pass")));
        McTableView view = _get(McTableView.class);
        view.botTurn();
        assertThat(current(t).moveCount()).isEqualTo(2);
        assertThat(text("mc-story")).contains("Robo");
        assertThat(text("mc-seats")).contains("▶");
    }

    @Test
    void aSwapGivesACardTakesTheDiscardsTopAndUsesItAtOnce() {
        McTable t = null;
        MulticartesMove.SwapAndMultiply swap = null;
        for (long seed = 1; swap == null; seed++) {
            t = service.start(McSetup.soloGame().withSeed(seed), McGuests.pass());
            MulticartesMove.Multiply first = aProduct(t);
            if (first == null) {
                continue;
            }
            t = service.play(t.id(), McGuests.pass(), 0, first).table();
            if (aProduct(t) == null) {
                swap = t.view().legalMoves().stream().filter(m -> m instanceof MulticartesMove.SwapAndMultiply)
                        .map(m -> (MulticartesMove.SwapAndMultiply) m).findFirst().orElse(null);
            }
        }
        UI.getCurrent().navigate("multicartes/" + t.id());
        assertThat(text("mc-swap-help")).isEqualTo("Swap: give one of your cards for the card on top of the discard pile,"
                + " then multiply with it at once.");
        _click(_get(Button.class, spec -> spec.withId("mc-swap")));
        assertThat(text("mc-message")).endsWith("The card you give goes onto the discard pile, and the "
                + t.view().discardTop() + " comes into your hand.");
        List<Integer> hand = new ArrayList<>(t.view().hand());
        int given = hand.indexOf(swap.given());
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + given)));
        hand.set(given, t.view().discardTop());
        int a = hand.indexOf(swap.first());
        hand.set(a, -1);
        int b = hand.indexOf(swap.second());
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + a)));
        _click(_get(McCard.class, spec -> spec.withId("mc-card-" + b)));
        assertThat(text("mc-said")).isEqualTo(swap.first() + " × " + swap.second() + " = " + swap.product());
        _click(_get(Button.class, spec -> spec.withId("mc-say")));
        assertThat(current(t).moveCount()).isEqualTo(2);
        assertThat(text("mc-story")).contains("You give the card " + swap.given() + " and take the " + t.view().discardTop());
    }
}
