package org.arithmos.play;

import java.time.Instant;

/** A line of "My games". */
public record GameSummary(GameId id, String options, GameMode mode, int players, int moveCount, boolean finished,
                          Instant startedAt, Instant lastPlayedAt) {
}
