package org.arithmos.play;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import org.arithmos.engine.nambarz.NambarzState;

/**
 * A game being played, in memory: set-up, seats and the current state, under its own lock so that two
 * tabs or a double click cannot apply two moves at once. Stored games are rebuilt from their moves when
 * they are not in memory (after a restart); a guest's game exists only here.
 */
final class LiveGame implements org.arithmos.play.GamesInMemory.Kept {

    final GameId id;
    /** Only the bots' pace changes during a game (the pupil may slow them down or speed them up). */
    volatile TableSetup setup;
    final List<Seat> seats;
    /** The logged-in owner, or null for a guest's game. */
    final Long ownerId;
    /** The guest pass that owns a guest's game, or null. */
    final String guestToken;
    final ReentrantLock lock = new ReentrantLock();

    NambarzState state;
    /** When the pupil's current turn began (null when unknown, e.g. after a restart). */
    Instant turnStartedAt;
    /** A hint was shown in the pupil's current turn. */
    boolean hintShown;
    volatile Instant lastUsed;

    LiveGame(GameId id, TableSetup setup, List<Seat> seats, Long ownerId, String guestToken, NambarzState state,
             Instant now) {
        this.id = id;
        this.setup = setup;
        this.seats = List.copyOf(seats);
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

    int pupilSeat() {
        return 0;
    }
}
