package org.arithmos.tables;

import java.util.Objects;
import java.util.UUID;

/** A game at a table; unguessable, so a URL alone reveals nothing (ownership is still checked). */
public record GameId(UUID value) {

    public GameId {
        Objects.requireNonNull(value, "value");
    }

    public static GameId random() {
        return new GameId(UUID.randomUUID());
    }

    /** Reads a URL segment; empty when it is not a game id. */
    public static java.util.Optional<GameId> parse(String text) {
        try {
            return java.util.Optional.of(new GameId(UUID.fromString(text)));
        } catch (IllegalArgumentException | NullPointerException e) {
            return java.util.Optional.empty();
        }
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
