package org.arithmos.engine.krambambuli;

/**
 * The settings of a Krambambuli game (RULES.md section 4, seed 004).
 *
 * <table>
 *   <caption>Parameters</caption>
 *   <tr><th>parameter</th><th>default</th><th>rule</th></tr>
 *   <tr><td>players</td><td>2</td><td>2 to 8 (KB-DECK-1); one deck for 2-3, two for 4-7, three for 8 (rules decision 50)</td></tr>
 *   <tr><td>jokersPerDeck</td><td>2</td><td>0 (jokers off) to 2 (KB-DECK-1)</td></tr>
 *   <tr><td>jokerPoints</td><td>20</td><td>a joker left in hand: 20 or 50 (KB-END-1)</td></tr>
 *   <tr><td>target</td><td>500</td><td>the game ends when a total reaches it; lowest total wins (KB-END-2)</td></tr>
 * </table>
 */
public record KrambambuliOptions(int players, int jokersPerDeck, int jokerPoints, int target) {

    public static final int DEFAULT_TARGET = 500;

    public KrambambuliOptions {
        if (players < 2 || players > 8) {
            throw new IllegalArgumentException("Krambambuli is for 2 to 8 players (KB-DECK-1), not " + players);
        }
        if (jokersPerDeck < 0 || jokersPerDeck > 2) {
            throw new IllegalArgumentException("0 to 2 jokers per deck, not " + jokersPerDeck);
        }
        if (jokerPoints != 20 && jokerPoints != 50) {
            throw new IllegalArgumentException("a joker in hand counts 20 or 50 (KB-END-1), not " + jokerPoints);
        }
        if (target < 1 || target > 5000) {
            throw new IllegalArgumentException("the target total is 1 to 5000, not " + target);
        }
    }

    public static KrambambuliOptions of(int players) {
        return new KrambambuliOptions(players, 2, 20, DEFAULT_TARGET);
    }

    public KrambambuliOptions withJokers(int perDeck) {
        return new KrambambuliOptions(players, perDeck, jokerPoints, target);
    }

    public KrambambuliOptions withTarget(int total) {
        return new KrambambuliOptions(players, jokersPerDeck, jokerPoints, total);
    }

    /**
     * Decision 50: KB-DECK-1's "one deck for 2-6" cannot deal KB-DEAL-1's 13 cards to 4 or more players
     * (13 × 4 = 52). We keep 13 cards and take as many decks as leave at least 13 cards after dealing
     * (the seed: "two or three decks"): one deck for 2-3 players, two for 4-7, three for 8.
     */
    public int decks() {
        return players <= 3 ? 1 : players <= 7 ? 2 : 3;
    }

    /** Every card of the game: the decks and their jokers. */
    public int cardCount() {
        return decks() * (52 + jokersPerDeck);
    }

    /** Text form for storage: "p4 j2 v20 t500". */
    public String notation() {
        return "p" + players + " j" + jokersPerDeck + " v" + jokerPoints + " t" + target;
    }

    public static KrambambuliOptions parse(String text) {
        KrambambuliOptions o = of(2);
        int p = o.players;
        int j = o.jokersPerDeck;
        int v = o.jokerPoints;
        int t = o.target;
        for (String part : text.strip().split("\\s+")) {
            int value = Integer.parseInt(part.substring(1));
            switch (part.charAt(0)) {
                case 'p' -> p = value;
                case 'j' -> j = value;
                case 'v' -> v = value;
                case 't' -> t = value;
                default -> throw new IllegalArgumentException("unknown option " + part);
            }
        }
        return new KrambambuliOptions(p, j, v, t);
    }
}
