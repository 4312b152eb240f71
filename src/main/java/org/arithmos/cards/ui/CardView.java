package org.arithmos.cards.ui;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.ClickNotifier;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Focusable;
import com.vaadin.flow.component.HasStyle;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.shared.Registration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.arithmos.cards.CardPictures;
import org.arithmos.cards.CardSize;
import org.arithmos.engine.nambarz.Card;

/**
 * One Nambarz card: its picture by address ({@link CardPictures}, an {@code <img>} the browser keeps; decision
 * 0032), its name in the reader's language on the card itself ({@code aria-label}).
 *
 * <ul>
 *   <li>{@code new CardView(card, size)}: a picture ({@code role="img"}), e.g. the rules page, the pile;</li>
 *   <li>{@link #clickable(Card, CardSize)}: a native {@code <button>}, so the mouse, Enter, Space and screen
 *       readers all work; {@link #addClickListener} hears every way of pressing it; {@code aria-pressed}
 *       says whether it is selected;</li>
 *   <li>{@link #back(CardSize)}: a card whose face is not known here (an opponent's), always face down.</li>
 * </ul>
 * Marks for the game: {@link #setSelected} (lifted, framed, a tick), {@link #setState} (hinted: gold glow and
 * a star; at fault: red dashed frame and "!"; disabled: dimmed, not pressable) and {@link #setFaceDown}.
 * None relies on colour alone. They are CSS classes ({@code card-selected}, {@code card-hinted},
 * {@code card-at-fault}, {@code card-disabled}, {@code card-face-down}) styled in {@code arithmos.css}, and
 * the words of the accessible name. A face-down card sends only its back to the browser: the back's address,
 * and no {@code data-card}.
 */
public class CardView extends Component implements ClickNotifier<CardView>, Focusable<CardView>, HasStyle,
        LocaleChangeObserver {

    /** How the game marks a card, besides being selected. */
    public enum State {
        NORMAL, HINTED, AT_FAULT, DISABLED
    }

    private final Card card;
    private final boolean clickable;
    private CardSize size;
    private boolean selected;
    private boolean faceDown;
    private State state = State.NORMAL;

    /** A picture of {@code card} at the normal (hand) size. */
    public CardView(Card card) {
        this(card, CardSize.NORMAL);
    }

    /** A picture of {@code card}. */
    public CardView(Card card, CardSize size) {
        this(new Element("div"), Objects.requireNonNull(card, "card"), size, false);
    }

    private CardView(Element element, Card card, CardSize size, boolean clickable) {
        super(element);
        this.card = card;
        this.clickable = clickable;
        this.size = Objects.requireNonNull(size, "size");
        this.faceDown = card == null;
        addClassName("card-view");
        if (clickable) {
            element.setAttribute("type", "button");
            addClassName("card-clickable");
        } else {
            element.setAttribute("role", "img");
        }
        updateMarks();
        picture();
    }

    /** A card the pupil can press, to pick it for a play or a calculation. */
    public static CardView clickable(Card card, CardSize size) {
        return new CardView(new Element("button"), Objects.requireNonNull(card, "card"), size, true);
    }

    /** A card seen only from the back, like the cards in an opponent's hand or the draw pile. */
    public static CardView back(CardSize size) {
        return new CardView(new Element("div"), null, size, false);
    }

    /** The card, or empty for a {@link #back} card. */
    public Optional<Card> getCard() {
        return Optional.ofNullable(card);
    }

    public CardSize getSize() {
        return size;
    }

    public CardView setSize(CardSize size) {
        this.size = Objects.requireNonNull(size, "size");
        updateMarks();
        picture();
        return this;
    }

    public boolean isSelected() {
        return selected;
    }

    /** Selected: picked for the play being built. Lifted, with a thick frame and a tick. */
    public CardView setSelected(boolean selected) {
        this.selected = selected;
        updateMarks();
        return this;
    }

    public State getState() {
        return state;
    }

    public CardView setState(State state) {
        this.state = Objects.requireNonNull(state, "state");
        getElement().setEnabled(state != State.DISABLED);
        updateMarks();
        return this;
    }

    @Override
    public void setEnabled(boolean enabled) {
        if (!enabled) {
            setState(State.DISABLED);
        } else if (state == State.DISABLED) {
            setState(State.NORMAL);
        }
    }

    @Override
    public boolean isEnabled() {
        return state != State.DISABLED;
    }

    public boolean isFaceDown() {
        return faceDown;
    }

    /** Turns the card over. A {@link #back} card stays face down. */
    public CardView setFaceDown(boolean faceDown) {
        this.faceDown = faceDown || card == null;
        updateMarks();
        picture();
        return this;
    }

    public boolean isClickable() {
        return clickable;
    }

    /**
     * Listens to presses: click, tap, Enter or Space (a native button). Only for {@link #clickable} cards:
     * a picture cannot be reached with the keyboard, so it refuses listeners rather than half work.
     */
    @Override
    public Registration addClickListener(ComponentEventListener<ClickEvent<CardView>> listener) {
        if (!clickable) {
            throw new IllegalStateException("this card is a picture; make it with CardView.clickable to press it");
        }
        return ClickNotifier.super.addClickListener(listener);
    }

    /** Also called when the card is attached: it is named then, in the page's language. */
    @Override
    public void localeChange(LocaleChangeEvent event) {
        getElement().setAttribute("aria-label", label());
    }

    private void updateMarks() {
        List<String> marks = CardMarkup.classes(card, size, selected, state, faceDown, clickable);
        for (String each : CardMarkup.MARKS) {
            setClassName(each, marks.contains(each));
        }
        if (faceDown) {
            getElement().removeAttribute("data-card");
        } else {
            getElement().setAttribute("data-card", card.notation());
        }
        if (clickable) {
            getElement().setAttribute("aria-pressed", Boolean.toString(selected));
        }
        if (getUI().isPresent()) {
            getElement().setAttribute("aria-label", label());
        }
    }

    /** The picture, unnamed: the card (a picture or a button) carries the name and the marks. */
    private void picture() {
        String src = faceDown ? CardPictures.back(size) : CardPictures.nambarz(card, size);
        getElement().setProperty("innerHTML", CardPictures.img(src, size));
    }

    /** The name, and the marks a screen reader cannot see otherwise. */
    private String label() {
        return CardMarkup.label(faceDown ? null : card, selected, state, clickable, this::getTranslation);
    }
}
