package org.arithmos.nainjaune;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * What a move at a live table counts for one pupil, published in the transaction that stores the move (or the
 * refused try) and written by {@link NjTableProgressWriter} as the game against robots writes it.
 */
record NjTableProgress(long pupilId, UUID gameId, int seq, Instant at, List<NjProgress.Row> rows) {

    NjTableProgress {
        rows = List.copyOf(rows);
    }
}
