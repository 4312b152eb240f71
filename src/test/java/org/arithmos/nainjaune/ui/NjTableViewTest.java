package org.arithmos.nainjaune.ui;

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
import java.util.List;
import kotlin.jvm.functions.Function0;
import org.arithmos.cardgames.ui.PlayingCardView;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.nainjaune.NainJauneService;
import org.arithmos.nainjaune.NjSetup;
import org.arithmos.nainjaune.NjTable;
import org.arithmos.play.ui.Guests;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/** Browserless: the Nain Jaune table with the real service, engine and translations (as a guest). */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NjTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NjTableView.class);
        ROUTES.getRoutes().add(NjStartView.class);
        ROUTES.getRoutes().add(NjRulesView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private NainJauneService service;

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
    void aGameAgainstTwoBotsIsPlayedByClicksToTheEndWithARefusalExplained() {
        NjTable t = service.start(new NjSetup(2, NainJauneBot.EXPERT, NainJauneOptions.Dealing.CLASSIC, 1, 20,
                        NainJauneOptions.Continuing.NEXT_PLAYER, 0, 5L),
                Guests.pass());
        UI.getCurrent().navigate("nain-jaune/" + t.id());
        NjTableView view = _get(NjTableView.class);
        assertThat(_get(Component.class, spec -> spec.withId("nj-box-NAIN_JAUNE")).getElement().getAttribute("data-tokens"))
                .isEqualTo("3");
        boolean refused = false;
        for (int guard = 0; guard < 500 && _find(Component.class, spec -> spec.withId("nj-standings")).isEmpty(); guard++) {
            t = service.open(t.id(), Guests.pass());
            if (!t.yourTurn()) {
                view.botTurn();
                continue;
            }
            if (t.view().legalMoves().getFirst() instanceof NainJauneMove.Pass) {
                _click(_get(Button.class, spec -> spec.withId("nj-pass")));
                continue;
            }
            List<String> allowed = t.view().legalMoves().stream().map(NainJauneMove::notation).toList();
            if (!refused) {
                var wrong = t.view().hand().stream().filter(c -> !allowed.contains(c.notation())).findFirst();
                if (wrong.isPresent()) {
                    _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + wrong.get().notation())));
                    assertThat(text("nj-message")).containsPattern("\\(NJ-PLAY-[2-5]\\)");
                    assertThat(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + wrong.get().notation()))
                            .hasClassName("pc-fault")).isTrue();
                    refused = true;
                }
            }
            _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + allowed.getFirst())));
        }
        assertThat(refused).isTrue();
        assertThat(text("nj-standings")).contains("You", "tokens");
        assertThat(text("nj-end")).containsPattern("pays [0-9 +]+ = \\d+ tokens");
        assertThat(text("nj-story")).isNotBlank();
    }

    @Test
    void theStartPageOffersWhoContinuesASequenceTheFamilyWayByDefault() {
        UI.getCurrent().navigate("nain-jaune");
        NjStartView start = _get(NjStartView.class);
        assertThat(start.continuing.getValue()).isEqualTo(NainJauneOptions.Continuing.FAMILY);
        assertThat(start.continuing.getLabel()).isEqualTo("Who continues a sequence");
        start.continuing.setValue(NainJauneOptions.Continuing.NEXT_PLAYER);
        _click(start.start);
        NjTableView table = _get(NjTableView.class);
        assertThat(table).isNotNull();
        String id = UI.getCurrent().getInternals().getActiveViewLocation().getPath().replace("nain-jaune/", "");
        NjTable t = service.open(org.arithmos.play.GameId.parse(id).orElseThrow(), Guests.pass());
        assertThat(t.setup().options().continuing()).isEqualTo(NainJauneOptions.Continuing.NEXT_PLAYER);
        assertThat(t.view().continuing()).isEqualTo(NainJauneOptions.Continuing.NEXT_PLAYER);
    }

    @Test
    void theRulesPageShowsEveryRuleIdAndThePaymentExample() {
        UI.getCurrent().navigate("rules/nain-jaune");
        String rules = text("nj-rules");
        NjRulesView.RULE_IDS.forEach(id -> assertThat(rules).contains(id));
        assertThat(rules).contains("Robo pays 1 + 1 + 2 + 5 = 9 tokens.");
        assertThat(rules).contains("whoever put a card goes on while they have the next one");
    }
}
