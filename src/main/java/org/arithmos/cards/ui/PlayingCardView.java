package org.arithmos.cards.ui;

import com.vaadin.flow.component.ClickNotifier;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Focusable;
import com.vaadin.flow.component.HasStyle;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.dom.Element;
import org.arithmos.cards.CardPictures;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.PlayingCardArt;
import org.arithmos.engine.cards.PlayingCard;

/**
 * A playing card of Nain Jaune or Krambambuli, drawn by {@link PlayingCardArt} and shown by address
 * ({@link CardPictures}, decision 0032), named here in the reader's language: a picture ({@code role="img"})
 * or, when it can be played, a native button (mouse, Enter, Space, focus). Marks are CSS classes that carry a
 * sign besides colour: {@code pc-picked} lifted with a tick, {@code pc-playable} a green frame with a dot,
 * {@code pc-fault} a red dashed frame with "!". {@code data-card} holds the card's notation for tests.
 */
@StyleSheet("styles/cardgames.css")
public class PlayingCardView extends Component implements ClickNotifier<PlayingCardView>, Focusable<PlayingCardView>,
        HasStyle {

    private final PlayingCard card;

    private PlayingCardView(Element element, String img, String name, PlayingCard card) {
        super(element);
        this.card = card;
        addClassName("pc-card");
        getElement().setProperty("innerHTML", img);
        getElement().setAttribute("aria-label", name);
        if (element.getTag().equals("button")) {
            element.setAttribute("type", "button");
            addClassName("pc-clickable");
        } else {
            element.setAttribute("role", "img");
        }
        if (card != null) {
            element.setAttribute("data-card", card.notation());
        }
    }

    /** The face of {@code card}; {@code name} is what a screen reader says, in the user's language. */
    public static PlayingCardView front(PlayingCard card, CardSize size, String name, boolean clickable) {
        return new PlayingCardView(new Element(clickable ? "button" : "div"), CardPictures.img(CardPictures.playing(card, size), size),
                name, card);
    }

    /** A card seen from the back (the stock, another player's hand). */
    public static PlayingCardView back(CardSize size, String name) {
        return new PlayingCardView(new Element("div"), CardPictures.img(CardPictures.back(size), size), name,
                null);
    }

    /** The card shown, or null for a card seen from the back. */
    public PlayingCard card() {
        return card;
    }

    public PlayingCardView picked(boolean picked) {
        setClassName("pc-picked", picked);
        if (getElement().getTag().equals("button")) {
            getElement().setAttribute("aria-pressed", Boolean.toString(picked));
        } else {
            getElement().removeAttribute("aria-pressed"); // a picture cannot be pressed (axe: aria-allowed-attr)
        }
        return this;
    }

    public PlayingCardView playable(boolean playable) {
        setClassName("pc-playable", playable);
        return this;
    }

    public PlayingCardView fault(boolean fault) {
        setClassName("pc-fault", fault);
        return this;
    }
}
