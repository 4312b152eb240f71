package org.arithmos.tables;

/** Where a live table stands: pupils sitting down, playing, or over (the game ended or was stopped). */
public enum TableStatus {
    OPEN, PLAYING, OVER
}
