package org.arithmos.rules.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.H1;
import java.util.stream.IntStream;
import kotlin.jvm.functions.Function0;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.shell.BarButtons;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/** Browserless: the rules page with the real layout, translations and security, in each language. */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class RulesViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        // Karibu's discovery skips package-private views such as this one.
        ROUTES.getRoutes().add(RulesView.class);
    }

    @Autowired
    private ApplicationContext context;

    @BeforeEach
    void startVaadin() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
        UI.getCurrent().navigate("rules");
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            en | Nambarz rules       | Fewest cards: a calculation is too long
            fr | Règles de Nambarz   | Le moins de cartes possible
            it | Regole di Nambarz   | Meno carte possibile
            """)
    void showsEachRuleWithItsIdAndTextInTheChosenLanguage(String language, String title, String ruleStart) {
        _get(BarButtons.class).act("lang:" + language);

        assertThat(_get(H1.class, spec -> spec.withId("rules-title")).getText()).isEqualTo(title);
        Component rule = _get(Component.class, spec -> spec.withId("rule-NZ-CALC-7"));
        String text = rule.getElement().getTextRecursively();
        assertThat(text).startsWith("NZ-CALC-7").contains(ruleStart).doesNotContain("!" + language + ":");
        assertThat(UI.getCurrent().getInternals().getTitle()).startsWith(title);
    }

    @Test
    void showsAllFortyRulesAndTheWorkedExamples() {
        assertThat(_find(Component.class, spec -> spec.withClasses("rule"))).hasSize(40);
        assertThat(_find(Component.class, spec -> spec.withClasses("example")))
                .extracting(example -> example.getId().orElseThrow())
                .containsExactly("example-fig2", "example-fig3", "example-fig4", "example-fig5", "example-fig6",
                        "example-fig7", "example-parentheses", "example-fig8", "example-fig9");
    }

    @Test
    void namesTheCardsOfAnExampleInTheChosenLanguage() {
        _get(BarButtons.class).act("lang:it");
        Component fig5 = _get(Component.class, spec -> spec.withId("example-fig5"));
        assertThat(fig5.getElement().getTextRecursively()).contains("10 + 1 + 1 − 9 = 3");
        assertThat(_find(fig5, CardView.class)).extracting(card -> card.getElement().getAttribute("aria-label"))
                .containsExactly("Carta simbolo 3", "Carta figura 7, pesce", "Carta figura 4, gallina",
                        "Carta simbolo 3", "Carta figura 10, orso", "Carta figura 1, libellula",
                        "Carta figura 1, tartaruga", "Carta figura 9, anatra");
    }

    @Test
    void showsTheWholeDeckOnceAndTheBack() {
        Component deck = _get(Component.class, spec -> spec.withId("deck"));
        var cards = _find(deck, CardView.class);
        assertThat(cards).hasSize(Card.FACES + 1);
        assertThat(cards.stream().flatMap(card -> card.getCard().stream()).map(Card::face))
                .containsExactlyInAnyOrderElementsOf(IntStream.range(0, Card.FACES).boxed().toList());
        assertThat(cards).filteredOn(CardView::isFaceDown).hasSize(1);
        assertThat(cards).allSatisfy(card -> assertThat(card.getElement().getProperty("innerHTML")).startsWith("<img src=\"/cards/"));
    }

    @Test
    void theMarksCanBeTriedByPressingACard() {
        var first = (CardView) _get(Component.class, spec -> spec.withId("card-mark-normal"))
                .getChildren().findFirst().orElseThrow();
        assertThat(first.isClickable()).isTrue();
        assertThat(first.isSelected()).isFalse();
        _click(first);
        assertThat(first.isSelected()).isTrue();
        assertThat(_get(Component.class, spec -> spec.withId("card-mark-atFault")).getElement().getTextRecursively())
                .contains("broke a rule");
    }
}
