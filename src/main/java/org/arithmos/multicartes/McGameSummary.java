package org.arithmos.multicartes;

import java.time.Instant;
import org.arithmos.play.GameId;

/** An unfinished stored game, to resume it from the start page (after a restart too). */
public record McGameSummary(GameId id, int players, int moves, Instant updatedAt) {

    public boolean solo() {
        return players == 1;
    }
}
