package org.arithmos.multicartes;

import java.time.Instant;
import java.util.UUID;

/**
 * A multiplication a pupil said, had refused or missed at a live table (the {@code mc_progress} kinds of 0013),
 * published in the transaction that stores the move and recorded by {@link McTableProgress} (0025).
 */
public record McTableSaid(long pupilId, UUID gameId, int seq, Instant at, String kind, int first, int second) {
}
