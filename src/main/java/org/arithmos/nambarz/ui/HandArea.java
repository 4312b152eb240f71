package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.SvgBuilder;
import org.arithmos.cards.ui.CardMarkup;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.shell.Markup;

/**
 * The pupil's hand, big and clickable, always in the same order (numbers, drawings, jokers) so that a
 * card keeps its place. A card is known by its slot in that order. Digits 1-9 pick the first nine.
 * Markup in one element with one listener (decision 0038); each card is a native button ({@code #hand-N}) whose
 * press names its slot and its card, so that a press sent before a redraw never picks the card now in that slot.
 */
final class HandArea extends Div {

    private final BiConsumer<Integer, Card> onPick;
    private List<Card> cards = List.of();

    /** Where the keyboard's focus goes when a redraw or a closed dialog loses it (decision 0033). */
    static final String[] FOCUS_PLACES = {"#play", "#hand .card-view", "#draw"};

    HandArea(BiConsumer<Integer, Card> onPick) {
        this.onPick = onPick;
        addClassName("hand-area");
        setId("hand");
        Markup.onAct(this, this::press);
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
        cards = hand.cards();
        // Big cards for a small hand; smaller as it grows, so that it fits without scrolling.
        setClassName("hand-size-m", cards.size() > 6 && cards.size() <= 14);
        setClassName("hand-size-l", cards.size() > 14);
        var out = new StringBuilder("<span class=\"hand-label\">")
                .append(SvgBuilder.escape(words.t("table.hand", cards.size()))).append("</span><div class=\"hand-cards\">");
        for (int slot = 0; slot < cards.size(); slot++) {
            Card card = cards.get(slot);
            CardView.State state = atFault.contains(slot) ? CardView.State.AT_FAULT
                    : hinted.contains(slot) ? CardView.State.HINTED : CardView.State.NORMAL;
            // Not dimmed while others play (a dimmed hand looks broken); presses then do nothing.
            out.append(CardMarkup.button(card, CardSize.NORMAL, "hand-" + slot, act(slot), selected.contains(slot),
                    state, active, slot == fresh ? "card-new" : "", words::t));
        }
        Markup.show(this, out.append("</div>").toString());
    }

    /** A card pressed in the browser: {@code card:<slot>:<card>}, refused when that slot holds another card now. */
    void press(String act) {
        String[] parts = act.split(":", 3);
        if (parts.length == 3 && parts[0].equals("card") && parts[1].matches("\\d{1,3}")) {
            int slot = Integer.parseInt(parts[1]);
            if (slot < cards.size() && cards.get(slot).notation().equals(parts[2])) {
                pick(slot);
            }
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

    /** Picks the card at a slot, as a press would (the digit keys, and the tests). */
    void pick(int slot) {
        if (slot >= 0 && slot < cards.size()) {
            onPick.accept(slot, cards.get(slot));
        }
    }

    /** What a press of the card at {@code slot} sends (the tests press as the browser does). */
    String act(int slot) {
        return "card:" + slot + ":" + cards.get(slot).notation();
    }
}
