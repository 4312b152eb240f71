package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import org.arithmos.multicartes.TimesTable.Knowledge;
import org.arithmos.multicartes.TimesTable;

/**
 * A pupil's times-table map: a 10 × 10 grid, one cell per a × b, known (green, ✓), shaky (orange, ?) or
 * never met (grey, ·), with a legend. Colours AND signs, so it reads without colour too. For the pupil's
 * page, the teacher's and the parent's: give it {@code McService.timesTable(pupilId)}.
 */
@StyleSheet("styles/multicartes.css")
public class TimesTableMap extends Div implements LocaleChangeObserver {

    private TimesTable map;

    public TimesTableMap(TimesTable map) {
        this.map = map;
        addClassName("mc-map");
        setId("mc-times-table");
    }

    public void setMap(TimesTable map) {
        this.map = map;
        draw();
    }

    static String sign(Knowledge k) {
        return switch (k) {
            case KNOWN -> "✓";
            case SHAKY -> "?";
            case NEVER -> "·";
        };
    }

    private void draw() {
        removeAll();
        Div grid = new Div();
        grid.addClassName("mc-map-grid");
        grid.getElement().setAttribute("role", "group");
        grid.getElement().setAttribute("aria-label", getTranslation("mc.map.title"));
        grid.add(header("×"));
        for (int b = 1; b <= TimesTable.SIZE; b++) {
            grid.add(header(String.valueOf(b)));
        }
        for (int a = 1; a <= TimesTable.SIZE; a++) {
            grid.add(header(String.valueOf(a)));
            for (int b = 1; b <= TimesTable.SIZE; b++) {
                Knowledge k = map.of(a, b);
                Span cell = new Span(sign(k));
                cell.addClassName("mc-map-cell");
                cell.addClassName("mc-map-" + k.name().toLowerCase());
                String name = a + " × " + b + " = " + a * b + ": " + getTranslation("mc.map." + k.name());
                cell.getElement().setAttribute("title", name);
                cell.getElement().setAttribute("role", "img");
                cell.getElement().setAttribute("aria-label", name);
                cell.getElement().setAttribute("data-knowledge", k.name());
                grid.add(cell);
            }
        }
        Div legend = new Div();
        legend.addClassName("mc-map-legend");
        for (Knowledge k : Knowledge.values()) {
            Span key = new Span(sign(k));
            key.addClassName("mc-map-cell");
            key.addClassName("mc-map-" + k.name().toLowerCase());
            legend.add(new Span(key, new Span(getTranslation("mc.map." + k.name()) + " (" + map.count(k) + ")")));
        }
        add(grid, legend);
    }

    private static Span header(String text) {
        Span s = new Span(text);
        s.addClassName("mc-map-head");
        return s;
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        draw();
    }
}
