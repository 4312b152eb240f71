package org.arithmos.engine.nambarz;

/** A joker (NZ-DECK-4). Written {@code J-number}, {@code J-drawing}, {@code J-any}, {@code J-replay}. */
public record Joker(JokerKind kind) implements Card {

    public Joker {
        java.util.Objects.requireNonNull(kind, "kind");
    }

    public static Joker of(JokerKind kind) {
        return (Joker) Card.ofFace(30 + kind.ordinal());
    }

    @Override
    public int face() {
        return 30 + kind.ordinal();
    }

    @Override
    public String notation() {
        return kind.notation();
    }

    @Override
    public String toString() {
        return notation();
    }
}
