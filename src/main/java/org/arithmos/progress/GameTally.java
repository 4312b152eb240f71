package org.arithmos.progress;

import java.time.Instant;
import java.util.UUID;

/** What a pupil did in one game, from their recorded actions. */
public record GameTally(UUID gameId, Instant first, Instant last, int moves, Tally plays, int penalties,
                        int masterStrokes, int hints) {
}
