package org.arithmos.tables;

import java.time.Instant;
import java.util.List;
import org.arithmos.classroom.GameKind;

/**
 * A line of "My games": which game, a description as a message key with its arguments (an argument that is a
 * {@link Words} is translated first), whether it is over, and the address that opens it ("table/…").
 */
public record ShelfGame(GameKind kind, GameId id, String detailKey, List<Object> detailArgs, boolean finished,
                        Instant lastPlayedAt, String location) {

    public ShelfGame {
        detailArgs = List.copyOf(detailArgs);
    }

    /** A message key used as an argument of another message. */
    public record Words(String key) {
    }
}
