package org.arithmos.cards.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.UI;
import java.util.Locale;
import kotlin.jvm.functions.Function0;
import org.arithmos.cards.CardPictures;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView.State;
import org.arithmos.engine.nambarz.Card;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/** Browserless: the card component's markup, names, marks and presses, with the real translations. */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class CardViewTest {

    @Autowired
    private ApplicationContext context;

    @BeforeEach
    void startVaadin() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(new Routes(), context, uiFactory));
        UI.getCurrent().setLocale(Locale.ENGLISH);
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
    }

    private static CardView shown(CardView card) {
        UI.getCurrent().add(card);
        return card;
    }

    /** What the card shows: an {@code <img>} of its picture's address (decision 0032). */
    private static String picture(CardView card) {
        return card.getElement().getProperty("innerHTML");
    }

    @Test
    void aPictureIsAnImageNamedInThePagesLanguage() {
        var card = shown(new CardView(Card.parse("7-fish")));
        var element = card.getElement();
        assertThat(element.getTag()).isEqualTo("div");
        assertThat(element.getAttribute("role")).isEqualTo("img");
        assertThat(element.getAttribute("aria-label")).isEqualTo("Drawing card 7, fish");
        assertThat(element.getAttribute("data-card")).isEqualTo("7-fish");
        assertThat(card.getClassNames()).contains("card-view", "card-normal", "card-drawing")
                .doesNotContain("card-selected", "card-clickable");
        assertThat(picture(card)).isEqualTo(CardPictures.img(CardPictures.nambarz(Card.parse("7-fish"), CardSize.NORMAL),
                CardSize.NORMAL)).contains("alt=\"\"", "width=\"104\"", "/nz-7-fish-normal.svg");

        UI.getCurrent().setLocale(Locale.FRENCH);
        assertThat(element.getAttribute("aria-label")).isEqualTo("Carte dessin 7, poisson");
        assertThat(picture(card)).as("the same picture in every language").contains("/nz-7-fish-normal.svg");
    }

    @Test
    void aClickableCardIsANativeButtonThatCanBeSelected() {
        var card = shown(CardView.clickable(Card.parse("3"), CardSize.NORMAL));
        var element = card.getElement();
        assertThat(element.getTag()).isEqualTo("button");
        assertThat(element.getAttribute("type")).isEqualTo("button");
        assertThat(element.hasAttribute("role")).isFalse();
        assertThat(element.getAttribute("aria-pressed")).isEqualTo("false");
        assertThat(element.getAttribute("aria-label")).isEqualTo("Symbol card 3");

        int[] presses = {0};
        card.addClickListener(click -> {
            presses[0]++;
            card.setSelected(!card.isSelected());
        });
        _click(card);
        assertThat(presses[0]).isOne();
        assertThat(card.isSelected()).isTrue();
        assertThat(card.getClassNames()).contains("card-selected", "card-clickable");
        assertThat(element.getAttribute("aria-pressed")).isEqualTo("true");

        _click(card);
        assertThat(card.getClassNames()).doesNotContain("card-selected");
        assertThat(element.getAttribute("aria-pressed")).isEqualTo("false");
    }

    @Test
    void statesAreClassesAndWords() {
        var card = shown(new CardView(Card.parse("8-bee"), CardSize.LARGE));
        assertThat(card.getClassNames()).contains("card-large");
        assertThat(picture(card)).contains("width=\"168\"", "-large.svg");

        card.setState(State.HINTED);
        assertThat(card.getClassNames()).contains("card-hinted").doesNotContain("card-at-fault");
        assertThat(card.getElement().getAttribute("aria-label"))
                .isEqualTo("Drawing card 8, bee, hint: this card can be played");

        card.setState(State.AT_FAULT).setSelected(true);
        assertThat(card.getClassNames()).contains("card-at-fault", "card-selected").doesNotContain("card-hinted");
        assertThat(card.getElement().getAttribute("aria-label"))
                .isEqualTo("Drawing card 8, bee, selected, this card broke a rule");

        card.setState(State.NORMAL).setSelected(false);
        assertThat(card.getClassNames()).doesNotContain("card-at-fault", "card-hinted", "card-selected");
        assertThat(card.getElement().getAttribute("aria-label")).isEqualTo("Drawing card 8, bee");

        card.setSize(CardSize.SMALL);
        assertThat(card.getClassNames()).contains("card-small").doesNotContain("card-large");
        assertThat(picture(card)).contains("width=\"68\"", "/nz-8-bee-small.svg");
    }

    @Test
    void aDisabledCardCannotBePressed() {
        var card = shown(CardView.clickable(Card.parse("J-any"), CardSize.NORMAL));
        int[] presses = {0};
        card.addClickListener(click -> presses[0]++);

        card.setState(State.DISABLED);
        assertThat(card.isEnabled()).isFalse();
        assertThat(card.getElement().isEnabled()).isFalse();
        assertThat(card.getClassNames()).contains("card-disabled");
        assertThatThrownBy(() -> _click(card)).isInstanceOf(IllegalStateException.class);
        assertThat(presses[0]).isZero();

        card.setEnabled(true);
        assertThat(card.getState()).isEqualTo(State.NORMAL);
        _click(card);
        assertThat(presses[0]).isOne();
    }

    @Test
    void aFaceDownCardSendsOnlyItsBack() {
        var card = shown(new CardView(Card.parse("10-bear")));
        card.setFaceDown(true);
        assertThat(card.getClassNames()).contains("card-face-down").doesNotContain("card-drawing");
        assertThat(card.getElement().hasAttribute("data-card")).isFalse();
        assertThat(card.getElement().getAttribute("aria-label")).isEqualTo("Card face down");
        assertThat(picture(card)).isEqualTo(CardPictures.img(CardPictures.back(CardSize.NORMAL), CardSize.NORMAL))
                .doesNotContain("bear");

        card.setFaceDown(false);
        assertThat(card.getElement().getAttribute("aria-label")).isEqualTo("Drawing card 10, bear");
    }

    @Test
    void aBackCardStaysFaceDown() {
        var card = shown(CardView.back(CardSize.SMALL));
        assertThat(card.getCard()).isEmpty();
        card.setFaceDown(false);
        assertThat(card.isFaceDown()).isTrue();
        assertThat(card.getElement().getAttribute("aria-label")).isEqualTo("Card face down");
    }

    @Test
    void aPictureRefusesClickListeners() {
        var card = new CardView(Card.parse("5"));
        assertThatThrownBy(() -> card.addClickListener(click -> { }))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("CardView.clickable");
    }

    @Test
    void marksSetBeforeTheCardIsShownAreNamedWhenItIs() {
        var card = new CardView(Card.parse("J-number")).setState(State.HINTED);
        shown(card);
        assertThat(card.getElement().getAttribute("aria-label"))
                .isEqualTo("Joker: change number, hint: this card can be played");
    }
}
