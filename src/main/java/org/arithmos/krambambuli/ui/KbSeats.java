package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import org.arithmos.krambambuli.KbTable;

/** Who plays: each player's name, cards left, laid down yet, and total; the player to move is marked ▶. */
class KbSeats extends Div {

    KbSeats() {
        addClassName("kb-seats");
        setId("kb-seats");
    }

    void show(KbTable table, KbWords words) {
        removeAll();
        var view = table.view();
        for (int seat = 0; seat < view.handSizes().size(); seat++) {
            boolean toMove = !view.over() && view.toMove() == seat;
            Div box = new Div();
            box.addClassName("kb-seat");
            box.setClassName("kb-seat-to-move", toMove);
            box.setId("kb-seat-" + seat);
            Span name = new Span((toMove ? "▶ " : "") + words.name(table, seat));
            name.addClassName("kb-seat-name");
            box.add(name, new Span(words.t(view.handSizes().get(seat) == 1 ? "kb.cards.one" : "kb.cards.many",
                    view.handSizes().get(seat))));
            if (view.opened().get(seat)) {
                // "Toi … as posé ✓", "Tu … hai calato ✓": the pupil's own grammar.
                box.add(new Span(words.t(seat == view.seat() ? "kb.seat.opened.you" : "kb.seat.opened")));
            }
            box.add(new Span(words.t("kb.points", view.totals().get(seat))));
            add(box);
        }
        Span round = new Span(words.t("kb.round", view.round(), table.setup().target()));
        round.addClassName("kb-round");
        round.setId("kb-round");
        add(round);
    }
}
