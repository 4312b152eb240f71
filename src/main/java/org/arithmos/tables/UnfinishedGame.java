package org.arithmos.tables;

import java.time.Instant;
import java.util.UUID;

/**
 * One of the person's own unfinished games against robots (a private table, 0018 step 3), for a start page's
 * "Continue your game": its table, the game's options, the moves played, when it was last played.
 */
public record UnfinishedGame(UUID tableId, String options, int moves, Instant lastPlayedAt) {
}
