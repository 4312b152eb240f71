package org.arithmos.engine.nambarz;

/** What a correct play was. */
public enum PlayKind {
    /** One card covering its twin by value or animal (NZ-MATCH-1). */
    MATCH,
    /** Two or more cards whose result is the target (NZ-CALC-1..8). */
    CALCULATION,
    /** One card of the right type on a change joker played alone (NZ-JOKER-3). */
    CARD_ON_JOKER,
    /** The card a player puts after their own change joker (NZ-JOKER-2). */
    CARD_AFTER_JOKER,
    /** A change joker on a card it may cover (NZ-JOKER-1). */
    CHANGE_JOKER,
    /** A replay joker (NZ-JOKER-5). */
    REPLAY_JOKER
}
