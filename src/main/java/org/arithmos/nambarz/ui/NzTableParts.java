package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.function.IntConsumer;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.TableState;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.ui.PaceChoice;
import org.arithmos.tables.ui.TableFocus;

/**
 * What a Nambarz table's screen shows from its reader's seat: the header (the class table's code, state and timer)
 * or a private table's robots' pace, the seats, the pile, the story, the pupil's calculation and hand, and their
 * partners. A spectator (the teacher, seat -1) sees the seats, the pile and the story only.
 */
final class NzTableParts {

    private final Div header = new Div();
    private final Span timer = new Span();
    private final SeatsBar seats = new SeatsBar();
    private final PileArea pile = new PileArea();
    private final Narration narration = new Narration();
    private final TableMarks marks = new TableMarks();
    private final NzCalculation calculation;
    private final CalculationBar bar;
    private final HandArea hand;
    private final Div partners = new Div();
    private final PaceChoice pace;
    private final Div grid;

    /** @param changePace the robots' pace of a private table, changed by its person */
    NzTableParts(NzScreen screen, IntConsumer changePace) {
        calculation = new NzCalculation(screen, narration, marks);
        bar = calculation.bar();
        hand = calculation.hand();
        pace = new PaceChoice(List.of(NzSetup.SLOW_PACE, NzSetup.NORMAL_PACE, NzSetup.FAST_PACE), changePace);
        grid = new Div(seats, pile, narration, bar, hand);
        header.addClassName("live-header");
        partners.addClassName("live-partners");
        grid.addClassName("table-view");
        narration.add(pace);
        pace.setVisible(false);
    }

    /** The parts in the page's order. */
    Component[] all() {
        return new Component[] {header, grid, partners};
    }

    Narration narration() {
        return narration;
    }

    TableMarks marks() {
        return marks;
    }

    NzCalculation calculation() {
        return calculation;
    }

    HandArea hand() {
        return hand;
    }

    /**
     * Shows {@code table} from the reader's seat on {@code view}.
     *
     * @param back the class game's overview a watching teacher came from, or null
     */
    void show(Div view, SeatedTable seated, TableState table, String back, NzWords words) {
        LiveSeats.header(header, seated, words);
        if (back != null && seated.you() < 0) {
            header.add(org.arithmos.tables.ui.SpectatorBack.link(back, view));
        }
        header.setVisible(!seated.alone());
        pace.setVisible(seated.alone());
        if (seated.alone()) {
            pace.show(seated.paceMillis(), words.t("play.setup.pace"), p -> words.t(p == NzSetup.SLOW_PACE
                    ? "play.setup.pace.slow" : p == NzSetup.FAST_PACE ? "play.setup.pace.fast" : "play.setup.pace.normal"));
        }
        LiveSeats.timer(timer, seated.turnSeconds(), words);
        header.add(timer);
        if (table.view() == null) {
            narration.prompt(words.t("live.notStarted"));
            return;
        }
        seats.show(table, words);
        pile.show(table.view(), words);
        // A spectator (the teacher, seat -1) has no hand and nothing to play: the seats, the pile, the story.
        boolean sits = table.you() >= 0;
        hand.setVisible(sits);
        // Nothing to play at a table the teacher ended: no calculation bar, no turn prompt (issue 15).
        bar.setVisible(sits && !seated.stopped());
        // The hand's middle column would stay empty: a spectator's layout gives it to the pile and the story.
        view.setClassName("spectating", !sits);
        narration.prompt(seated.stopped() ? words.t(sits ? "live.stopped" : "table.end.gameOver")
                : LiveSeats.prompt(table, words));
        if (!sits) {
            return;
        }
        calculation.show(table, words);
        LiveSeats.partners(partners, seated, words);
        TableFocus.settle(view, HandArea.FOCUS_PLACES);
    }
}
