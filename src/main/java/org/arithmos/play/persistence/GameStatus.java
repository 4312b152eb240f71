package org.arithmos.play.persistence;

public enum GameStatus {
    PLAYING, FINISHED
}
