package org.arithmos.nambarz;

/** How a table treats mistakes. */
public enum GameMode {
    /** A Check button judges a calculation without penalty, and hints are allowed. */
    LEARNING,
    /** The rules exactly as written: a wrong play is penalized, no hints. */
    GAME
}
