package org.arithmos.tables;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.springframework.stereotype.Component;

/**
 * The screens of this node that show each live table (and each class's list of tables), so that a change is
 * told to every one of them. Each watcher is bound to one seat when it registers, and is only ever given
 * that seat's view (docs/decisions/0018). Telling is quick: a screen hands the news to its own UI thread.
 */
@Component
class TableHub {

    /**
     * A screen of a table, seen from one seat ({@code seat} -1: a spectator). {@code present} says whether the
     * browser is still there (its push connection and heartbeats): a computer switched off or a lost network
     * never says goodbye, so the table asks (see {@link TableSweep#sweep}).
     */
    record Watcher(UUID tableId, Long accountId, int seat, Consumer<TableNews> onNews, BooleanSupplier present) {
    }

    private final Map<UUID, List<Watcher>> tables = new ConcurrentHashMap<>();
    /**
     * The class-wide screens are told on a thread of their own, never in the mover's: a move is told under its
     * table's lock, and a screen that reads other tables (the lobby, the overview, a pupil's invitation) would
     * wait for their locks while holding this one (two tables told at once would deadlock).
     */
    private final java.util.concurrent.ExecutorService classNews =
            java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor();
    private final Map<Long, List<Runnable>> classes = new ConcurrentHashMap<>();
    private final Map<Long, List<Runnable>> plays = new ConcurrentHashMap<>();

    void watch(Watcher w) {
        tables.computeIfAbsent(w.tableId(), id -> new CopyOnWriteArrayList<>()).add(w);
    }

    /** @return whether the screen was watching (a screen may be seen gone twice: by the sweep, then detached) */
    boolean unwatch(Watcher w) {
        List<Watcher> list = tables.get(w.tableId());
        return list != null && list.remove(w);
    }

    /** Every screen of every table on this node. */
    List<Watcher> allWatchers() {
        return tables.values().stream().flatMap(List::stream).toList();
    }

    List<Watcher> watchers(UUID tableId) {
        return tables.getOrDefault(tableId, List.of());
    }

    /** How many screens of this pupil show this table on this node. */
    long screensOf(UUID tableId, long accountId) {
        return watchers(tableId).stream().filter(w -> Long.valueOf(accountId).equals(w.accountId())).count();
    }

    Runnable watchClass(long classId, Runnable onChange) {
        classes.computeIfAbsent(classId, id -> new CopyOnWriteArrayList<>()).add(onChange);
        return () -> classes.getOrDefault(classId, List.of()).remove(onChange);
    }

    void classChanged(long classId) {
        tell(classes.getOrDefault(classId, List.of()));
    }

    /**
     * A screen that follows every move and mistake at the class's tables (the teacher's overview, the
     * projector), not only the tables opening, starting and ending.
     */
    Runnable watchClassPlay(long classId, Runnable onChange) {
        plays.computeIfAbsent(classId, id -> new CopyOnWriteArrayList<>()).add(onChange);
        return () -> plays.getOrDefault(classId, List.of()).remove(onChange);
    }

    void classMoved(long classId) {
        tell(plays.getOrDefault(classId, List.of()));
    }

    private void tell(List<Runnable> screens) {
        if (!screens.isEmpty()) {
            List<Runnable> now = List.copyOf(screens);
            classNews.execute(() -> now.forEach(Runnable::run));
        }
    }

    /** Total live screens, for tests and metrics. */
    int screens() {
        return tables.values().stream().mapToInt(List::size).sum();
    }
}
