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
 *   <tr><td>continuing</td><td>FAMILY</td><td>who may continue a sequence, NJ-PLAY-3 (decision 50)</td></tr>
 * </table>
 * "Until someone has no tokens" is {@link #MAX_ROUNDS} rounds: the game stops there at the latest
 * (docs/rules-decisions.md 38).
 */
public record NainJauneOptions(int players, Dealing dealing, int rounds, int startTokens, Continuing continuing) {

    public static final int MAX_ROUNDS = 30;

    public enum Dealing { CLASSIC, SIMPLIFIED }

    /**
     * Who may continue an open sequence (NJ-PLAY-3, rules decision 50). {@code NEXT_PLAYER} is the literal
     * reading: only the very next player, else the sequence is blocked. {@code FAMILY} is how families play
     * it: the player who put a card goes on while they hold the next one, then the first player after them
     * who holds it; the sequence is blocked only when nobody does. Games stored before the option have no
     * {@code c} in their notation and were played with {@code NEXT_PLAYER}.
     */
    public enum Continuing { NEXT_PLAYER, FAMILY }

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
        if (continuing == null) {
            throw new IllegalArgumentException("choose who continues a sequence (NJ-PLAY-3)");
        }
    }

    public static NainJauneOptions of(int players) {
        return new NainJauneOptions(players, Dealing.SIMPLIFIED, 3, 50, Continuing.FAMILY);
    }

    public boolean untilNoTokens() {
        return rounds == MAX_ROUNDS;
    }

    public NainJauneOptions withRounds(int r) {
        return new NainJauneOptions(players, dealing, r, startTokens, continuing);
    }

    public NainJauneOptions withDealing(Dealing d) {
        return new NainJauneOptions(players, d, rounds, startTokens, continuing);
    }

    public NainJauneOptions withStartTokens(int t) {
        return new NainJauneOptions(players, dealing, rounds, t, continuing);
    }

    public NainJauneOptions withContinuing(Continuing c) {
        return new NainJauneOptions(players, dealing, rounds, startTokens, c);
    }

    /** Text form for storage: "p4 dS r3 t50 cF" (dC for classic, cN for the next player only). */
    public String notation() {
        return "p" + players + " d" + dealing.name().charAt(0) + " r" + rounds + " t" + startTokens
                + " c" + continuing.name().charAt(0);
    }

    /** Reads {@link #notation()}; without a {@code c} part (games stored before it), the next player only. */
    public static NainJauneOptions parse(String text) {
        NainJauneOptions o = of(4).withContinuing(Continuing.NEXT_PLAYER);
        for (String part : text.strip().split("\\s+")) {
            String v = part.substring(1);
            o = switch (part.charAt(0)) {
                case 'p' -> new NainJauneOptions(Integer.parseInt(v), o.dealing, o.rounds, o.startTokens, o.continuing);
                case 'd' -> o.withDealing(switch (v) {
                    case "C" -> Dealing.CLASSIC;
                    case "S" -> Dealing.SIMPLIFIED;
                    default -> throw new IllegalArgumentException("unknown dealing " + part);
                });
                case 'r' -> o.withRounds(Integer.parseInt(v));
                case 't' -> o.withStartTokens(Integer.parseInt(v));
                case 'c' -> o.withContinuing(switch (v) {
                    case "N" -> Continuing.NEXT_PLAYER;
                    case "F" -> Continuing.FAMILY;
                    default -> throw new IllegalArgumentException("unknown continuing " + part);
                });
                default -> throw new IllegalArgumentException("unknown option " + part);
            };
        }
        return o;
    }
}
