package org.arithmos.engine.nainjaune;

/**
 * The settings of a Nain Jaune game (seed 002; RULES.md section 3).
 *
 * <table>
 *   <caption>Parameters</caption>
 *   <tr><th>parameter</th><th>default</th><th>rule</th></tr>
 *   <tr><td>players</td><td>4</td><td>2 to 8, NJ-DEAL-1</td></tr>
 *   <tr><td>dealing</td><td>SIMPLIFIED</td><td>CLASSIC: every card dealt; SIMPLIFIED: equal hands, NJ-DEAL-1</td></tr>
 *   <tr><td>rounds</td><td>3</td><td>1 to 30; the game ends after them or when someone has no tokens, NJ-END-2</td></tr>
 *   <tr><td>startTokens</td><td>50</td><td>5 to 200 tokens per player at the start, NJ-DEAL-2</td></tr>
 * </table>
 * "Until someone has no tokens" is {@link #MAX_ROUNDS} rounds: the game stops there at the latest
 * (docs/rules-decisions.md 38).
 */
public record NainJauneOptions(int players, Dealing dealing, int rounds, int startTokens) {

    public static final int MAX_ROUNDS = 30;

    public enum Dealing { CLASSIC, SIMPLIFIED }

    public NainJauneOptions {
        if (players < 2 || players > 8) {
            throw new IllegalArgumentException("Nain Jaune is for 2 to 8 players (NJ-DEAL-1), not " + players);
        }
        if (dealing == null) {
            throw new IllegalArgumentException("choose a dealing (NJ-DEAL-1)");
        }
        if (rounds < 1 || rounds > MAX_ROUNDS) {
            throw new IllegalArgumentException("1 to " + MAX_ROUNDS + " rounds, not " + rounds);
        }
        if (startTokens < 5 || startTokens > 200) {
            throw new IllegalArgumentException("5 to 200 tokens at the start (NJ-DEAL-2), not " + startTokens);
        }
    }

    public static NainJauneOptions of(int players) {
        return new NainJauneOptions(players, Dealing.SIMPLIFIED, 3, 50);
    }

    public boolean untilNoTokens() {
        return rounds == MAX_ROUNDS;
    }

    public NainJauneOptions withRounds(int r) {
        return new NainJauneOptions(players, dealing, r, startTokens);
    }

    public NainJauneOptions withDealing(Dealing d) {
        return new NainJauneOptions(players, d, rounds, startTokens);
    }

    public NainJauneOptions withStartTokens(int t) {
        return new NainJauneOptions(players, dealing, rounds, t);
    }

    /** Text form for storage: "p4 dS r3 t50" (dC for classic). */
    public String notation() {
        return "p" + players + " d" + dealing.name().charAt(0) + " r" + rounds + " t" + startTokens;
    }

    public static NainJauneOptions parse(String text) {
        NainJauneOptions o = of(4);
        for (String part : text.strip().split("\\s+")) {
            String v = part.substring(1);
            o = switch (part.charAt(0)) {
                case 'p' -> new NainJauneOptions(Integer.parseInt(v), o.dealing, o.rounds, o.startTokens);
                case 'd' -> o.withDealing(switch (v) {
                    case "C" -> Dealing.CLASSIC;
                    case "S" -> Dealing.SIMPLIFIED;
                    default -> throw new IllegalArgumentException("unknown dealing " + part);
                });
                case 'r' -> o.withRounds(Integer.parseInt(v));
                case 't' -> o.withStartTokens(Integer.parseInt(v));
                default -> throw new IllegalArgumentException("unknown option " + part);
            };
        }
        return o;
    }
}
