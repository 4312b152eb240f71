package org.arithmos.tables;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * A live table in memory, under its own lock: one action at a time, whoever sends it (two pupils, two tabs,
 * a robot's timer). Rebuilt from the database by replay when it is not in memory (after a restart).
 */
final class LiveTable {

    final UUID id;
    final String code;
    /** The class whose pupils sit here, or {@code TableStore.NO_CLASS}: a private table (0018, step 3). */
    final long classId;
    final Long hostId;
    final TableGame<Object, Object, Object> game;
    final String mode;
    final int graceSeconds;
    final boolean partnersSeeHands;
    /**
     * A calculation being built shows its results as it grows (10 − 4 = 6 …): learning mode's, or a private
     * table's person's choice, as against robots (stored with the game).
     */
    boolean showResults;
    /** The robots' pace; a private table's person changes it while playing. */
    volatile int paceMillis;
    final int seatCount;
    final Instant createdAt;

    /** The host's choices before the start; the engine's options (with every seat's level) after. */
    String options;
    TableStatus status;
    /** No longer this node's copy of the table (dropped from memory): its timers do nothing any more. */
    volatile boolean retired;
    /** The class's turn timer (seconds, 0: none), read when the table starts or is rebuilt and when the teacher changes it. */
    volatile int turnSeconds;
    List<TableSeat> seats;
    long seed;
    Object state;
    /** Screens showing the table, per pupil on this node; when a pupil's count falls to 0 they are away. */
    final Map<Long, Integer> screens = new HashMap<>();
    final Map<Long, Instant> awaySince = new HashMap<>();
    /** The game's mistakes and master strokes so far, in order (rebuilt by replay, with the refusals seen here). */
    final List<TableMark> marks = new ArrayList<>();
    /** Seats whose pupil asked for a hint since their last move: that move's progress says so, as against robots. */
    final java.util.Set<Integer> hinted = new java.util.HashSet<>();
    /** A private table's robots wait while its person reads (a penalty's explanation, a round's results). */
    boolean held;
    /** Whether the moves of its human seats count as progress: at a private table, only when a pupil plays. */
    boolean counted = true;
    /**
     * A guest's table: the browser pass it belongs to, else null. Kept in this node's memory only: nothing of it is
     * stored, counted or told to other nodes (0018, step 3).
     */
    String guestPass;
    /** When its person last did something there: a guest's table idle for a day ends (GuestTables). */
    volatile Instant lastUsed;
    /** When the seat to move got its turn: a pupil stuck for long shows on the teacher's overview. */
    Instant turnSince;
    /**
     * This copy saw the turn begin (not only rebuilt since, after a restart or on another node): the time a pupil
     * thinks before their move, {@code turnSince} to the move, is known and counts in their progress.
     */
    boolean turnSeen;
    private final ReentrantLock lock = new ReentrantLock();

    @SuppressWarnings("unchecked")
    LiveTable(UUID id, String code, long classId, Long hostId, TableGame<?, ?, ?> game, String options, String mode,
              int seatCount, int graceSeconds, boolean partnersSeeHands, int paceMillis, Instant createdAt) {
        this.id = id;
        this.code = code;
        this.classId = classId;
        this.hostId = hostId;
        this.game = (TableGame<Object, Object, Object>) game;
        this.options = options;
        this.mode = mode;
        this.seatCount = seatCount;
        this.graceSeconds = graceSeconds;
        this.partnersSeeHands = partnersSeeHands;
        this.paceMillis = paceMillis;
        this.showResults = "LEARNING".equals(mode);
        this.createdAt = createdAt;
        this.lastUsed = createdAt;
        this.status = TableStatus.OPEN;
        this.seats = new ArrayList<>();
    }

    /**
     * A table without a class: opened and started at once by its one person against robots, seen by them only,
     * with no lobby, no grace time and no stand-in (nobody else waits for them).
     */
    boolean isPrivate() {
        return classId == org.arithmos.tables.persistence.TableStore.NO_CLASS;
    }

    /** Stored in the database (every table but a guest's). */
    boolean recorded() {
        return guestPass == null;
    }

    <T> T locked(Supplier<T> action) {
        lock.lock();
        try {
            return action.get();
        } finally {
            lock.unlock();
        }
    }

    int version() {
        return state == null ? 0 : game.moveCount(state);
    }

    /** The seat this pupil sits in, or -1. */
    int seatOf(long accountId) {
        return seats.stream().filter(s -> Long.valueOf(accountId).equals(s.accountId())).mapToInt(TableSeat::seat)
                .findFirst().orElse(-1);
    }

    /** The seat to move, or -1 when nobody is (not started, or over). */
    int toMove() {
        return status == TableStatus.PLAYING ? game.toMove(state).orElse(-1) : -1;
    }

    /** A pupil at the table is to move (not a robot, not a robot standing in). */
    boolean pupilToMove() {
        int seat = toMove();
        return seat >= 0 && !seats.get(seat).robotPlays();
    }

    /** A robot is to move: its own seat, or a pupil's it stands in for. */
    boolean robotToMove() {
        int seat = toMove();
        return seat >= 0 && seats.get(seat).robotPlays();
    }

    void replaceSeat(TableSeat seat) {
        seats.set(seat.seat(), seat);
    }
}
