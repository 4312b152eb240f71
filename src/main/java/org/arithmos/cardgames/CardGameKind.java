package org.arithmos.cardgames;

import org.arithmos.classroom.GameKind;

/** The classic card games stored in the card_game tables, by the name stored in their kind column. */
public enum CardGameKind {
    NAIN_JAUNE(GameKind.NAIN_JAUNE), KRAMBAMBULI(GameKind.KRAMBAMBULI);

    private final GameKind game;

    CardGameKind(GameKind game) {
        this.game = game;
    }

    /** The game as the classroom knows it (a pupil's level enables it). */
    public GameKind game() {
        return game;
    }
}
