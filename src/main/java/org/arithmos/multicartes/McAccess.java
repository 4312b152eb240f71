package org.arithmos.multicartes;

/**
 * Whether the signed-in person may start Multicartes games, and which. Guests, teachers and parents may
 * (nothing of theirs is recorded as a pupil's); a pupil when their level enables Multicartes
 * (classroom.Level), with their class's {@link PlayChoice}.
 */
public record McAccess(boolean enabled, PlayChoice choice) {
}
