package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import java.util.List;
import org.arithmos.cards.CardNames;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.SvgBuilder;
import org.arithmos.cards.ui.CardMarkup;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.shell.Markup;

/**
 * The middle of the table: the draw pile with its size, the card to cover, the last cards played. Markup in one
 * element (decision 0038): it only shows.
 */
final class PileArea extends Div {

    private static final int HISTORY = 5;

    PileArea() {
        addClassName("pile-area");
        setId("pile-area");
    }

    void show(NambarzObservation view, NzWords words) {
        CardNames.Translator names = words::t;
        var out = new StringBuilder("<div class=\"draw-pile\">").append(CardMarkup.back(CardSize.NORMAL, names))
                .append("<span id=\"draw-count\">").append(SvgBuilder.escape(words.t("table.drawPile", view.drawPileSize())))
                .append("</span></div>");
        List<Card> top = view.pileTop();
        String label = switch (view.target()) {
            case Target.NumberTarget n -> words.t("table.target");
            case Target.JokerTarget j -> words.t("table.targetJoker." + j.kind().name());
        };
        out.append("<div class=\"target\"><span class=\"target-label\" id=\"target-label\">")
                .append(SvgBuilder.escape(label)).append("</span>")
                .append(CardMarkup.picture("target-card", top.getFirst(), CardSize.LARGE, CardView.State.NORMAL, names))
                .append("</div>");
        // A name needs a role: on a plain div aria-label is prohibited (axe: aria-prohibited-attr, decision 0021).
        out.append("<div class=\"pile-history\" role=\"group\" aria-label=\"")
                .append(SvgBuilder.escape(words.t("table.history"))).append("\">");
        for (int i = Math.min(HISTORY, top.size() - 1); i >= 1; i--) {
            out.append(CardMarkup.picture(top.get(i), CardSize.SMALL, CardView.State.NORMAL, names));
        }
        Markup.show(this, out.append("</div>").toString());
    }
}
