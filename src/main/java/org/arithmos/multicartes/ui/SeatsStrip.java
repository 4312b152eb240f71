package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import org.arithmos.multicartes.McTable;

/** Who plays: each player's name, cards left and points so far; the player to move is marked ▶ (not only by colour). */
class SeatsStrip extends Div {

    SeatsStrip() {
        addClassName("mc-seats");
        setId("mc-seats");
    }

    void show(McTable table, McWords words) {
        removeAll();
        var view = table.view();
        for (int seat = 0; seat < view.handSizes().size(); seat++) {
            boolean toMove = !view.over() && view.toMove() == seat;
            Div box = new Div();
            box.addClassName("mc-seat");
            box.setClassName("mc-seat-to-move", toMove);
            box.setId("mc-seat-" + seat);
            Span name = new Span((toMove ? "▶ " : "") + words.name(table, seat));
            name.addClassName("mc-seat-name");
            Span cards = new Span(words.cards(view.handSizes().get(seat)));
            box.add(name, cards);
            if (!table.setup().isSolo()) {
                box.add(new Span(words.t("mc.points", view.totals().get(seat))));
            }
            add(box);
        }
        Span round = new Span(table.setup().isSolo() ? words.t("mc.solo.turned", view.turnedInRound())
                : words.t("mc.round", view.round(), table.setup().rounds()));
        round.addClassName("mc-round");
        round.setId("mc-round");
        add(round);
    }
}
