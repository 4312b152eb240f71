package org.arithmos.engine.multicartes;

import java.util.ArrayList;
import java.util.List;

/** The 32 number cards of MC-DECK-1: three 1s, three 2s, four 3s, four 4s, three each of 5 to 10. */
public final class NumberCards {

    public static final int COUNT = 32;
    public static final int LOWEST = 1;
    public static final int HIGHEST = 10;

    private NumberCards() {
    }

    /** How many cards of this value the deck holds. */
    public static int copies(int value) {
        if (value < LOWEST || value > HIGHEST) {
            throw new IllegalArgumentException("number cards are 1 to 10, not " + value);
        }
        return value == 3 || value == 4 ? 4 : 3;
    }

    /** The whole deck in order of value. */
    public static List<Integer> deck() {
        List<Integer> deck = new ArrayList<>(COUNT);
        for (int v = LOWEST; v <= HIGHEST; v++) {
            for (int i = 0; i < copies(v); i++) {
                deck.add(v);
            }
        }
        return List.copyOf(deck);
    }
}
