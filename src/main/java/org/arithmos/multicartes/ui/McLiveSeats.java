package org.arithmos.multicartes.ui;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesEvent;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.multicartes.McOutcome;
import org.arithmos.multicartes.McSeatView;
import org.arithmos.multicartes.McSetup;
import org.arithmos.multicartes.McTable;
import org.arithmos.tables.GameId;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableSeat;

/**
 * A Multicartes live table's seat in the shape the game's parts already show ({@link McTable}: seats, board,
 * hand, story, end panel), so the game against robots and the live table share them (0025). The reader's own
 * seat has no name (it is "you"); a classmate's seat has their name; a seat a robot plays for an absent pupil
 * says so.
 */
final class McLiveSeats {

    private McLiveSeats() {
    }

    /** The table from the reader's seat, or null before the game has started. */
    static McTable table(SeatedTable t, McWords words) {
        if (!(t.view() instanceof McSeatView view)) {
            return null;
        }
        List<String> names = new ArrayList<>();
        for (TableSeat s : t.seats()) {
            names.add(s.seat() == t.you() ? null : s.standIn() ? words.t("live.standIn", s.name()) : s.name());
        }
        MulticartesOptions o = view.options();
        McSetup setup = new McSetup(o.players() - 1, MulticartesBot.BEGINNER, o.rounds(), o.targetScore(),
                Math.clamp(t.paceMillis(), 0, 10_000), null);
        return new McTable(new GameId(t.id()), setup, names, view.seen(), t.version(), view.results(), view.solo());
    }

    /** A move told by the table, as the story of the game against robots reads it. */
    @SuppressWarnings("unchecked")
    static McOutcome.Step step(TableNews news) {
        return new McOutcome.Step(news.mover(), (MulticartesMove) news.move(),
                news.robotReason(MulticartesBot.Reason.class), (List<MulticartesEvent>) news.events());
    }
}
