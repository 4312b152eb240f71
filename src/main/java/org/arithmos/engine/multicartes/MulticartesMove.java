package org.arithmos.engine.multicartes;

import java.util.Locale;

/**
 * One turn of a player (MC-TURN-1, MC-TURN-2): a multiplication of two cards of the hand, said in order
 * ("2 × 6": the 6 lands on top of the discard pile); or, when the hand makes none, a swap of one card
 * with the top of the discard pile followed at once by a multiplication using the card taken; or a pass.
 */
public sealed interface MulticartesMove {

    String notation();

    /** {@code first × second}: both from the hand. */
    record Multiply(int first, int second) implements MulticartesMove {
        public Multiply {
            checkValue(first);
            checkValue(second);
        }

        public int product() {
            return first * second;
        }

        @Override
        public String notation() {
            return first + "x" + second;
        }
    }

    /** Gives {@code given} for the top of the discard pile, then says {@code first × second}, one of them the card taken. */
    record SwapAndMultiply(int given, int first, int second) implements MulticartesMove {
        public SwapAndMultiply {
            checkValue(given);
            checkValue(first);
            checkValue(second);
        }

        public int product() {
            return first * second;
        }

        @Override
        public String notation() {
            return "swap " + given + " " + first + "x" + second;
        }
    }

    record Pass() implements MulticartesMove {
        @Override
        public String notation() {
            return "pass";
        }
    }

    /** Reads {@code 2x6}, {@code swap 8 2x10} or {@code pass} (× is accepted for x). */
    static MulticartesMove parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT).replace('×', 'x').replace('*', 'x');
        if (t.equals("pass")) {
            return new Pass();
        }
        String[] words = t.split("\\s+");
        if (words.length == 3 && words[0].equals("swap")) {
            int[] f = factors(words[2]);
            return new SwapAndMultiply(Integer.parseInt(words[1]), f[0], f[1]);
        }
        if (words.length == 1) {
            int[] f = factors(words[0]);
            return new Multiply(f[0], f[1]);
        }
        throw new IllegalArgumentException("not a Multicartes move: " + text);
    }

    private static int[] factors(String product) {
        String[] f = product.split("x");
        if (f.length != 2) {
            throw new IllegalArgumentException("a multiplication is two cards: " + product);
        }
        return new int[] {Integer.parseInt(f[0]), Integer.parseInt(f[1])};
    }

    private static void checkValue(int v) {
        if (v < NumberCards.LOWEST || v > NumberCards.HIGHEST) {
            throw new IllegalArgumentException("number cards are 1 to 10, not " + v);
        }
    }
}
