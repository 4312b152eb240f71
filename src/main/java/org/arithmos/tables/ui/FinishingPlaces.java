package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;
import org.arithmos.tables.TablePlace;

/**
 * A table's finishing places (issue 15), one line a seat, first place first: "1st  Lina  34 tokens", seats level
 * sharing a place (docs/decisions/0028).
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
}
