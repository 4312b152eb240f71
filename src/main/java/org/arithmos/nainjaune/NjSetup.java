package org.arithmos.nainjaune;

import java.util.Objects;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneOptions;

/**
 * A Nain Jaune game as the pupil asks for it: 1 to 7 bots of one level (2-8 players, NJ-DEAL-1), classic or
 * simplified dealing, a number of rounds or "until someone has no tokens" (NJ-END-2), the starting tokens
 * (NJ-DEAL-2), who continues a sequence (NJ-PLAY-3, decision 50), the bots' pace, and optionally a known deal.
 *
 * @param botPaceMillis the pause between two bot moves, so a child can read them (not stored: a resumed
 *                      game plays at the default pace)
 * @param seed          a known deal (tests, a teacher's demonstration), or null for a random one
 */
public record NjSetup(int bots, NainJauneBot botLevel, NainJauneOptions.Dealing dealing, int rounds, int startTokens,
                      NainJauneOptions.Continuing continuing, int botPaceMillis, Long seed) {

    public static final int DEFAULT_PACE = 1500;

    public NjSetup {
        Objects.requireNonNull(botLevel, "botLevel");
        if (botPaceMillis < 0 || botPaceMillis > 10_000) {
            throw new IllegalArgumentException("bot pace out of range: " + botPaceMillis);
        }
        new NainJauneOptions(bots + 1, dealing, rounds, startTokens, continuing); // fails fast
    }

    /**
     * A game stored before it became a private table (0018 step 3): its options as they are, its seats, and the pace a
     * resumed game always played at (the old table did not store it).
     */
    public static org.arithmos.cardgames.persistence.StoredGamesToTables.Shape stored(String options) {
        return new org.arithmos.cardgames.persistence.StoredGamesToTables.Shape(options,
                NainJauneOptions.parse(options).players(), DEFAULT_PACE);
    }

    public static NjSetup againstBots(int bots, NainJauneBot level) {
        NainJauneOptions o = NainJauneOptions.of(bots + 1);
        return new NjSetup(bots, level, o.dealing(), 1, o.startTokens(), o.continuing(), DEFAULT_PACE, null);
    }

    static NjSetup of(NainJauneOptions o, NainJauneBot level, long seed) {
        return new NjSetup(o.players() - 1, level, o.dealing(), o.rounds(), o.startTokens(), o.continuing(), DEFAULT_PACE,
                seed);
    }

    public NjSetup withSeed(Long s) {
        return new NjSetup(bots, botLevel, dealing, rounds, startTokens, continuing, botPaceMillis, s);
    }

    public NjSetup withContinuing(NainJauneOptions.Continuing c) {
        return new NjSetup(bots, botLevel, dealing, rounds, startTokens, c, botPaceMillis, seed);
    }

    public NjSetup withPace(int millis) {
        return new NjSetup(bots, botLevel, dealing, rounds, startTokens, continuing, millis, seed);
    }

    public NainJauneOptions options() {
        return new NainJauneOptions(bots + 1, dealing, rounds, startTokens, continuing);
    }
}
