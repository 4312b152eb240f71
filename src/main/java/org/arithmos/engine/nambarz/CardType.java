package org.arithmos.engine.nambarz;

/** The two kinds of number card (NZ-DECK-1): a calculation uses one kind only (NZ-CALC-2). */
public enum CardType {
    SYMBOL, DRAWING
}
