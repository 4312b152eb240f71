package org.arithmos.engine.multicartes;

/**
 * The settings of a Multicartes game.
 *
 * <table>
 *   <caption>Parameters</caption>
 *   <tr><th>parameter</th><th>default</th><th>rule</th></tr>
 *   <tr><td>players</td><td>2</td><td>1 (solo, MC-SOLO-1) to 4, MC-DEAL-1</td></tr>
 *   <tr><td>rounds</td><td>1</td><td>the game ends after this many rounds (MC-END-1)...</td></tr>
 *   <tr><td>targetScore</td><td>0 (none)</td><td>... or as soon as someone's penalty points reach it</td></tr>
 * </table>
 * A solo game is one round; its score is the number of combination cards turned (MC-SOLO-1).
 */
public record MulticartesOptions(int players, int rounds, int targetScore) {

    public MulticartesOptions {
        if (players < 1 || players > 4) {
            throw new IllegalArgumentException("Multicartes is for 1 to 4 players (MC-DEAL-1), not " + players);
        }
        if (rounds < 1 || rounds > 20) {
            throw new IllegalArgumentException("1 to 20 rounds, not " + rounds);
        }
        if (targetScore < 0) {
            throw new IllegalArgumentException("the target score cannot be negative");
        }
        if (players == 1 && (rounds != 1 || targetScore != 0)) {
            throw new IllegalArgumentException("a solo game is one round (MC-SOLO-1)");
        }
    }

    public static MulticartesOptions solo() {
        return new MulticartesOptions(1, 1, 0);
    }

    public static MulticartesOptions of(int players) {
        return new MulticartesOptions(players, 1, 0);
    }

    public boolean isSolo() {
        return players == 1;
    }

    /** Cards dealt to each player (MC-DEAL-1): 16 for two, 10 for three (2 set aside), 8 for four, 10 solo. */
    public int handSize() {
        return switch (players) {
            case 1, 3 -> 10;
            case 2 -> 16;
            default -> 8;
        };
    }

    /** Text form for storage: "p3 r5 s100". */
    public String notation() {
        return "p" + players + " r" + rounds + " s" + targetScore;
    }

    public static MulticartesOptions parse(String text) {
        int p = 2;
        int r = 1;
        int s = 0;
        for (String part : text.strip().split("\\s+")) {
            int value = Integer.parseInt(part.substring(1));
            switch (part.charAt(0)) {
                case 'p' -> p = value;
                case 'r' -> r = value;
                case 's' -> s = value;
                default -> throw new IllegalArgumentException("unknown option " + part);
            }
        }
        return new MulticartesOptions(p, r, s);
    }
}
