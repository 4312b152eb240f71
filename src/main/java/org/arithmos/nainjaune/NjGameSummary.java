package org.arithmos.nainjaune;

import java.time.Instant;
import org.arithmos.play.GameId;

/** An unfinished stored game, to resume it from the start page (after a restart too). */
public record NjGameSummary(GameId id, int players, int moves, Instant updatedAt) {
}
