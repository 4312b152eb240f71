package org.arithmos.nambarz;

import java.util.Objects;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.NambarzOptions;

/**
 * What a pupil chooses before a game: the Nambarz options (players, teams, rounds, operations,
 * parentheses, jokers), learning or game mode, how well the bots play and how fast they move.
 *
 * @param showResults the calculation being built shows its results as it grows (10 − 4 = 6, 6 ÷ 2 = 3 ✓);
 *                    by default in learning mode only, since in game mode the arithmetic is the pupil's
 * @param seed        fixed for a reproducible deal (tests, a teacher's demo); null for a random one
 */
public record NzSetup(NambarzOptions options, GameMode mode, BotLevel botLevel, int botPaceMillis,
                         boolean showResults, Long seed) {

    public static final int SLOW_PACE = 2400;
    public static final int NORMAL_PACE = 1400;
    public static final int FAST_PACE = 600;

    public NzSetup {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(botLevel, "botLevel");
        if (botPaceMillis < 0 || botPaceMillis > 10_000) {
            throw new IllegalArgumentException("bot pace must be 0-10000 ms, not " + botPaceMillis);
        }
    }

    /** The usual table: running results in learning mode only, normal pace, a random deal. */
    public static NzSetup of(NambarzOptions options, GameMode mode, BotLevel botLevel) {
        return new NzSetup(options, mode, botLevel, NORMAL_PACE, mode == GameMode.LEARNING, null);
    }

    public NzSetup withSeed(long fixed) {
        return new NzSetup(options, mode, botLevel, botPaceMillis, showResults, fixed);
    }

    public NzSetup withPace(int millis) {
        return new NzSetup(options, mode, botLevel, millis, showResults, seed);
    }
}
