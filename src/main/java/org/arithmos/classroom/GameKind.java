package org.arithmos.classroom;

/** The games of the product; a teacher enables them per class. */
public enum GameKind {
    NAMBARZ, MULTICARTES, NAIN_JAUNE, KRAMBAMBULI
}
