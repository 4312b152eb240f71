package org.arithmos.krambambuli;

import java.util.Objects;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliOptions;

/**
 * A Krambambuli game as the pupil asks for it: 1 to 7 bots of one level, jokers on or off and their value in
 * hand, the target total (KB-END-2), the bots' pace, and optionally a known deal.
 *
 * @param botPaceMillis the pause between two bot steps, so a child can follow them
 * @param seed          a known deal (tests, a teacher's demonstration), or null for a random one
 */
public record KbSetup(int bots, KrambambuliBot botLevel, boolean jokers, int jokerPoints, int target,
                      int botPaceMillis, Long seed) {

    public static final int DEFAULT_PACE = 1200;

    public KbSetup {
        Objects.requireNonNull(botLevel, "botLevel");
        if (bots < 1 || bots > 7) {
            throw new IllegalArgumentException("1 to 7 bots, not " + bots);
        }
        if (botPaceMillis < 0 || botPaceMillis > 10_000) {
            throw new IllegalArgumentException("bot pace out of range: " + botPaceMillis);
        }
        options(bots, jokers, jokerPoints, target); // fails fast on the rest
    }

    /**
     * A game stored before it became a private table (0018 step 3): the engine's options without the pace, its seats,
     * and the pace it was played at (stored with the options: "p3 j2 v20 t500 m1200").
     */
    public static org.arithmos.cardgames.persistence.StoredGamesToTables.Shape stored(String notation) {
        KbSetup s = parse(notation, null, 0);
        return new org.arithmos.cardgames.persistence.StoredGamesToTables.Shape(s.options().notation(), s.bots() + 1,
                s.botPaceMillis());
    }

    public static KbSetup againstBots(int bots, KrambambuliBot level) {
        return new KbSetup(bots, level, true, 20, KrambambuliOptions.DEFAULT_TARGET, DEFAULT_PACE, null);
    }

    public KbSetup withSeed(Long known) {
        return new KbSetup(bots, botLevel, jokers, jokerPoints, target, botPaceMillis, known);
    }

    public KbSetup withTarget(int total) {
        return new KbSetup(bots, botLevel, jokers, jokerPoints, total, botPaceMillis, seed);
    }

    public KbSetup withPace(int millis) {
        return new KbSetup(bots, botLevel, jokers, jokerPoints, target, millis, seed);
    }

    public KrambambuliOptions options() {
        return options(bots, jokers, jokerPoints, target);
    }

    /** What is stored in card_game.options: the engine's options and the pace ("p3 j2 v20 t500 m1200"). */
    String notation() {
        return options().notation() + " m" + botPaceMillis;
    }

    static KbSetup parse(String text, String botLevel, long seed) {
        int pace = DEFAULT_PACE;
        StringBuilder engine = new StringBuilder();
        for (String part : text.strip().split("\\s+")) {
            if (part.startsWith("m")) {
                pace = Integer.parseInt(part.substring(1));
            } else {
                engine.append(part).append(' ');
            }
        }
        KrambambuliOptions o = KrambambuliOptions.parse(engine.toString());
        KrambambuliBot level = botLevel == null ? KrambambuliBot.BEGINNER : KrambambuliBot.valueOf(botLevel);
        return new KbSetup(o.players() - 1, level, o.jokersPerDeck() > 0, o.jokerPoints(), o.target(), pace, seed);
    }

    private static KrambambuliOptions options(int bots, boolean jokers, int jokerPoints, int target) {
        return new KrambambuliOptions(bots + 1, jokers ? 2 : 0, jokerPoints, target);
    }
}
