package org.arithmos.play;

import java.time.Instant;
import java.util.List;
import org.arithmos.engine.nambarz.NambarzState;

/**
 * A game being played, in memory: set-up, seats and the current state, under its own lock so that two
 * tabs or a double click cannot apply two moves at once. Stored games are rebuilt from their moves when
 * they are not in memory (after a restart); a guest's game exists only here.
 */
final class LiveGame extends GameInMemory {

    /** Only the bots' pace changes during a game (the pupil may slow them down or speed them up). */
    volatile TableSetup setup;
    final List<Seat> seats;

    NambarzState state;
    /** When the pupil's current turn began (null when unknown, e.g. after a restart). */
    Instant turnStartedAt;
    /** A hint was shown in the pupil's current turn. */
    boolean hintShown;

    LiveGame(GameId id, TableSetup setup, List<Seat> seats, Long ownerId, String guestToken, NambarzState state,
             Instant now) {
        super(id, ownerId, guestToken, now);
        this.setup = setup;
        this.seats = List.copyOf(seats);
        this.state = state;
    }


    int pupilSeat() {
        return 0;
    }
}
