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
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.engine.nainjaune.NainJauneRules;
import org.arithmos.engine.nainjaune.NainJauneState;
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

/**
 * Browserless: the Nain Jaune table of a game stored before the games against robots became private tables (0018
 * step 3), with the real service, engine and translations (as a guest). A new game's table: NjPrivateTableViewTest.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NjTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NjTableView.class);
        ROUTES.getRoutes().add(NjStartView.class);
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

    /** A known deal where, the next player only, two or more players pass in a row and a second round follows. */
    private static long dealWithPassesInARow(NainJauneOptions o) {
        for (long seed = 1; seed < 2000; seed++) {
            NainJauneState s = NainJauneGame.newGame(o, seed);
            int inARow = 0;
            int most = 0;
            while (!s.over() && s.round() == 1) {
                NainJauneMove m = s.toMove() == NjTable.PUPIL ? NainJauneRules.legalMoves(s).getFirst()
                        : NainJauneBot.EXPERT.decide(s.observation(s.toMove()), s.seed() + s.moves()).move();
                inARow = m instanceof NainJauneMove.Pass ? inARow + 1 : 0;
                most = Math.max(most, inARow);
                s = NainJauneGame.play(s, m);
            }
            if (most >= 2 && !s.over()) {
                return seed;
            }
        }
        throw new IllegalStateException("no such deal");
    }

    private static List<String> storyLines() {
        return _get(Component.class, spec -> spec.withId("nj-story")).getChildren()
                .map(c -> c.getElement().getText()).toList();
    }

    @Test
    void theSummaryOfARoundStandsAloneUntilThePupilContinuesAndPassesInARowMakeOneLine() {
        NainJauneOptions o = new NainJauneOptions(4, NainJauneOptions.Dealing.SIMPLIFIED, 2, 20,
                NainJauneOptions.Continuing.NEXT_PLAYER);
        long seed = dealWithPassesInARow(o);
        NjTable t = service.start(new NjSetup(3, NainJauneBot.EXPERT, o.dealing(), o.rounds(), o.startTokens(),
                o.continuing(), 0, seed), Guests.pass());
        UI.getCurrent().navigate("nain-jaune/" + t.id());
        NjTableView view = _get(NjTableView.class);
        boolean folded = false;
        boolean between = false;
        for (int guard = 0; guard < 800 && _find(Component.class, spec -> spec.withId("nj-standings")).isEmpty(); guard++) {
            List<String> story = storyLines();
            for (int i = 1; i < story.size(); i++) {
                boolean pass = story.get(i).endsWith("passes.") || story.get(i).equals("You pass.");
                boolean passBefore = story.get(i - 1).endsWith("passes.") || story.get(i - 1).equals("You pass.");
                assertThat(pass && passBefore).as("two pass lines in a row: %s", story).isFalse();
            }
            folded |= story.stream().anyMatch(l -> l.matches("\\d passes in a row: .*"));
            var next = _find(Button.class, spec -> spec.withId("nj-next-round"));
            if (!next.isEmpty()) {
                assertThat(_find(Component.class, spec -> spec.withId("nj-hand"))).noneMatch(Component::isVisible);
                assertThat(text("nj-end")).containsPattern("wins? round 1!");
                assertThat(String.join("\n", story)).doesNotContain("Round 2");
                _click(next.getFirst());
                assertThat(_get(Component.class, spec -> spec.withId("nj-hand")).isVisible()).isTrue();
                assertThat(storyLines().getFirst()).startsWith("Round 2");
                between = true;
                continue;
            }
            t = service.open(t.id(), Guests.pass());
            if (!t.yourTurn()) {
                view.botTurn();
            } else if (t.view().legalMoves().getFirst() instanceof NainJauneMove.Pass) {
                _click(_get(Button.class, spec -> spec.withId("nj-pass")));
            } else {
                String card = t.view().legalMoves().getFirst().notation();
                _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + card)));
            }
        }
        assertThat(between).as("a summary between the rounds").isTrue();
        assertThat(folded).as("passes in a row folded").isTrue();
    }
}
