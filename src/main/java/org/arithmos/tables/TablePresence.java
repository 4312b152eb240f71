package org.arithmos.tables;

import java.time.Clock;
import java.util.List;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Who is at a table (docs/decisions/0018, 0031): a screen arrives and a pupil who was away takes their seat back
 * from the robot at once; their last screen goes and the seat waits the grace time; and what the other nodes say (a
 * table changed there, a pupil sits at it there, a class's turn timer changed).
 */
@Component
class TablePresence {

    private final Tables tables;
    private final TableStore store;
    private final TableHub hub;
    private final TableBus bus;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final TablePlay play;
    private final TableViews views;
    private final TableSettings settings;

    TablePresence(Tables tables, TableStore store, TableHub hub, TableBus bus, TransactionTemplate tx, Clock clock,
                  TablePlay play, TableViews views, TableSettings settings) {
        this.tables = tables;
        this.store = store;
        this.hub = hub;
        this.bus = bus;
        this.tx = tx;
        this.clock = clock;
        this.play = play;
        this.views = views;
        this.settings = settings;
        bus.onSignal(this::heard);
    }

    /** Whether a screen on this node shows the table. */
    boolean watched(java.util.UUID tableId) {
        return !hub.watchers(tableId).isEmpty();
    }

    /** What another node said (0031): a table changed there, or a pupil sits at it there. */
    private void heard(TableBus.Signal signal) {
        switch (signal) {
            case TableBus.TurnTimer timer -> settings.turnTimerChanged(timer.classId(),
                    tx.execute(s -> store.turnSeconds(timer.classId())));
            case TableBus.Changed c -> {
                LiveTable t = tables.get(c.tableId());
                if (t != null) {
                    play.catchUp(t);
                }
                hub.classChanged(c.classId());
                hub.classMoved(c.classId());
            }
            case TableBus.Here h -> {
                LiveTable t = tables.get(h.tableId());
                if (t != null) {
                    t.locked(() -> {
                        t.awaySince.remove(h.accountId());
                        int seat = t.seatOf(h.accountId());
                        if (seat >= 0 && t.seats.get(seat).standIn()) {
                            t.replaceSeat(t.seats.get(seat).withStandIn(false));
                            views.tell(t, -1, null, List.of(), null);
                            play.scheduleRobot(t);
                        }
                        return null;
                    });
                }
            }
        }
    }

    /**
     * A screen of {@code accountId} at {@code seat} (-1: a spectator) shows the table from now on: the table as it
     * sees it, how to stop (the screen is gone), and whether it is still told.
     */
    TableService.Watching watch(LiveTable t, long accountId, int seat, java.util.function.Consumer<TableNews> onNews,
                                java.util.function.BooleanSupplier present) {
        TableHub.Watcher w = new TableHub.Watcher(t.id, accountId, seat, onNews, present);
        SeatedTable now = arrive(t, w);
        return new TableService.Watching(now, () -> leave(t, w), () -> hub.watchers(t.id).contains(w));
    }

    /** A screen arrives: it is told from now on; a pupil who was away takes their seat back at once. */
    SeatedTable arrive(LiveTable t, TableHub.Watcher w) {
        return t.locked(() -> {
            hub.watch(w);
            if (w.seat() >= 0 && !t.isPrivate()) { // a private table lives on one node: nobody to tell
                bus.here(t.id, w.accountId());
                t.awaySince.remove(w.accountId());
                TableSeat seat = t.seats.get(w.seat());
                if (seat.standIn()) {
                    t.replaceSeat(seat.withStandIn(false));
                    views.tell(t, -1, null, List.of(), null);
                    play.scheduleRobot(t); // their turn now runs on the class's timer, if it has one
                }
            }
            return views.seated(t, w.seat());
        });
    }

    /** A screen goes: when it was the pupil's last one, their seat waits the grace time, then a robot plays it. */
    void leave(LiveTable t, TableHub.Watcher w) {
        t.locked(() -> {
            if (!hub.unwatch(w)) {
                return null;
            }
            if (w.seat() >= 0 && hub.screensOf(t.id, w.accountId()) == 0 && t.status == TableStatus.PLAYING) {
                play.away(t, w.accountId(), clock.instant());
                if (t.isPrivate()) {
                    t.turnSeen = false; // their game waits for them: the time away is not time spent thinking
                }
            }
            return null;
        });
    }
}
