package org.arithmos.engine.nambarz;

import java.util.Locale;

/**
 * The animals of the number-drawing cards (NZ-DECK-3): each is on two values, n and n+5, and each value
 * carries two animals. The animal on 2 and 7 is not named by the rule texts; we call it the frog.
 */
public enum Animal {
    DRAGONFLY(1), TORTOISE(1), FISH(2), FROG(2), BEE(3), HIPPOPOTAMUS(3), HEN(4), DUCK(4), CAT(5), BEAR(5);

    private final int low;

    Animal(int low) {
        this.low = low;
    }

    /** The two values this animal is drawn on: n and n+5. */
    public int lowValue() {
        return low;
    }

    public int highValue() {
        return low + 5;
    }

    public boolean isOn(int value) {
        return value == low || value == low + 5;
    }

    /** English lower-case name, as in NZ-NOTE-1 ({@code 3-hippopotamus}). */
    public String notation() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Animal parse(String text) {
        for (Animal a : values()) {
            if (a.notation().equalsIgnoreCase(text)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown animal \"" + text + "\"");
    }

    /** The first and second animal of a value, in this enum's order. */
    static Animal onValue(int value, int slot) {
        int low = (value - 1) % 5 + 1;
        return values()[(low - 1) * 2 + slot];
    }
}
