package org.arithmos.tables;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What the class's teacher does at a table being played (a class game, issue 15): ends it, or seats a latecomer at
 * a robot's seat. Every move stays stored and counted; every screen is told.
 */
@Component
class TeacherActions {

    private final TableStore store;
    private final TableHub hub;
    private final TableBus bus;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final TablePlay play;
    private final TableViews views;

    TeacherActions(TableStore store, TableHub hub, TableBus bus, TransactionTemplate tx, Clock clock, TablePlay play,
                   TableViews views) {
        this.store = store;
        this.hub = hub;
        this.bus = bus;
        this.tx = tx;
        this.clock = clock;
        this.play = play;
        this.views = views;
    }

    /**
     * The teacher ends the table (a class game's end, issue 15): nobody moves any more, every move stays stored
     * and counted, and every screen is told.
     */
    void end(LiveTable t) {
        t.locked(() -> {
            if (t.status == TableStatus.OVER) {
                return null;
            }
            Instant at = clock.instant();
            tx.executeWithoutResult(s -> {
                store.end(t.id, at);
                bus.changed(t.id, t.classId);
            });
            t.status = TableStatus.OVER;
            views.tell(t, -1, null, List.of(), null);
            return null;
        });
        hub.classChanged(t.classId);
    }

    /**
     * A pupil takes over a robot's seat of a table being played (a class game's latecomer): the first robot's
     * seat their level fits, or -1 when none does. They are away until their screen arrives (grace time, then a
     * robot plays for them, as for any pupil).
     */
    int takeRobotSeat(LiveTable t, long accountId, String name, int face, String level) {
        return t.locked(() -> {
            if (t.status != TableStatus.PLAYING || t.seatOf(accountId) >= 0) {
                return t.seatOf(accountId);
            }
            for (TableSeat s : t.seats) {
                if (s.isRobot() && t.game.fitsLevel(t.state, s.seat(), level)) {
                    Instant now = clock.instant();
                    boolean taken = Boolean.TRUE.equals(tx.execute(x -> {
                        if (!store.takeSeat(t.id, s.seat(), accountId, name, face, now)) {
                            return false;
                        }
                        bus.changed(t.id, t.classId);
                        return true;
                    }));
                    if (!taken) {
                        continue; // another node gave this seat first: the next one
                    }
                    t.replaceSeat(new TableSeat(s.seat(), accountId, name, face, null, level, false));
                    if (hub.screensOf(t.id, accountId) == 0) {
                        play.away(t, accountId, now);
                    }
                    views.tell(t, -1, null, List.of(), null);
                    play.scheduleRobot(t);
                    return s.seat();
                }
            }
            return -1;
        });
    }
}
