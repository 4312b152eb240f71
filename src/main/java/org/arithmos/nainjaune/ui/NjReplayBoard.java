package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneEvent;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.nainjaune.NjOutcome;
import org.arithmos.nainjaune.NjTable;
import org.arithmos.nainjaune.NjTableGame;
import org.arithmos.tables.GameId;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableGame;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableSeat;
import org.arithmos.tables.ui.ReplayBoard;

/**
 * A Nain Jaune table in the tables' replay (0035): the live table's parts (seats with their tokens, board,
 * sequences, hand) from the frame's seat, with nothing that plays, and the move's story in the live table's words.
 */
@org.springframework.stereotype.Component
class NjReplayBoard implements ReplayBoard {

    @Override
    public String kind() {
        return NjTableGame.KIND;
    }

    @Override
    public Component board(TableNews frame, Component owner) {
        NjWords words = new NjWords(owner);
        Div out = new Div();
        out.addClassNames("nj-table", "nj-replay");
        NjTableParts parts = new NjTableParts(words, card -> { }, () -> { }, () -> new Span());
        parts.addTo(out);
        NjTable table = table(frame.table(), words);
        parts.begin(table);
        parts.show(table);
        return out;
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> story(TableNews frame, Component owner) {
        if (!frame.isMove()) {
            return List.of();
        }
        NjWords words = new NjWords(owner);
        return words.lines(new NjOutcome.Step(frame.mover(), (NainJauneMove) frame.move(), null,
                (List<NainJauneEvent>) frame.events()), table(frame.table(), words));
    }

    @Override
    public String best(TableGame.Robot<?> best, Component owner) {
        NjWords words = new NjWords(owner);
        String why = best.reason() instanceof NainJauneBot.Reason r ? " " + words.t("nj.bot.reason." + r.name()) : "";
        return (best.move() instanceof NainJauneMove.Put p ? NjWords.card(p.card()) : words.t("nj.action.pass")) + why;
    }

    /** The table from the frame's seat, every seat named, as the live table builds it. */
    private static NjTable table(SeatedTable t, NjWords words) {
        List<String> names = new ArrayList<>();
        for (TableSeat s : t.seats()) {
            names.add(s.name());
        }
        return NjTable.atLiveTable(new GameId(t.id()), t.options(), names, (NainJauneObservation) t.view(),
                t.version(), t.you());
    }
}
