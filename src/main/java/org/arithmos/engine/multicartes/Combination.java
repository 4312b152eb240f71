package org.arithmos.engine.multicartes;

import java.util.List;

/** A combination card (MC-DECK-2): its number 1-20 and the four numbers printed on it, decoys included. */
public record Combination(int number, List<Integer> values) {

    public Combination {
        values = List.copyOf(values);
        if (number < 1 || number > 20 || values.size() != 4) {
            throw new IllegalArgumentException("a combination card is numbered 1-20 and shows four numbers");
        }
    }

    public boolean shows(int product) {
        return values.contains(product);
    }

    /** The 20 cards of MC-DECK-2, in the order of their numbers. */
    public static final List<Combination> ALL = List.of(
            new Combination(1, List.of(4, 36, 56, 24)), new Combination(2, List.of(6, 27, 40, 47)),
            new Combination(3, List.of(100, 16, 4, 0)), new Combination(4, List.of(24, 35, 9, 52)),
            new Combination(5, List.of(43, 25, 2, 50)), new Combination(6, List.of(12, 72, 6, 30)),
            new Combination(7, List.of(23, 40, 3, 54)), new Combination(8, List.of(5, 90, 16, 9)),
            new Combination(9, List.of(11, 15, 58, 36)), new Combination(10, List.of(42, 12, 36, 30)),
            new Combination(11, List.of(10, 49, 41, 20)), new Combination(12, List.of(80, 12, 20, 8)),
            new Combination(13, List.of(8, 64, 16, 32)), new Combination(14, List.of(18, 45, 48, 9)),
            new Combination(15, List.of(63, 8, 39, 10)), new Combination(16, List.of(28, 18, 60, 14)),
            new Combination(17, List.of(81, 1, 20, 18)), new Combination(18, List.of(6, 4, 40, 70)),
            new Combination(19, List.of(29, 10, 24, 57)), new Combination(20, List.of(7, 21, 62, 30)));

    public static Combination of(int number) {
        if (number < 1 || number > ALL.size()) {
            throw new IllegalArgumentException("no combination card " + number);
        }
        return ALL.get(number - 1);
    }

    @Override
    public String toString() {
        return values.stream().map(String::valueOf).reduce((a, b) -> a + "-" + b).orElseThrow();
    }
}
