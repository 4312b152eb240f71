package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Hand;

/**
 * The pupil's hand, big and clickable, always in the same order (numbers, drawings, jokers) so that a
 * card keeps its place. A card is known by its slot in that order. Digits 1-9 pick the first nine.
 */
final class HandArea extends Div {

    private final BiConsumer<Integer, Card> onPick;
    private final List<CardView> views = new ArrayList<>();
    private List<Card> cards = List.of();

    private final Span label = new Span();
    private final Div row = new Div();

    /** Where the keyboard's focus goes when a redraw or a closed dialog loses it (decision 0033). */
    static final String[] FOCUS_PLACES = {"#play", "#hand .card-view", "#draw"};

    HandArea(BiConsumer<Integer, Card> onPick) {
        this.onPick = onPick;
        addClassName("hand-area");
        setId("hand");
        label.addClassName("hand-label");
        row.addClassName("hand-cards");
        add(label, row);
    }

    List<Card> cards() {
        return cards;
    }

    /**
     * @param selected slots in the calculation being built
     * @param hinted   slots of a hint
     * @param atFault  slots of cards a penalty sent back
     * @param fresh    slot of the card just drawn, or -1
     */
    void show(Hand hand, boolean active, Set<Integer> selected, Set<Integer> hinted, Set<Integer> atFault, int fresh,
              NzWords words) {
        List<Card> now = hand.cards();
        if (!now.equals(cards) || views.isEmpty() && !now.isEmpty()) {
            rebuild(now);
        }
        label.setText(words.t("table.hand", cards.size()));
        // Big cards for a small hand; smaller as it grows, so that it fits without scrolling.
        setClassName("hand-size-m", cards.size() > 6 && cards.size() <= 14);
        setClassName("hand-size-l", cards.size() > 14);
        // Same cards: only the marks change, so a click in flight still reaches a live card.
        for (int slot = 0; slot < views.size(); slot++) {
            CardView view = views.get(slot);
            view.setSelected(selected.contains(slot));
            view.setState(atFault.contains(slot) ? CardView.State.AT_FAULT
                    : hinted.contains(slot) ? CardView.State.HINTED : CardView.State.NORMAL);
            view.setClassName("card-new", slot == fresh);
            // Not dimmed while others play (a dimmed hand looks broken); clicks then do nothing.
            view.getElement().setAttribute("aria-disabled", active ? "false" : "true");
        }
    }

    private void rebuild(List<Card> now) {
        cards = now;
        views.clear();
        row.removeAll();
        for (int slot = 0; slot < cards.size(); slot++) {
            int s = slot;
            Card card = cards.get(slot);
            CardView view = CardView.clickable(card, CardSize.NORMAL);
            view.setId("hand-" + slot);
            view.addClickListener(e -> onPick.accept(s, card));
            views.add(view);
            row.add(view);
        }
    }

    /** The slots holding these cards, each slot used once, earliest first (for marks after a move). */
    Set<Integer> slotsOf(List<? extends Card> wanted) {
        return slotsOfIn(cards, wanted);
    }

    /** As {@link #slotsOf}, in a hand about to be shown. */
    Set<Integer> slotsOfIn(List<Card> inHand, List<? extends Card> wanted) {
        Set<Integer> out = new java.util.LinkedHashSet<>();
        for (Card c : wanted) {
            for (int slot = 0; slot < inHand.size(); slot++) {
                if (inHand.get(slot).equals(c) && out.add(slot)) {
                    break;
                }
            }
        }
        return out;
    }

    /** Picks the card at a slot, as a click would (for the digit keys). */
    void pick(int slot) {
        if (slot >= 0 && slot < cards.size() && views.get(slot).isEnabled()) {
            onPick.accept(slot, cards.get(slot));
        }
    }
}
