package org.arithmos.tables;

import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * What the screens see of a table: each seat's own view (a spectator's has no hand), the overview's public facts,
 * the places once it is over, and every screen told after a change (docs/decisions/0018).
 */
@Component
class TableViews {

    private static final Logger log = LoggerFactory.getLogger(TableViews.class);

    private final TableHub hub;
    private final TableBus bus;

    TableViews(TableHub hub, TableBus bus) {
        this.hub = hub;
        this.bus = bus;
    }

    /** Someone sat down or stood up in the lobby: every screen of the table and of the class's list. */
    void seatsChanged(LiveTable t) {
        t.locked(() -> {
            tell(t, -1, null, List.of(), null);
            return null;
        });
        bus.changed(t.id, t.classId);
        hub.classChanged(t.classId);
    }

    /** What the overview shows of the table now: public facts only. */
    TableOverview overview(LiveTable t) {
        return t.locked(() -> {
            List<TableOverview.Seat> seats = new ArrayList<>();
            for (TableSeat s : t.seats) {
                java.util.Map<String, Integer> mistakes = new java.util.TreeMap<>();
                t.marks.stream().filter(m -> m.seat() == s.seat() && m.kind() == TableMark.Kind.MISTAKE)
                        .forEach(m -> mistakes.merge(m.rule(), 1, Integer::sum));
                seats.add(new TableOverview.Seat(s.seat(), s.name(), s.isRobot(), s.standIn(),
                        t.state == null ? -1 : t.game.cardsLeft(t.state, s.seat()), mistakes));
            }
            int toMove = t.toMove();
            return new TableOverview(t.id, t.code, t.game.kind(), t.status, seats, toMove,
                    toMove >= 0 ? t.turnSince : null, t.version(), t.marks, places(t));
        });
    }

    /** Tells every screen of the table, each with its own seat's view only. Called under the table's lock. */
    void tell(LiveTable t, int mover, Object move, List<?> events, Object reason) {
        for (TableHub.Watcher w : hub.watchers(t.id)) {
            List<?> seen = mover < 0 ? List.of() : t.game.seenBy(events, w.seat());
            try {
                w.onNews().accept(new TableNews(seated(t, w.seat()), mover, move, seen, reason));
            } catch (RuntimeException e) {
                log.warn("a screen of table {} could not be told", t.id, e);
            }
        }
        if (mover < 0 || t.status == TableStatus.OVER) {
            hub.classChanged(t.classId);
        }
        hub.classMoved(t.classId);
    }

    /** The table from one seat (-1: a spectator, who sees no hand). Called under the table's lock. */
    SeatedTable seated(LiveTable t, int seat) {
        Object view = t.state == null ? null : t.game.view(t.state, seat, t.partnersSeeHands);
        return new SeatedTable(t.id, t.code, t.game.kind(), t.status, t.seats, t.seatCount, t.hostId, seat,
                t.version(), t.toMove(), t.options, t.mode, t.partnersSeeHands, view, t.turnSeconds, t.isPrivate(),
                t.paceMillis, t.showResults, stopped(t), places(t));
    }

    /** Each seat's finishing place once the table is over (its game ended, or the teacher ended it), else none. */
    private List<TablePlace> places(LiveTable t) {
        return t.status == TableStatus.OVER && t.state != null ? t.game.places(t.state, stopped(t)) : List.of();
    }

    /** Over before its game's end: the teacher ended it (a table that never started has no game to end). */
    private boolean stopped(LiveTable t) {
        return t.status == TableStatus.OVER && t.state != null && t.game.toMove(t.state).isPresent();
    }
}
