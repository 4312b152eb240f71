package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableGame;
import org.arithmos.tables.TableMoment;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableSeat;

/**
 * A card game's moment in the class game's debrief (0035), drawn with its replay's board: the seat to move's
 * hand and table then, what was played, and the best play with its reason (the expert robot's). The seats are
 * "Player 1", "Player 2"... : the class compares plays, not who made them.
 */
public record BoardMoment(ReplayBoard board) implements MomentWords {

    @Override
    public String kind() {
        return board.kind();
    }

    @Override
    public Component show(TableMoment m, Component owner) {
        Div out = new Div();
        out.addClassNames("debrief-moment", "debrief-moment-board");
        Span head = new Span(owner.getTranslation("classGame.momentAt", m.code()));
        head.addClassName("debrief-moment-head");
        out.add(head);
        if (m.seat() < 0 || m.table() == null) {
            out.add(new Paragraph(owner.getTranslation("classGame.momentOver")));
            return out;
        }
        SeatedTable t = m.table();
        List<TableSeat> seats = t.seats().stream().map(s -> new TableSeat(s.seat(), null,
                owner.getTranslation("tableReplay.player", s.seat() + 1), 0, s.robotLevel(), null, false)).toList();
        SeatedTable named = new SeatedTable(t.id(), t.code(), t.kind(), t.status(), seats, t.seatCount(), null,
                t.you(), t.version(), t.toMove(), t.options(), t.mode(), false, t.view(), 0);
        out.add(board.board(new TableNews(named, -1, null, List.of(), null), owner));
        if (m.played() != null) {
            out.add(new Paragraph(owner.getTranslation("classGame.momentPlayed",
                    board.best(new TableGame.Robot<>(m.played(), null), owner))));
        }
        if (m.best() != null) {
            Paragraph p = new Paragraph(owner.getTranslation("classGame.momentBest",
                    board.best(new TableGame.Robot<>(m.best(), m.why()), owner)));
            p.addClassName("debrief-correct-play");
            out.add(p);
        }
        return out;
    }
}
