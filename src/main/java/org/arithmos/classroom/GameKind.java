package org.arithmos.classroom;

/** The games of the product; a teacher enables them per class. */
public enum GameKind {
    NAMBARZ, MULTICARTES, NAIN_JAUNE, KRAMBAMBULI;

    /** Whether pupils can play it in the app (all four games can be played now). */
    public boolean playable() {
        return true;
    }
}
