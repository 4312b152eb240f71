package org.arithmos.play;

import java.time.Instant;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * What every game being played keeps in memory, whatever the card game: its id, its owner (a logged-in
 * pupil) or the guest pass of a guest, and its own lock, so that two tabs or a double click cannot apply
 * two moves at once. A stored game is rebuilt from its moves when it is not in memory (after a restart);
 * a guest's game exists only here.
 */
public abstract class GameInMemory {

    public final GameId id;
    /** The logged-in owner, or null for a guest's game. */
    public final Long ownerId;
    /** The guest pass that owns a guest's game, or null. */
    public final String guestToken;
    private final ReentrantLock lock = new ReentrantLock();
    volatile Instant lastUsed;

    protected GameInMemory(GameId id, Long ownerId, String guestToken, Instant now) {
        this.id = id;
        this.ownerId = ownerId;
        this.guestToken = guestToken;
        this.lastUsed = now;
    }

    /** Stored move by move (a logged-in pupil's), as opposed to a guest's. */
    public boolean recorded() {
        return ownerId != null;
    }

    /** Whether this account (or, for a guest's game, this guest pass) owns the game. */
    boolean ownedBy(Long accountId, GuestPass guest) {
        return recorded() ? ownerId.equals(accountId) : guest != null && guest.token().equals(guestToken);
    }

    /** Runs an action on the game alone: one request at a time per game. */
    public <T> T locked(Supplier<T> action) {
        lock.lock();
        try {
            return action.get();
        } finally {
            lock.unlock();
        }
    }
}
