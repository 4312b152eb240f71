package org.arithmos.nambarz.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.UI;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.bench.StateTreeWeight;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.Guests;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * What a Nambarz table against robots (a guest's private table) keeps in one UI for the browser (issue 12 §3): its state nodes and the
 * text of their values. Prints the figures for docs/benchmarks.md ("What a screen costs").
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class TableWeightTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        // The table's and the form's screens are package-private: the discovery above does not find them.
        ROUTES.getRoutes().add(NzTableView.class);
        ROUTES.getRoutes().add(NzStartView.class);
    }

    /** The most state nodes the page of a table may hold (issue 12: each is about 1.5 KB of the server's memory). */
    private static final int NODES = 50;
    /** The most state nodes of the New game page (the idle pupils' page in the load harness): 18 today. */
    private static final int NEW_GAME_NODES = 20;

    @Autowired
    private ApplicationContext context;
    @Autowired
    private GuestTables guests;

    @BeforeEach
    void startVaadin() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
    }

    @Test
    void aTableKeepsFewStateNodesAndNoCardPicture() {
        UUID id = guests.open(Guests.pass(), new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(4).notation(), 4, "LEARNING", false, 60, NzSetup.SLOW_PACE, true), "BEGINNER",
                20261122L);
        UI.getCurrent().navigate("live/" + id);
        MockVaadin.clientRoundtrip(false);
        StateTreeWeight weight = StateTreeWeight.of(UI.getCurrent());
        System.out.println("Nambarz table, 4 players, seed 20261122: " + weight);
        System.out.println("Nambarz table, state nodes by component: " + StateTreeWeight.byComponent(UI.getCurrent()));
        // A card or a seat's face is an address and a few marks, not its SVG markup (1-2.6 KB each, decision 0032),
        // also where a part of the table is markup (decision 0038).
        assertThat(StateTreeWeight.valuesContaining(UI.getCurrent(), "<svg")).as("values holding a picture").isZero();
        assertThat(StateTreeWeight.valuesContaining(UI.getCurrent(), "/cards/")).as("card addresses").isPositive();
        // Decision 0038: the seats, the pile, the hand, the buttons and the story are markup: 134 nodes before, 44 after.
        assertThat(weight.nodes()).as("state nodes of the whole page").isLessThan(NODES);
    }

    @Test
    void theNewGamePageKeepsFewStateNodes() {
        UI.getCurrent().navigate("play");
        MockVaadin.clientRoundtrip(false);
        StateTreeWeight weight = StateTreeWeight.of(UI.getCurrent());
        System.out.println("Nambarz New game: " + weight);
        System.out.println("Nambarz New game, state nodes by component: " + StateTreeWeight.byComponent(UI.getCurrent()));
        // Decision 0038, second amendment: the form in one element, the words and the button as markup (34 before).
        assertThat(weight.nodes()).as("state nodes of the whole page").isLessThanOrEqualTo(NEW_GAME_NODES);
    }
}
