package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.Target;

/** The middle of the table: the draw pile with its size, the card to cover, the last cards played. */
final class PileArea extends Div {

    private static final int HISTORY = 5;

    PileArea() {
        addClassName("pile-area");
        setId("pile-area");
    }

    void show(NambarzObservation view, NzWords words) {
        removeAll();
        Div draw = new Div();
        draw.addClassName("draw-pile");
        CardView back = CardView.back(CardSize.NORMAL);
        Span count = new Span(words.t("table.drawPile", view.drawPileSize()));
        count.setId("draw-count");
        draw.add(back, count);

        Div target = new Div();
        target.addClassName("target");
        List<Card> top = view.pileTop();
        CardView card = new CardView(top.getFirst(), CardSize.LARGE);
        card.setId("target-card");
        Span label = new Span(switch (view.target()) {
            case Target.NumberTarget n -> words.t("table.target");
            case Target.JokerTarget j -> words.t("table.targetJoker." + j.kind().name());
        });
        label.addClassName("target-label");
        label.setId("target-label");
        target.add(label, card);

        Div history = new Div();
        history.addClassName("pile-history");
        // A name needs a role: on a plain div aria-label is prohibited (axe: aria-prohibited-attr, decision 0021).
        history.getElement().setAttribute("role", "group");
        history.getElement().setAttribute("aria-label", words.t("table.history"));
        for (int i = Math.min(HISTORY, top.size() - 1); i >= 1; i--) {
            history.add(new CardView(top.get(i), CardSize.SMALL));
        }
        add(draw, target, history);
    }
}
