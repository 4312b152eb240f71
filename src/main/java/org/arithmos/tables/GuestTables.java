package org.arithmos.tables;

import java.time.Clock;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.TableService.NewTable;
import org.arithmos.tables.TableService.Watching;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;

/**
 * A guest's games against robots (0018, step 3): private tables kept in this node's memory under the guest's
 * browser pass ({@link GuestPass}), as a guest's games always were. Nothing of them is stored, counted or told
 * to other nodes; a table unused for a day ends ({@link TableSweep#GUEST_IDLE}).
 *
 * <p>Who may use it: anyone; a table answers only the pass it was opened with (anyone else: "not found", so
 * nothing tells that it exists). A guest has no class, so no class's table.
 */
@Service
public class GuestTables {

    /** The guest's seat at their own table: no account has this id. */
    static final long GUEST = 0L;

    /** A guest plays one game at a time; a few more (other tabs) are kept, the least recently used go first. */
    static final int PER_PASS = 3;

    private final Tables tables;
    private final TablePlay play;
    private final TableStart start;
    private final TableViews views;
    private final TablePresence presence;
    private final TableSettings settings;
    private final Clock clock;
    /** Guests' tables one node holds at most (each holds a game and its robots in memory): a script's flood stops here. */
    private final int nodeLimit;

    GuestTables(Tables tables, TablePlay play, TableStart start, TableViews views, TablePresence presence,
            TableSettings settings, Clock clock,
            @org.springframework.beans.factory.annotation.Value("${arithmos.guests.max-tables:2000}") int nodeLimit) {
        this.tables = tables;
        this.play = play;
        this.start = start;
        this.views = views;
        this.presence = presence;
        this.settings = settings;
        this.clock = clock;
        this.nodeLimit = nodeLimit;
    }

    /**
     * Opens and starts a table for the guest against robots at {@code robotLevel}, with the deal {@code seed} when
     * given: the options and mode they chose, as a guest's game always had.
     */
    @PreAuthorize("permitAll()")
    public UUID open(GuestPass pass, NewTable wanted, String robotLevel, Long seed) {
        LiveTable t = NewTables.privateTable(tables.game(wanted.kind()), wanted, wanted.options(), wanted.mode(),
                GUEST, "", clock.instant());
        t.guestPass = pass.token();
        t.counted = false;
        t.showResults = wanted.showResults();
        t.seats.add(new TableSeat(0, GUEST, "", 0, null, null, false));
        keep(t);
        try {
            t.locked(() -> {
                start.start(t, wanted.seats(), robotLevel, GUEST, seed);
                return null;
            });
        } catch (RuntimeException e) {
            tables.forget(t.id);
            throw e;
        }
        return t.id;
    }

    /** The guest's screen shows their table and is told every change (see {@link TableService#watch}). */
    @PreAuthorize("permitAll()")
    public Watching watch(GuestPass pass, UUID tableId, Consumer<TableNews> onNews, BooleanSupplier present) {
        return presence.watch(theirs(pass, tableId), GUEST, 0, onNews, present);
    }

    /** The table as the guest sees it now. */
    @PreAuthorize("permitAll()")
    public SeatedTable look(GuestPass pass, UUID tableId) {
        LiveTable t = theirs(pass, tableId);
        return t.locked(() -> views.seated(t, 0));
    }

    /** The guest's move; refused as at any table when it is not their turn or the table moved on. */
    @PreAuthorize("permitAll()")
    public TableNews move(GuestPass pass, UUID tableId, int version, Object move) {
        return play.move(theirs(pass, tableId), GUEST, version, move);
    }

    /** Learning mode's Check (see {@link TableService#check}). */
    @PreAuthorize("permitAll()")
    public Optional<Object> check(GuestPass pass, UUID tableId, int version, Object move) {
        return play.ask(theirs(pass, tableId), GUEST, version, java.util.Objects.requireNonNull(move));
    }

    /** Learning mode's hint (see {@link TableService#hint}). */
    @PreAuthorize("permitAll()")
    public Optional<Object> hint(GuestPass pass, UUID tableId, int version) {
        return play.ask(theirs(pass, tableId), GUEST, version, null);
    }

    /** The robots' pace (milliseconds between two robots' moves, 0 to 10 s). */
    @PreAuthorize("permitAll()")
    public void setPace(GuestPass pass, UUID tableId, int millis) {
        settings.setPace(theirs(pass, tableId), Math.clamp(millis, 0, 10_000));
    }

    /** The robots wait while the guest reads (see {@link TableService#hold}). */
    @PreAuthorize("permitAll()")
    public void hold(GuestPass pass, UUID tableId, boolean reading) {
        settings.hold(theirs(pass, tableId), reading);
    }

    /**
     * Keeps a guest's new table, in one step with making room for it (so that tabs opening at once cannot all pass):
     * their least recently used ones beyond {@link #PER_PASS} end; on a node full of guests' tables, the least
     * recently used one that no screen shows ends, and if every one is shown, the guest is asked to come back later
     * (BUSY), nothing of theirs or anyone's ended, rather than a playing guest losing their game.
     */
    private synchronized void keep(LiveTable t) {
        java.util.List<LiveTable> guests = tables.all().stream().filter(g -> !g.recorded())
                .sorted(java.util.Comparator.comparing((LiveTable g) -> g.lastUsed)).toList();
        java.util.List<LiveTable> theirs = guests.stream().filter(g -> t.guestPass.equals(g.guestPass)).toList();
        java.util.List<LiveTable> beyond = theirs.subList(0, Math.max(0, theirs.size() - PER_PASS + 1));
        java.util.Optional<LiveTable> unwatched = java.util.Optional.empty();
        if (guests.size() - beyond.size() >= nodeLimit) {
            unwatched = guests.stream().filter(g -> !beyond.contains(g) && !presence.watched(g.id)).findFirst();
            if (unwatched.isEmpty()) {
                throw new TableException(Problem.BUSY, "this node holds " + nodeLimit + " guests' tables");
            }
        }
        beyond.forEach(g -> tables.forget(g.id));
        unwatched.ifPresent(g -> tables.forget(g.id));
        tables.put(t);
    }

    private LiveTable theirs(GuestPass pass, UUID tableId) {
        LiveTable t = tables.get(tableId);
        if (t == null || pass == null || !pass.token().equals(t.guestPass)) {
            throw new TableException(Problem.NOT_FOUND, "no such table");
        }
        t.lastUsed = clock.instant();
        return t;
    }
}
