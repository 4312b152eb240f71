package org.arithmos.tables;

import java.time.Clock;
import java.util.List;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What may change while a table is played (docs/decisions/0018): the class's turn timer, a private table's robots'
 * pace, and its robots held while its person reads. The next robot's move follows at once.
 */
@Component
class TableSettings {

    private final Tables tables;
    private final TableStore store;
    private final TableBus bus;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final TablePlay play;
    private final TableViews views;

    TableSettings(Tables tables, TableStore store, TableBus bus, TransactionTemplate tx, Clock clock, TablePlay play,
                  TableViews views) {
        this.tables = tables;
        this.store = store;
        this.bus = bus;
        this.tx = tx;
        this.clock = clock;
        this.play = play;
        this.views = views;
    }

    /**
     * The teacher sets the class's turn timer: stored, told to the other nodes on commit (0031), and this node's
     * tables of the class follow from the next turn on.
     */
    void setTurnTimer(long classId, int seconds) {
        tx.executeWithoutResult(s -> {
            store.setTurnSeconds(classId, seconds);
            bus.turnTimerChanged(classId);
        });
        turnTimerChanged(classId, seconds);
    }

    /** The class's turn timer changed (here or on another node): its tables in memory follow from the next turn on. */
    void turnTimerChanged(long classId, int seconds) {
        for (LiveTable t : tables.ofClass(classId)) {
            t.locked(() -> {
                t.turnSeconds = seconds;
                views.tell(t, -1, null, List.of(), null); // the screens show the new timer at once
                play.scheduleRobot(t);
                return null;
            });
        }
    }

    /** A private table's person changes the robots' pace: stored, and the next robot's move follows it. */
    void setPace(LiveTable t, int millis) {
        t.locked(() -> {
            if (t.recorded()) {
                tx.executeWithoutResult(s -> store.setPace(t.id, millis, clock.instant()));
            }
            t.paceMillis = millis;
            return null;
        });
    }

    /**
     * A private table's robots wait while its person reads (a penalty's explanation, a round's results), and go
     * on at their pace once they are done: nobody is hurried (0018).
     */
    void hold(LiveTable t, boolean reading) {
        t.locked(() -> {
            boolean was = t.held;
            t.held = reading;
            if (was && !reading) {
                play.scheduleRobot(t);
            }
            return null;
        });
    }
}
