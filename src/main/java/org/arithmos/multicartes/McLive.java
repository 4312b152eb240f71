package org.arithmos.multicartes;

import java.time.Instant;
import java.util.concurrent.locks.ReentrantLock;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.play.GameId;

/**
 * A Multicartes game in memory, under its own lock so that two tabs or a double click cannot apply two
 * moves at once. A stored game is rebuilt by replay when it is not here; a guest's exists only here.
 */
final class McLive implements org.arithmos.play.GamesInMemory.Kept {

    final GameId id;
    final McSetup setup;
    /** The logged-in owner, or null for a guest's game. */
    final Long ownerId;
    /** The guest pass that owns a guest's game, or null. */
    final String guestToken;
    final ReentrantLock lock = new ReentrantLock();
    MulticartesState state;
    /** The best solo score, computed once when a solo game ends. */
    McTable.SoloResult solo;
    volatile Instant lastUsed;

    McLive(GameId id, McSetup setup, Long ownerId, String guestToken, MulticartesState state, Instant now) {
        this.id = id;
        this.setup = setup;
        this.ownerId = ownerId;
        this.guestToken = guestToken;
        this.state = state;
        this.lastUsed = now;
    }

    boolean recorded() {
        return ownerId != null;
    }

    @Override
    public org.arithmos.play.GameId gameId() {
        return id;
    }

    @Override
    public Long owner() {
        return ownerId;
    }

    @Override
    public java.time.Instant lastUsed() {
        return lastUsed;
    }

    @Override
    public void usedAt(java.time.Instant now) {
        lastUsed = now;
    }
}
