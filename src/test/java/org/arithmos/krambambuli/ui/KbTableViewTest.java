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
 * Browserless: the old Krambambuli table (games stored before they became private tables, 0018 step 3) with the
 * real service, engine and translations (as a guest). A new game's cases are KbPrivateTableViewTest's.
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
}
