package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import java.util.List;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McTable;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.tables.TableGame;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.ui.ReplayBoard;

/**
 * A Multicartes table in the tables' replay (0035): the live table's seats, board and hand from the frame's seat,
 * nothing to click, and the move's story in the live table's words.
 */
@org.springframework.stereotype.Component
class McReplayBoard implements ReplayBoard {

    @Override
    public String kind() {
        return McTableGame.KIND;
    }

    @Override
    public Component board(TableNews frame, Component owner) {
        McWords words = new McWords(owner);
        McTable table = McLiveSeats.table(frame.table(), words);
        SeatsStrip seats = new SeatsStrip();
        McBoard board = new McBoard();
        McHandArea hand = new McHandArea();
        seats.show(table, words);
        board.show(table.view(), words, number -> { });
        hand.show(table, new McTableState(), false, words, slot -> { });
        Div out = new Div(seats, board, hand);
        out.addClassNames("mc-table", "mc-live", "mc-replay");
        return out;
    }

    @Override
    public List<String> story(TableNews frame, Component owner) {
        if (!frame.isMove()) {
            return List.of();
        }
        McWords words = new McWords(owner);
        return words.lines(McLiveSeats.step(frame), McLiveSeats.table(frame.table(), words));
    }

    @Override
    public String best(TableGame.Robot<?> best, Component owner) {
        McWords words = new McWords(owner);
        String why = best.reason() instanceof MulticartesBot.Reason r ? " " + words.t("mc.bot.reason." + r.name()) : "";
        return words.move((MulticartesMove) best.move()) + why;
    }
}
