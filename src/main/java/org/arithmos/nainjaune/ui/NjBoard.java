package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.engine.nainjaune.Box;

/**
 * The board of five boxes (NJ-DECK-1) with their tokens drawn: each box shows its card, a coin per token (up
 * to {@link #DRAWN}, then "+ n") and the count in big digits, so a child sees and can count what a box holds.
 */
class NjBoard extends Div {

    static final int DRAWN = 15;

    NjBoard() {
        addClassName("nj-board");
        setId("nj-board");
    }

    void show(List<Integer> tokens, NjWords words) {
        removeAll();
        for (Box box : Box.values()) {
            int n = tokens.get(box.ordinal());
            Div b = new Div();
            b.addClassName("nj-box");
            b.setClassName("nj-box-yellow", box == Box.NAIN_JAUNE);
            b.setId("nj-box-" + box.name());
            b.getElement().setAttribute("data-tokens", String.valueOf(n));
            // A name needs a role: aria-label on a plain div is prohibited (decision 0021).
            b.getElement().setAttribute("role", "group");
            b.getElement().setAttribute("aria-label", words.t("nj.box.aria", words.t("nj.box." + box.name()), n));
            Span title = new Span(words.t("nj.box." + box.name()));
            title.addClassName("nj-box-title");
            Div coins = new Div();
            coins.addClassName("nj-coins");
            for (int i = 0; i < Math.min(n, DRAWN); i++) {
                Span coin = new Span();
                coin.addClassName("nj-coin");
                coins.add(coin);
            }
            if (n > DRAWN) {
                coins.add(new Span("+" + (n - DRAWN)));
            }
            Span count = new Span(String.valueOf(n));
            count.addClassName("nj-box-count");
            b.add(title, PlayingCardView.front(box.card(), CardSize.SMALL, words.cardName(box.card()), false), coins,
                    count);
            add(b);
        }
    }
}
