package org.arithmos.classgame.ui;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Span;
import java.util.Comparator;
import java.util.List;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableStatus;

/**
 * What the projector shows (issue 15), for the teacher's session and for the short-lived link alike: each
 * table's standings (fewest cards first, whose turn; once it is over, its finishing places) and the latest master
 * strokes. No hand, no surname, no mistake by name (the class sees who shines, not who slipped); first names can
 * be hidden ("Player 1, 2…").
 */
class ProjectorBoard extends Div {

    private final H1 title = new H1();
    private final Div tables = new Div();
    private final MasterStrokes strokes = new MasterStrokes(3);
    private final Div strokesBox = new Div();
    private final java.util.function.Predicate<String> calculates;
    private final Checkbox anonymous = new Checkbox();
    private String kind;
    private List<TableOverview> shown = List.of();
    private boolean quiet;

    /** @param hideNames keeps the choice to hide first names on the server (a reload keeps it) */
    /** @param calculates whether a game (by its kind) has master strokes to show (Nambarz's; not a card game's) */
    ProjectorBoard(java.util.function.Consumer<Boolean> hideNames, java.util.function.Predicate<String> calculates) {
        this.calculates = calculates;
        tables.setId("projector-tables");
        tables.addClassName("projector-tables");
        anonymous.setId("projector-anonymous");
        anonymous.setLabel(getTranslation("classGame.anonymous"));
        anonymous.addValueChangeListener(e -> {
            if (!quiet) {
                hideNames.accept(e.getValue());
                show(kind, shown, e.getValue());
            }
        });
        strokes.naming(this::name);
        H2 strokesTitle = new H2(getTranslation("classGame.masterStrokes"));
        strokesBox.add(strokesTitle, strokes);
        strokesBox.addClassName("projector-strokes");
        add(title, tables, strokesBox, anonymous);
    }

    /** The class game of this kind as its tables are now, first names hidden as the class game keeps it. */
    void show(String kind, List<TableOverview> all, boolean namesHidden) {
        quiet = true;
        try {
            anonymous.setValue(namesHidden);
        } finally {
            quiet = false;
        }
        this.kind = kind;
        this.shown = List.copyOf(all);
        strokesBox.setVisible(calculates.test(kind));
        title.setText(getTranslation("classGame.projectorTitle", getTranslation("teacher.game." + kind)));
        tables.removeAll();
        int number = 1;
        for (TableOverview t : all) {
            tables.add(table(t, number++));
        }
        fitToScreen(all);
        strokes.show(all, all.stream().allMatch(t -> t.status() == TableStatus.OVER));
    }

    /** Share of the screen's height the tables may fill; the title and the master strokes share the rest. */
    private static final double TABLES_HEIGHT_VH = 60;

    /**
     * Sizes the tables' type to fill the projected screen whatever their number: columns by count (one row up to
     * three tables, then two or three rows), and the largest type at which every table fits both the screen's width
     * (a first name and "10 cards" on a line) and its height (every seat of the longest table).
     */
    private void fitToScreen(List<TableOverview> all) {
        int count = Math.max(1, all.size());
        int columns = count <= 3 ? count : count <= 8 ? (count + 1) / 2 : 4;
        columns = Math.min(columns, 4);
        int rows = (count + columns - 1) / columns;
        int seats = all.stream().mapToInt(t -> t.seats().size()).max().orElse(4);
        double tableEm = 2.8 + 1.4 * seats; // head, padding, border, and a line per seat
        double byHeight = TABLES_HEIGHT_VH / (rows * tableEm + (rows - 1) * 0.6);
        double byWidth = (94.0 - (columns - 1) * 1.5) / columns / 12.5;
        tables.getStyle().set("grid-template-columns", "repeat(" + columns + ", minmax(0, 1fr))")
                .set("font-size", String.format(java.util.Locale.ROOT, "clamp(1.25rem, min(%.2fvw, %.2fvh), 6rem)",
                        byWidth, byHeight));
    }

    private Div table(TableOverview t, int number) {
        Div box = new Div();
        box.addClassName("projector-table");
        box.setId("projector-" + t.code());
        Span code = new Span(t.code());
        code.addClassName("projector-code");
        Div head = new Div(new Span(getTranslation("classGame.tableNumber", number)), code);
        head.addClassName("projector-table-head");
        box.add(head);
        if (t.status() == TableStatus.OVER) {
            box.add(new Span(getTranslation("live.status.OVER")));
        }
        if (t.status() == TableStatus.OVER && !t.places().isEmpty()) {
            // Over: its finishing places, by the game's own ranking, instead of whose turn (issue 15).
            box.add(new org.arithmos.tables.ui.FinishingPlaces(t.kind(), t.places(), seat -> name(t, seat), this));
            return box;
        }
        t.seats().stream().sorted(Comparator.comparingInt(TableOverview.Seat::cardsLeft)).forEach(s -> {
            Div row = new Div();
            row.addClassName("projector-seat");
            boolean toMove = t.toMove() == s.seat();
            if (toMove) {
                row.addClassName("to-move");
            }
            Span who = new Span((toMove ? "▶ " : "") + name(t, s.seat()));
            who.addClassName("projector-name");
            row.add(who);
            if (s.cardsLeft() >= 0) {
                Span cards = new Span(getTranslation("classGame.cardsLeft", s.cardsLeft()));
                cards.addClassName("projector-cards");
                row.add(cards);
            }
            box.add(row);
        });
        return box;
    }

    private String name(TableOverview t, int seat) {
        TableOverview.Seat s = t.seats().get(seat);
        return anonymous.getValue() && !s.robot() ? getTranslation("classGame.player", seat + 1) : s.name();
    }
}
