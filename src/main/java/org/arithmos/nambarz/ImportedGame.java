package org.arithmos.nambarz;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.arithmos.engine.nambarz.NambarzMove;

/**
 * A game played earlier, to be stored as if it had been played at the table (see {@link NzImport}):
 * the pupil at seat 0, the table's set-up with the seed that dealt the cards, when it started, and every
 * move in order (the pupil's and the bots') with the time it was made. A game may stop before its end:
 * the pupil resumes it from "My games".
 */
public record ImportedGame(long pupilId, NzSetup setup, Instant startedAt, List<Move> moves) {

    public ImportedGame {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(setup.seed(), "a stored game needs the seed that dealt it");
        Objects.requireNonNull(startedAt, "startedAt");
        moves = List.copyOf(moves);
    }

    /**
     * A move of whoever was to play, and when it was made. For the pupil's moves (learning mode only): when
     * they asked for a hint during this turn (null if not), and the calculations they checked first.
     */
    public record Move(NambarzMove move, Instant at, Instant hintAt, List<Check> checks) {

        public Move {
            Objects.requireNonNull(move, "move");
            Objects.requireNonNull(at, "at");
            checks = List.copyOf(checks);
        }

        public static Move of(NambarzMove move, Instant at) {
            return new Move(move, at, null, List.of());
        }
    }

    /** A calculation judged with Check, without playing it, at this time. */
    public record Check(NambarzMove.PutDown play, Instant at) {

        public Check {
            Objects.requireNonNull(play, "play");
            Objects.requireNonNull(at, "at");
        }
    }
}
