package org.arithmos.nambarz;

import java.time.Instant;
import java.util.List;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.tables.GameId;
import org.arithmos.tables.Seat;

/**
 * A Nambarz game against robots replayed in memory, move by move, by the demo school's import (NzImport):
 * set-up, seats and the current state. Games are played at tables now (decision 0018, step 3); this holds an
 * imported one until it is stored whole.
 */
final class LiveGame {

    final GameId id;
    /** The pupil who played it. */
    final long ownerId;
    final NzSetup setup;
    final List<Seat> seats;

    NambarzState state;
    /** When the pupil's current turn began (null when unknown, e.g. after a restart). */
    Instant turnStartedAt;
    /** A hint was shown in the pupil's current turn. */
    boolean hintShown;

    LiveGame(GameId id, NzSetup setup, List<Seat> seats, long ownerId, NambarzState state) {
        this.id = id;
        this.ownerId = ownerId;
        this.setup = setup;
        this.seats = List.copyOf(seats);
        this.state = state;
    }
}
