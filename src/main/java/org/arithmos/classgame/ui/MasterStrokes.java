package org.arithmos.classgame.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.TableOverview;

/**
 * The latest master strokes of a class game's tables (NZ-SCORE-2: four cards or more in one calculation), the
 * newest first: who, at which table, and the calculation. The projector shows them big.
 */
class MasterStrokes extends Div {

    private final int count;
    private BiFunction<TableOverview, Integer, String> names = (t, seat) -> t.seats().get(seat).name();

    MasterStrokes(int count) {
        this.count = count;
        setId("class-game-strokes");
        addClassName("class-game-strokes");
    }

    /** How a seat is named (the projector may hide names). */
    void naming(BiFunction<TableOverview, Integer, String> names) {
        this.names = names;
    }

    /** The strokes of these tables; {@code over}: the class game ended, so none will come ("yet" would be wrong). */
    void show(List<TableOverview> tables, boolean over) {
        removeAll();
        record Stroke(TableOverview table, TableMark mark, int order) {
        }
        List<Stroke> all = new ArrayList<>();
        for (TableOverview t : tables) {
            List<TableMark> marks = t.marks();
            for (int i = 0; i < marks.size(); i++) {
                if (marks.get(i).kind() == TableMark.Kind.MASTER_STROKE) {
                    all.add(new Stroke(t, marks.get(i), i));
                }
            }
        }
        if (all.isEmpty()) {
            add(new Paragraph(getTranslation(over ? "classGame.noMasterStrokeOver" : "classGame.noMasterStroke")));
            return;
        }
        // Newest first: the later a stroke comes in its table's story, the nearer the top (tables move together).
        all.sort((a, b) -> Integer.compare(b.order(), a.order()));
        for (Stroke s : all.subList(0, Math.min(count, all.size()))) {
            Span calc = new Span(s.mark().shown());
            calc.addClassName("class-game-stroke-calc");
            Paragraph p = new Paragraph(new Span(getTranslation("classGame.strokeBy",
                    names.apply(s.table(), s.mark().seat()), s.table().code())), calc);
            p.addClassName("class-game-stroke");
            add(p);
        }
    }
}
