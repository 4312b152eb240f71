package org.arithmos.multicartes;

import java.time.Instant;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.play.GameId;
import org.arithmos.play.GameInMemory;

/**
 * A Multicartes game in memory, under its own lock so that two tabs or a double click cannot apply two
 * moves at once. A stored game is rebuilt by replay when it is not here; a guest's exists only here.
 */
final class McLive extends GameInMemory {

    final McSetup setup;
    MulticartesState state;
    /** The best solo score, computed once when a solo game ends. */
    McTable.SoloResult solo;

    McLive(GameId id, McSetup setup, Long ownerId, String guestToken, MulticartesState state, Instant now) {
        super(id, ownerId, guestToken, now);
        this.setup = setup;
        this.state = state;
    }
}
