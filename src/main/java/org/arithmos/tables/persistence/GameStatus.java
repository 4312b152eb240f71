package org.arithmos.tables.persistence;

public enum GameStatus {
    PLAYING, FINISHED
}
