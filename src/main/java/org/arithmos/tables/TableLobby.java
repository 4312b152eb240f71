package org.arithmos.tables;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A class's lobby (docs/decisions/0018): its open and playing tables, a table found by its short code, pupils
 * sitting down at an open table and standing up from it, and its host starting it.
 */
@Component
class TableLobby {

    private final TableStore store;
    private final TableHub hub;
    private final TableAccess access;
    private final TableStart tableStart;
    private final TableViews views;
    private final CurrentUser user;
    private final TransactionTemplate tx;
    private final Clock clock;

    TableLobby(TableStore store, TableHub hub, TableAccess access, TableStart tableStart, TableViews views,
               CurrentUser user, TransactionTemplate tx, Clock clock) {
        this.store = store;
        this.hub = hub;
        this.access = access;
        this.tableStart = tableStart;
        this.views = views;
        this.user = user;
        this.tx = tx;
        this.clock = clock;
    }

    /** The open and playing tables of the caller's class (a pupil's), or of a class they teach. */
    List<TableSummary> classTables(Long classId) {
        long cls = access.classOfCaller(classId);
        Long me = user.require().id();
        return tx.execute(s -> store.ofClass(cls)).stream().map(row -> access.load(row.id())).map(t -> t.locked(() ->
                new TableSummary(t.id, t.code, t.game.kind(), t.status, seatsOf(t), t.seatCount, t.hostId, t.options,
                        t.mode, t.seatOf(me) >= 0, me.equals(t.hostId)))).toList();
    }

    /** A pupil of the class sits at a free seat of an open table. */
    UUID join(UUID tableId) {
        Account me = access.pupil();
        LiveTable t = access.visible(tableId);
        access.requireMayPlay(t.game);
        String level = access.levelOf(t.game);
        t.locked(() -> {
            if (t.seatOf(me.id()) >= 0) {
                return null;
            }
            if (t.status != TableStatus.OPEN && (t.hostId == null || t.seatOf(t.hostId) < 0)) {
                // Seated by the teacher (a class game): only the teacher gives a latecomer a seat there.
                throw new TableException(Problem.STARTED_BY_TEACHER, "the teacher's table has started");
            }
            if (t.status != TableStatus.OPEN) {
                throw new TableException(Problem.NOT_OPEN, "the table has started");
            }
            if (t.seats.size() >= t.seatCount) {
                throw new TableException(Problem.FULL, "no free seat");
            }
            int seat = t.seats.size();
            tx.executeWithoutResult(s -> store.sit(t.id, seat, me.id(), level, clock.instant()));
            t.seats.add(NewTables.pupilSeat(seat, me, level));
            return null;
        });
        views.seatsChanged(t);
        return t.id;
    }

    /** The table with this short code, if the caller may see it (their class's, open or playing). */
    Optional<UUID> findByCode(String code) {
        String clean = code == null ? "" : code.strip().toUpperCase(java.util.Locale.ROOT);
        return tx.execute(s -> store.findByCode(clean)).filter(row -> access.mayWatchClass(row.classId()))
                .map(TableStore.TableRow::id);
    }

    /** A pupil stands up from an open table; when the one who opened it leaves, the table closes. */
    void leave(UUID tableId) {
        Account me = access.pupil();
        LiveTable t = access.visible(tableId);
        t.locked(() -> {
            if (t.status != TableStatus.OPEN || t.seatOf(me.id()) < 0) {
                return null;
            }
            boolean host = me.id() == t.hostId;
            tx.executeWithoutResult(s -> {
                store.stand(t.id, me.id(), clock.instant());
                if (host) {
                    store.setStatus(t.id, TableStatus.OVER.name(), clock.instant());
                }
            });
            if (host) {
                t.status = TableStatus.OVER;
            } else {
                List<TableSeat> left = new ArrayList<>();
                for (TableSeat s : t.seats) {
                    if (!Long.valueOf(me.id()).equals(s.accountId())) {
                        left.add(new TableSeat(left.size(), s.accountId(), s.name(), s.face(), null, s.level(), false));
                    }
                }
                t.seats = left;
                tx.executeWithoutResult(s -> {
                    store.lobby(t.id).forEach(l -> store.stand(t.id, l.accountId(), clock.instant()));
                    left.forEach(l -> store.sit(t.id, l.seat(), l.accountId(), l.level(), clock.instant()));
                });
            }
            return null;
        });
        views.seatsChanged(t);
    }

    /**
     * The one who opened the table starts it: robots sit in the free seats when {@code robots} (at
     * {@code robotLevel}), else the table plays with the pupils seated.
     */
    void start(UUID tableId, boolean robots, String robotLevel) {
        Account me = access.pupil();
        LiveTable t = access.visible(tableId);
        t.locked(() -> {
            if (t.status != TableStatus.OPEN) {
                throw new TableException(Problem.NOT_OPEN, "the table has started");
            }
            if (!Long.valueOf(me.id()).equals(t.hostId)) {
                throw new TableException(Problem.NOT_HOST, "only the one who opened the table starts it");
            }
            int seats = robots ? t.seatCount : t.seats.size();
            if (seats < t.game.minSeats()) {
                throw new TableException(Problem.TOO_FEW, "too few players");
            }
            tableStart.start(t, seats, robotLevel, store.teacherOf(t.classId));
            return null;
        });
        hub.classChanged(t.classId);
    }

    private List<TableSeat> seatsOf(LiveTable t) {
        return List.copyOf(t.seats);
    }
}
