package org.arithmos.krambambuli.ui;

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
import kotlin.jvm.functions.Function0;
import org.arithmos.cardgames.ui.PlayingCardView;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.krambambuli.KbSetup;
import org.arithmos.krambambuli.KbTable;
import org.arithmos.krambambuli.KrambambuliService;
import org.arithmos.play.ui.Guests;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: the Krambambuli table with the real service, engine and translations (as a guest). The
 * pupil's steps are an expert robot's, each made through the table's clicks (draw, take the discard into a
 * meld, make melds and lay them down, add, take from a meld, take a joker back, discard): every kind of step
 * the table offers is sent as the rules accept it, over whole games.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class KbTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(KbTableView.class);
        ROUTES.getRoutes().add(KbStartView.class);
        ROUTES.getRoutes().add(KbRulesView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private KrambambuliService service;

    @BeforeEach
    void startVaadin() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
    }

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    @Test
    void wholeGamesWithEveryStepMadeByClicks() {
        List<String> kinds = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            KbTable t = service.start(KbSetup.againstBots(2, KrambambuliBot.EXPERT).withTarget(120).withSeed(seed)
                    .withPace(0), Guests.pass());
            UI.getCurrent().navigate("krambambuli/" + t.id());
            int steps = 0;
            while (!(t = service.open(t.id(), Guests.pass())).over()) {
                assertThat(steps++).as("the game ends").isLessThan(5_000);
                if (!_find(Button.class, spec -> spec.withId("kb-next-round")).isEmpty()) {
                    _click(_get(Button.class, spec -> spec.withId("kb-next-round")));
                } else if (t.yourTurn()) {
                    KrambambuliMove move = KrambambuliBot.EXPERT.decide(t.view()).move();
                    kinds.add(move.getClass().getSimpleName());
                    click(move, t);
                    assertThat(_get(Component.class, spec -> spec.withId("kb-message")).getElement()
                            .getClassList().contains("kb-message-error")).as("%s: %s", move.notation(),
                            text("kb-message")).isFalse();
                    assertThat(service.open(t.id(), Guests.pass()).moveCount()).as(move.notation())
                            .isGreaterThan(t.moveCount());
                } else {
                    _get(KbTableView.class).botTurn();
                }
            }
            assertThat(text("kb-end")).contains("total");
        }
        assertThat(kinds).contains("Draw", "TakeDiscard", "Lay", "Add", "TakeFromMeld", "RetrieveJoker", "Discard");
    }

    @Test
    void aFirstLayingDownUnder51IsRefusedWithTheRunningTotal() {
        for (long seed = 1; seed < 40; seed++) {
            KbTable t = service.start(KbSetup.againstBots(1, KrambambuliBot.BEGINNER).withSeed(seed), Guests.pass());
            UI.getCurrent().navigate("krambambuli/" + t.id());
            _click(_get(Button.class, spec -> spec.withId("kb-draw")));
            t = service.open(t.id(), Guests.pass());
            var small = org.arithmos.engine.krambambuli.MeldFinder.melds(t.view().hand()).stream()
                    .filter(m -> m.cleanSequence() && m.size() == 3).findFirst();
            if (small.isEmpty()) {
                continue;
            }
            select(small.get().cards());
            assertThat(text("kb-running-total")).contains("you need more than 51");
            assertThat(text("kb-clean-sequence")).contains("a sequence without joker");
            _click(_get(Button.class, spec -> spec.withId("kb-lay")));
            assertThat(text("kb-message")).contains("the first laying down needs more than 51", "(KB-OPEN-1)",
                    small.get().points() + " points");
            return;
        }
        throw new AssertionError("no deal with a short clean sequence");
    }

    @Test
    void theRulesPageShowsEveryRuleAndQKA2() {
        UI.getCurrent().navigate("rules/krambambuli");
        String rules = text("kb-rules");
        KbRulesView.RULE_IDS.forEach(id -> assertThat(rules).contains(id));
        assertThat(rules).contains("Q K A 2 is not a sequence", "it is the 4♥");
    }

    /** The pupil's step, made by clicking what a child would click. */
    private static void click(KrambambuliMove move, KbTable t) {
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
                PlayingCard top = t.view().discardTop();
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
                t.view().table().get(a.meld()).meld().cards().forEach(added::remove);
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
