package org.arithmos.engine.nambarz;

/** Where the player to move stands within their turn (NZ-TURN-1, NZ-TURN-2, NZ-JOKER-2, NZ-JOKER-5). */
public sealed interface TurnPhase {

    /** Start of the turn, or after a replay joker: match, calculation, joker or draw. */
    record Open(boolean replayed) implements TurnPhase {
    }

    /** After a correct play: a replay joker may follow (NZ-JOKER-5), or the turn ends. */
    record Played() implements TurnPhase {
    }

    /** After a change joker: one card of its type may follow, not one matching {@code covered} (NZ-JOKER-2/4). */
    record AfterChangeJoker(JokerKind kind, NumberCard covered) implements TurnPhase {
    }

    /** After drawing: the drawn card may be played, alone or in a calculation, or kept (NZ-TURN-2). */
    record Drawn(Card card) implements TurnPhase {
    }
}
