package org.arithmos.multicartes;

import java.util.Objects;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesOptions;

/**
 * A Multicartes game as the pupil asks for it: solo (no bots, MC-SOLO-1) or 1 to 3 bots of one level,
 * a number of rounds or a target score (MC-END-1), the bots' pace, and optionally a known deal.
 *
 * @param bots          0 for solo, else 1 to 3
 * @param targetScore   0 for none: the game ends after {@code rounds}; else as soon as someone reaches it
 * @param botPaceMillis the pause between two bot moves, so a child can read them
 * @param seed          a known deal (tests, a teacher's demonstration), or null for a random one
 */
public record McSetup(int bots, MulticartesBot botLevel, int rounds, int targetScore, int botPaceMillis, Long seed) {

    public static final int DEFAULT_PACE = 1500;

    public McSetup {
        Objects.requireNonNull(botLevel, "botLevel");
        if (bots < 0 || bots > 3) {
            throw new IllegalArgumentException("0 (solo) to 3 bots, not " + bots);
        }
        if (botPaceMillis < 0 || botPaceMillis > 10_000) {
            throw new IllegalArgumentException("bot pace out of range: " + botPaceMillis);
        }
        options(bots, rounds, targetScore); // fails fast on rounds and score
    }

    public static McSetup soloGame() {
        return new McSetup(0, MulticartesBot.BEGINNER, 1, 0, DEFAULT_PACE, null);
    }

    public static McSetup againstBots(int bots, MulticartesBot level, int rounds) {
        return new McSetup(bots, level, rounds, 0, DEFAULT_PACE, null);
    }

    public McSetup withSeed(Long seed) {
        return new McSetup(bots, botLevel, rounds, targetScore, botPaceMillis, seed);
    }

    public McSetup withPace(int millis) {
        return new McSetup(bots, botLevel, rounds, targetScore, millis, seed);
    }

    public boolean isSolo() {
        return bots == 0;
    }

    public MulticartesOptions options() {
        return options(bots, rounds, targetScore);
    }

    private static MulticartesOptions options(int bots, int rounds, int targetScore) {
        return bots == 0 ? MulticartesOptions.solo() : new MulticartesOptions(bots + 1, rounds, targetScore);
    }
}
