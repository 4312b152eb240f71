package org.arithmos.engine.bots;

import java.util.Objects;
import org.arithmos.engine.nambarz.NambarzMove;

/** A bot's move and its one-line reason. */
public record BotDecision(NambarzMove move, BotReason reason) {

    public BotDecision {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(reason, "reason");
    }

    /** E.g. {@code 7-fish - 4-hen (LONGEST_CALCULATION)}, for logs. */
    @Override
    public String toString() {
        return move.notation() + " (" + reason + ")";
    }
}
