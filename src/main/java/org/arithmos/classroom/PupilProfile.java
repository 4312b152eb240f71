package org.arithmos.classroom;

/** A pupil as the people who may see them are shown them: name, face, class. */
public record PupilProfile(long id, String displayName, int face, Long classId, String className) {
}
