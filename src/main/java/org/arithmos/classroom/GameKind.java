package org.arithmos.classroom;

/** The games of the product; a teacher enables them per class. */
public enum GameKind {
    NAMBARZ, MULTICARTES, NAIN_JAUNE, KRAMBAMBULI;

    /** Whether pupils can play it in the app yet (the others can be enabled ahead of time). */
    public boolean playable() {
        return this == NAMBARZ || this == MULTICARTES || this == NAIN_JAUNE;
    }
}
