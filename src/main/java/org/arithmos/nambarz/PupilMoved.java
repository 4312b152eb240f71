package org.arithmos.nambarz;

import java.time.Instant;
import java.util.List;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.tables.GameId;

/**
 * Published inside the transaction that stores a logged-in pupil's move, so that what the pupil did
 * is recorded with the move or not at all (the progress feature listens; play does not know it).
 *
 * @param events      what the move caused, as the engine reports it
 * @param hintUsed    a hint was shown during this turn before the move
 * @param missedPlay  when the pupil drew although a play existed: that play (else null)
 * @param thinkMillis time since the turn began, when known (null after a restart)
 */
public record PupilMoved(long pupilId, GameId gameId, int seq, Instant at, NambarzOptions options, GameMode mode,
                         NambarzMove move, List<NambarzEvent> events, boolean hintUsed, NambarzMove missedPlay,
                         Long thinkMillis) {

    public PupilMoved {
        events = List.copyOf(events);
    }
}
