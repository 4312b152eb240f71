package org.arithmos.engine.nambarz;

/** A number-drawing card (NZ-DECK-3): 20 faces, two copies each. Written {@code 7-fish}. */
public record DrawingCard(int value, Animal animal) implements NumberCard {

    public DrawingCard {
        java.util.Objects.requireNonNull(animal, "animal");
        if (!animal.isOn(value)) {
            throw new IllegalArgumentException("the " + animal.notation() + " is not on " + value);
        }
    }

    public static DrawingCard of(int value, Animal animal) {
        if (!animal.isOn(value)) {
            throw new IllegalArgumentException("the " + animal.notation() + " is not on " + value);
        }
        int slot = animal.ordinal() % 2;
        return (DrawingCard) Card.ofFace(10 + (value - 1) * 2 + slot);
    }

    @Override
    public CardType type() {
        return CardType.DRAWING;
    }

    @Override
    public int face() {
        return 10 + (value - 1) * 2 + animal.ordinal() % 2;
    }

    @Override
    public String notation() {
        return value + "-" + animal.notation();
    }

    @Override
    public String toString() {
        return notation();
    }
}
