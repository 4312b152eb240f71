package org.arithmos.classroom;

/** The code a pupil's parents type to link their account to the child, printed for the class. */
public record ParentCard(long pupilId, String displayName, String className, String code) {
}
