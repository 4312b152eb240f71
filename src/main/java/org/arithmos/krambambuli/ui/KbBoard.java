package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.IntConsumer;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliObservation;
import org.arithmos.engine.krambambuli.KrambambuliState.TableMeld;
import org.arithmos.krambambuli.KbTable;
import org.arithmos.tables.ui.Buttons;

/**
 * The middle of the table: the stock (face down, with its count), the top discard, and the melds on the
 * table, numbered, each with who laid it and a button to add the selected cards; a card of a meld can be
 * clicked (to take it into a new meld, or to take back a joker).
 */
class KbBoard extends Div {

    /** What the table lets the pupil do with the board now. */
    record Actions(boolean discardClickable, Runnable onDiscard, boolean meldsClickable, IntConsumer onAdd,
                   BiConsumer<Integer, PlayingCard> onMeldCard) {
    }

    KbBoard() {
        addClassName("kb-board");
    }

    void show(KbTable table, KbTableState ui, KbWords words, Actions actions) {
        removeAll();
        KrambambuliObservation view = table.view();
        Div piles = new Div();
        piles.addClassName("kb-piles");
        Div stock = new Div(new Span(words.t("kb.stock")));
        stock.addClassName("kb-zone");
        stock.setId("kb-stock");
        stock.add(PlayingCardView.back(CardSize.SMALL, words.t("kb.stock")));
        stock.add(new Span(words.t("kb.stock.count", view.stockSize())));
        Div discard = new Div(new Span(words.t("kb.discard")));
        discard.addClassName("kb-zone");
        discard.setId("kb-discard");
        if (view.discardTop() != null) {
            PlayingCardView top = PlayingCardView.front(view.discardTop(), CardSize.SMALL,
                    words.cardName(view.discardTop()), actions.discardClickable());
            top.picked(ui.discardSelected);
            top.setId("kb-discard-top");
            if (actions.discardClickable()) {
                top.addClickListener(e -> actions.onDiscard().run());
            }
            discard.add(top);
        } else {
            discard.add(new Span(words.t("kb.discard.empty")));
        }
        piles.add(stock, discard);
        Div melds = new Div();
        melds.addClassName("kb-melds");
        melds.setId("kb-melds");
        List<TableMeld> table0 = view.table();
        if (table0.isEmpty()) {
            melds.add(new Span(words.t("kb.melds.none")));
        }
        for (int i = 0; i < table0.size(); i++) {
            melds.add(meld(table, i, table0.get(i), ui, words, actions));
        }
        add(piles, melds);
    }

    private Div meld(KbTable table, int index, TableMeld tm, KbTableState ui, KbWords words, Actions actions) {
        Div box = new Div();
        box.addClassName("kb-meld");
        box.setId("kb-meld-" + index);
        Span label = new Span((index + 1) + " · " + words.name(table, tm.owner()));
        label.addClassName("kb-meld-label");
        Div cards = new Div();
        cards.addClassName("kb-meld-cards");
        for (PlayingCard c : tm.meld().cards()) {
            PlayingCardView v = PlayingCardView.front(c, CardSize.SMALL, words.cardName(c), actions.meldsClickable());
            v.picked(ui.borrowed != null && ui.borrowed.meld() == index && ui.borrowed.card().equals(c));
            if (actions.meldsClickable()) {
                v.addClickListener(e -> actions.onMeldCard().accept(index, c));
            }
            cards.add(v);
        }
        Button add = new Button(words.t("kb.action.add"), e -> actions.onAdd().accept(index));
        add.setId("kb-add-" + index);
        add.addThemeVariants(ButtonVariant.LUMO_SMALL);
        Buttons.setEnabled(add, actions.meldsClickable());
        box.add(label, cards, add);
        return box;
    }
}
