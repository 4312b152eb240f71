package org.arithmos.nambarz;

import java.time.Instant;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.tables.GameId;

/**
 * A logged-in pupil asked for help in learning mode: a hint (which play was shown) or a check of a
 * calculation before playing it (and its verdict). Counted by the progress feature.
 */
public sealed interface PupilAsked {

    long pupilId();

    GameId gameId();

    Instant at();

    record ForHint(long pupilId, GameId gameId, int seq, Instant at, NambarzOptions options, NambarzMove shown)
            implements PupilAsked {
    }

    record ForCheck(long pupilId, GameId gameId, int seq, Instant at, NambarzOptions options, NambarzMove.PutDown checked,
                    Judgment verdict) implements PupilAsked {
    }
}
