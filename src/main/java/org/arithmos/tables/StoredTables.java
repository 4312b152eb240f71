package org.arithmos.tables;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;

/**
 * A stored table read back into memory: dealt again and every stored move replayed, with no timer started (a copy
 * to read, to rebuild a table from, or to adopt the state of; docs/decisions/0018 and 0031).
 */
@Component
class StoredTables {

    private final Tables tables;
    private final TableStore store;

    StoredTables(Tables tables, TableStore store) {
        this.tables = tables;
        this.store = store;
    }

    /** The table as stored, every move replayed; no timer started (a copy to read, or to adopt the state of). */
    LiveTable replayed(TableStore.TableRow row) {
        LiveTable t = new LiveTable(row.id(), row.code(), row.classId(), row.hostId(), tables.game(row.kind()), row.options(),
                row.mode(), row.seats(), row.graceSeconds(), row.partnersSeeHands(), row.paceMillis(), row.createdAt());
        t.status = TableStatus.valueOf(row.status());
        var stored = store.game(row.id());
        if (stored.isPresent()) {
            var g = stored.get();
            t.state = t.game.deal(g.options(), g.seed());
            applyStored(t, g.moves(), g, (mover, move, events) -> { });
            t.options = g.options();
            t.seed = g.seed();
            t.showResults = g.showResults();
            t.seats = new ArrayList<>(g.seats().stream().map(s -> new TableSeat(s.seat(), s.accountId(), s.name(),
                    s.face(), s.robotLevel(), null, false)).toList());
            if (t.status == TableStatus.OPEN) {
                t.status = TableStatus.PLAYING;
            }
        } else {
            for (TableStore.LobbySeat s : store.lobby(row.id())) {
                t.seats.add(new TableSeat(s.seat(), s.accountId(), nameOf(s.accountId()), faceOf(s.accountId()), null,
                        s.level(), false));
            }
        }
        return t;
    }

    /** What a stored move did, once applied to a table's copy: who moved, the move, the game's events. */
    interface StoredMoveApplied {
        void applied(int mover, Object move, List<?> events);
    }

    /**
     * Applies stored moves of game {@code g} to the table's state, one by one. A move of a pupil's seat leaves its
     * marks (a stand-in's moves cannot be told apart once stored, 0028); robots' count for nobody.
     */
    void applyStored(LiveTable t, List<String> moves, TableStore.StoredGame g, StoredMoveApplied each) {
        var pupilSeats = g.seats().stream().filter(x -> x.accountId() != null).map(TableStore.GameSeat::seat)
                .collect(java.util.stream.Collectors.toSet());
        for (String m : moves) {
            int mover = t.game.toMove(t.state).orElse(-1);
            Object move = t.game.parseMove(m);
            TableGame.Step<Object> step = t.game.apply(t.state, move);
            if (pupilSeats.contains(mover)) {
                t.marks.addAll(t.game.marks(t.state, step.events()));
            }
            t.state = step.state();
            each.applied(mover, move, step.events());
        }
    }

    private String nameOf(long accountId) {
        return store.nameOf(accountId);
    }

    private int faceOf(long accountId) {
        return store.faceOf(accountId);
    }
}
