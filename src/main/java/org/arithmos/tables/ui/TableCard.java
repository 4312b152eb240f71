package org.arithmos.tables.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import org.arithmos.tables.TableSeat;
import org.arithmos.tables.TableSummary;

/**
 * A table in a list, as the pupils' lobby and the teacher's class page show it: its code, game and state, and
 * who sits (and, where pupils may still sit down, its free seats). Each list adds its own actions.
 */
class TableCard extends Div {

    TableCard(TableSummary s, String id, boolean showFreeSeats) {
        addClassName("table-card");
        setId(id);
        Span code = new Span(s.code());
        code.addClassName("table-card-code");
        Span game = new Span(getTranslation("teacher.game." + s.kind()));
        game.addClassName("table-card-game");
        Div top = new Div(code, game, new Span(getTranslation("live.status." + s.status().name())));
        top.addClassName("table-card-top");
        Div who = new Div();
        who.addClassName("table-card-seats");
        for (TableSeat seat : s.seats()) {
            Span name = new Span(seat.name());
            name.addClassName("table-card-seat");
            who.add(name);
        }
        for (int i = 0; showFreeSeats && i < s.freeSeats(); i++) {
            Span free = new Span(getTranslation("live.freeSeat"));
            free.addClassNames("table-card-seat", "free");
            who.add(free);
        }
        add(top, who);
    }
}
