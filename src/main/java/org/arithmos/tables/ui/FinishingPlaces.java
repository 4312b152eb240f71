package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Span;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TablePlace;

/**
 * A table's finishing places (issue 15), one line a seat, first place first: "1st  Lina  34 tokens", seats level
 * sharing a place. The same component for the projector (its type sized there) and for the pupils of a table the
 * teacher ended, in every card game and Nambarz (docs/decisions/0028).
 */
public final class FinishingPlaces extends Div {

    /** @param name a seat's name as this screen shows it (the projector may hide first names) */
    public FinishingPlaces(String kind, List<TablePlace> places, IntFunction<String> name, Component owner) {
        addClassName("finishing-places");
        places.stream().sorted(Comparator.comparingInt(TablePlace::place).thenComparingInt(TablePlace::seat))
                .forEach(p -> {
                    Span place = new Span(owner.getTranslation("classGame.place", p.place()));
                    place.addClassName("finishing-place-rank");
                    Span who = new Span(name.apply(p.seat()));
                    who.addClassName("finishing-place-name");
                    Span score = new Span(owner.getTranslation("classGame.score." + kind, p.score()));
                    score.addClassName("finishing-place-score");
                    Div row = new Div(place, who, score);
                    row.addClassName("finishing-place");
                    row.getElement().setAttribute("data-place", String.valueOf(p.place()));
                    if (p.place() == 1) {
                        row.addClassName("first");
                    }
                    add(row);
                });
    }

    /**
     * Shows on {@code screen}, just under {@code header}, the standings of a table the teacher ended to its pupil
     * ({@link #whenStopped}), in place of any shown before; nothing for a spectator or a table in play. One call
     * in each live view's refresh, so that a reload or the next news shows them again.
     */
    public static void showUnder(com.vaadin.flow.component.HasOrderedComponents screen, Component header,
                                 SeatedTable t, Component owner) {
        screen.getChildren().filter(c -> c.getId().filter("live-stopped-standings"::equals).isPresent()).toList()
                .forEach(screen::remove);
        if (t != null && t.stopped() && t.you() >= 0 && !t.places().isEmpty()) {
            screen.addComponentAtIndex(screen.indexOf(header) + 1, whenStopped(t, owner));
        }
    }

    /**
     * What a pupil of a table the teacher ended sees (issue 15), as Multicartes' pupils always did: the standings
     * when it ended, under a heading; nothing when the table has no places (not over, or never started).
     */
    public static Div whenStopped(SeatedTable t, Component owner) {
        Div out = new Div();
        out.setId("live-stopped-standings");
        out.addClassName("live-stopped-standings");
        if (!t.stopped() || t.places().isEmpty()) {
            out.setVisible(false);
            return out;
        }
        out.add(new H2(owner.getTranslation("live.stopped.standings")),
                new FinishingPlaces(t.kind(), t.places(), seat -> seat == t.you() ? owner.getTranslation("table.you")
                        : t.seats().get(seat).name(), owner));
        return out;
    }
}
