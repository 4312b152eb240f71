package org.arithmos.engine.nambarz;

/** A card with a value 1-10: a symbol card or a drawing card. */
public sealed interface NumberCard extends Card permits SymbolCard, DrawingCard {

    int value();

    CardType type();

    /**
     * NZ-MATCH-1: same value, or, both being drawing cards, same animal. A symbol card matches only
     * by value (so 8-bee does not cover the symbol 3, but 8-bee covers 3-bee).
     */
    default boolean matches(NumberCard target) {
        if (value() == target.value()) {
            return true;
        }
        return this instanceof DrawingCard mine && target instanceof DrawingCard theirs
                && mine.animal() == theirs.animal();
    }
}
