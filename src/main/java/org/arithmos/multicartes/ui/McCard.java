package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.ClickNotifier;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Focusable;
import com.vaadin.flow.component.HasStyle;
import com.vaadin.flow.dom.Element;
import java.util.List;
import org.arithmos.cards.CardPictures;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.MulticartesArt;

/**
 * A Multicartes card drawn by {@link MulticartesArt}, shown by address ({@link CardPictures}, decision 0032) and
 * named here in the reader's language: a picture ({@code role="img"}) or a native button
 * (mouse, Enter, Space, focus). Marks are CSS classes with a sign besides colour ({@code mc-picked}: lifted
 * with a tick; {@code mc-fault}: red dashed frame with "!"; {@code mc-new}: the card just taken by a swap).
 */
class McCard extends Component implements ClickNotifier<McCard>, Focusable<McCard>, HasStyle {

    private final int value;

    private McCard(Element element, String img, String name, int value) {
        super(element);
        this.value = value;
        addClassName("mc-card");
        getElement().setProperty("innerHTML", img);
        getElement().setAttribute("aria-label", name);
        if (element.getTag().equals("button")) {
            element.setAttribute("type", "button");
            addClassName("mc-clickable");
        } else {
            element.setAttribute("role", "img");
        }
    }

    static McCard number(int value, CardSize size, String name, boolean clickable) {
        McCard card = new McCard(new Element(clickable ? "button" : "div"), CardPictures.img(CardPictures.number(value, size), size),
                name, value);
        card.getElement().setAttribute("data-value", String.valueOf(value));
        return card;
    }

    static McCard combination(List<Integer> numbers, CardSize size, String name) {
        return new McCard(new Element("div"), CardPictures.img(CardPictures.combination(numbers, size), size),
                name, -1);
    }

    /** One number of the combination card in play, as a button that asks "can this number be made?". */
    static McCard tile(int number, String name) {
        McCard card = new McCard(new Element("button"), CardPictures.tileImg(number), name, number);
        card.addClassName("mc-tile");
        card.getElement().setAttribute("data-number", String.valueOf(number));
        return card;
    }

    int value() {
        return value;
    }

    McCard picked(boolean picked) {
        setClassName("mc-picked", picked);
        // Only a button is pressed or not; a card shown as a picture (not the pupil's turn) has no such state
        // (axe: aria-allowed-attr, critical, on role="img").
        if (getElement().getTag().equals("button")) {
            getElement().setAttribute("aria-pressed", Boolean.toString(picked));
        } else {
            getElement().removeAttribute("aria-pressed");
        }
        return this;
    }

    McCard fault(boolean fault) {
        setClassName("mc-fault", fault);
        return this;
    }

    McCard fresh(boolean fresh) {
        setClassName("mc-new", fresh);
        return this;
    }
}
