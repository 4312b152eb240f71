package org.arithmos.nainjaune;

import java.time.Instant;
import org.arithmos.engine.nainjaune.NainJauneState;
import org.arithmos.play.GameId;
import org.arithmos.play.GameInMemory;

/** A Nain Jaune game in memory, under its own lock (see {@link GameInMemory}). */
final class NjLive extends GameInMemory {

    final NjSetup setup;
    NainJauneState state;

    NjLive(GameId id, NjSetup setup, Long ownerId, String guestToken, NainJauneState state, Instant now) {
        super(id, ownerId, guestToken, now);
        this.setup = setup;
        this.state = state;
    }
}
