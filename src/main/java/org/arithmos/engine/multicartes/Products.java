package org.arithmos.engine.multicartes;

import java.util.ArrayList;
import java.util.List;

/**
 * "Can this number be made?" for the numbers of a combination card (MC-DECK-2 has decoys): which products
 * of two number cards (1 to 10) give it, or why none does. Data only; the words are in the bundles
 * ({@code mc.make.<REASON>}).
 */
public final class Products {

    private Products() {
    }

    public enum Reason {
        /** One or more pairs of cards make it: "24 = 3 × 8 = 4 × 6". */
        MADE,
        /** "0 cannot be made: no card is 0". */
        ZERO,
        /** "47 cannot be made: it is prime and larger than 10". */
        PRIME_OVER_TEN,
        /** "52 = 4 × 13, and 13 is larger than 10". */
        FACTOR_OVER_TEN,
        /** More than 10 × 10. */
        OVER_HUNDRED
    }

    /** Two factors, the smaller first. */
    public record Pair(int small, int large) {
    }

    /**
     * The answer for {@code number}: for {@link Reason#MADE} every pair of cards (smaller first), for
     * {@link Reason#FACTOR_OVER_TEN} the split whose larger factor is the smallest above 10, else no pair.
     */
    public record Makeability(int number, Reason reason, List<Pair> pairs) {
        public Makeability {
            pairs = List.copyOf(pairs);
        }

        public boolean possible() {
            return reason == Reason.MADE;
        }
    }

    public static Makeability of(int number) {
        if (number < 0) {
            throw new IllegalArgumentException("combination numbers are 0 or more, not " + number);
        }
        if (number == 0) {
            return new Makeability(0, Reason.ZERO, List.of());
        }
        List<Pair> pairs = cardPairs(number);
        if (!pairs.isEmpty()) {
            return new Makeability(number, Reason.MADE, pairs);
        }
        if (number > NumberCards.HIGHEST * NumberCards.HIGHEST) {
            return new Makeability(number, Reason.OVER_HUNDRED, List.of());
        }
        // No pair of cards: the number is prime (and above 10), or every split has a factor above 10.
        for (int small = NumberCards.HIGHEST; small >= 2; small--) {
            if (number % small == 0 && number / small > 1) {
                return new Makeability(number, Reason.FACTOR_OVER_TEN, List.of(new Pair(small, number / small)));
            }
        }
        return new Makeability(number, Reason.PRIME_OVER_TEN, List.of());
    }

    /** The pairs of card values whose product is {@code number}, smaller factor first, in increasing order. */
    public static List<Pair> cardPairs(int number) {
        List<Pair> out = new ArrayList<>();
        for (int a = NumberCards.LOWEST; a <= NumberCards.HIGHEST; a++) {
            if (number % a == 0) {
                int b = number / a;
                if (b >= a && b <= NumberCards.HIGHEST) {
                    out.add(new Pair(a, b));
                }
            }
        }
        return out;
    }
}
