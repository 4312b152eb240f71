package org.arithmos.tables;

/**
 * Why a robot moved for a pupil who is at the table: the class's turn timer ran out (0018). Sent as the
 * {@link TableNews#reason()} of that move, so that every screen says so, the pupil's own included.
 *
 * @param seconds the class's turn timer
 */
public record TimeUp(int seconds) {
}
