package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.html.Div;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.arithmos.cards.CardSize;
import org.arithmos.multicartes.McTable;
import org.arithmos.tables.ui.TableFocus;

/**
 * The pupil's own hand, for the game against robots and the live table alike: big cards, clickable on the
 * pupil's turn, the picked ones lifted, the card just taken by a swap marked, a refused play's cards framed.
 */
class McHandArea extends Div {

    /**
     * Where the keyboard's focus goes when a redraw loses it (decision 0033): the round's way on, the product
     * picked to say, a card to pick, Pass, else the hand itself while others play.
     */
    static final String[] FOCUS_PLACES = {"#mc-next-round", "#mc-again", "#mc-end a", "#mc-say",
        "#mc-hand .mc-clickable", "#mc-pass", "#mc-hand"};

    McHandArea() {
        addClassName("mc-hand");
        setId("mc-hand");
        TableFocus.park(this);
    }

    void show(McTable table, McTableState ui, boolean mine, McWords words, IntConsumer pick) {
        removeAll();
        List<Integer> shown = ui.shownHand(table);
        List<Integer> fault = new ArrayList<>(ui.atFault);
        for (int slot = 0; slot < shown.size(); slot++) {
            int value = shown.get(slot);
            // A hand of 16 (two players, MC-DEAL-1) stays on one or two rows of a school laptop's screen.
            McCard card = McCard.number(value, shown.size() > 11 ? CardSize.SMALL : CardSize.NORMAL,
                    words.cardName(value), mine);
            card.setId("mc-card-" + slot);
            card.picked(ui.picked.contains(slot)).fresh(ui.swapping && ui.given != null && slot == ui.given);
            card.fault(fault.remove(Integer.valueOf(value)));
            if (mine) {
                int s = slot;
                card.addClickListener(e -> pick.accept(s));
            }
            add(card);
        }
    }
}
