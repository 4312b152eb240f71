package org.arithmos.progress;

/** What a progress event records. */
public enum ProgressKind {
    /** Cards put down: a match, a calculation, a card after or on a joker (legal or penalized). */
    PLAY,
    /** A joker played. */
    JOKER,
    /** A card drawn instead of playing (with the play that was possible, if any). */
    DRAW,
    /** A turn ended without playing more. */
    PASS,
    /** A hint was shown (learning mode). */
    HINT,
    /** A calculation was checked before playing (learning mode). */
    CHECK
}
