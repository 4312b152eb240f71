package org.arithmos.krambambuli;

import java.time.Instant;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.play.GameId;
import org.arithmos.play.GameInMemory;

/** A Krambambuli game in memory, under its own lock; a stored one is rebuilt by replay when it is not here. */
final class KbLive extends GameInMemory {

    final KbSetup setup;
    KrambambuliState state;

    KbLive(GameId id, KbSetup setup, Long ownerId, String guestToken, KrambambuliState state, Instant now) {
        super(id, ownerId, guestToken, now);
        this.setup = setup;
        this.state = state;
    }
}
