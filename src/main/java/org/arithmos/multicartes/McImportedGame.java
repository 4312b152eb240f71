package org.arithmos.multicartes;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.arithmos.engine.multicartes.MulticartesMove;

/**
 * A Multicartes game played earlier, to be stored as if it had been played at the table (see
 * {@link McImport}): the pupil at seat 0, the set-up with the seed that dealt the cards, when it started,
 * and every move in order (the pupil's and the bots') with its time.
 */
public record McImportedGame(long pupilId, McSetup setup, Instant startedAt, List<Move> moves) {

    public McImportedGame {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(setup.seed(), "a stored game needs the seed that dealt it");
        Objects.requireNonNull(startedAt, "startedAt");
        moves = List.copyOf(moves);
    }

    /**
     * A move of whoever was to play, and when. For the pupil's moves: the products they said first that
     * were not on the card (refused, decision 27), each with its time.
     */
    public record Move(MulticartesMove move, Instant at, List<Refused> refused) {

        public Move {
            Objects.requireNonNull(move, "move");
            Objects.requireNonNull(at, "at");
            refused = List.copyOf(refused);
        }

        public static Move of(MulticartesMove move, Instant at) {
            return new Move(move, at, List.of());
        }
    }

    /** A product said and refused because it is not on the combination card. */
    public record Refused(MulticartesMove said, Instant at) {

        public Refused {
            Objects.requireNonNull(said, "said");
            Objects.requireNonNull(at, "at");
        }
    }
}
