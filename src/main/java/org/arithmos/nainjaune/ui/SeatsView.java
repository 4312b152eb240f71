package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.nainjaune.NjTable;

/** Who plays: each player's name, cards left and tokens; the player to move is marked ▶ (not only by colour). */
class SeatsView extends Div {

    SeatsView() {
        addClassName("nj-seats");
        setId("nj-seats");
    }

    void show(NjTable table, NjWords words) {
        removeAll();
        var view = table.view();
        for (int seat = 0; seat < view.handSizes().size(); seat++) {
            boolean toMove = !view.over() && view.toMove() == seat;
            Div box = new Div();
            box.addClassName("nj-seat");
            box.setClassName("nj-seat-to-move", toMove);
            box.setId("nj-seat-" + seat);
            Span name = new Span((toMove ? "▶ " : "") + words.name(table, seat));
            name.addClassName("nj-seat-name");
            Span tokens = new Span(words.t("nj.tokens", view.tokens().get(seat)));
            tokens.addClassName("nj-seat-tokens");
            tokens.setId("nj-tokens-" + seat);
            box.add(name, new Span(words.cards(view.handSizes().get(seat))), tokens);
            add(box);
        }
        Span round = new Span(view.rounds() == NainJauneOptions.MAX_ROUNDS ? words.t("nj.round.untilNoTokens", view.round())
                : words.t("nj.round", view.round(), view.rounds()));
        round.addClassName("nj-round");
        round.setId("nj-round");
        add(round);
    }
}
