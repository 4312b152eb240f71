package org.arithmos.roster;

import java.util.List;

/**
 * A class list as read from a file, whatever its format: the classes and the pupils in them, each with the
 * identifier the source gives it (or that we derive, docs/decisions/0029).
 *
 * @param source       where the identifiers come from: {@code csv} or {@code oneroster:<school sourcedId>}
 * @param parentEmails how many parent e-mails the file gave (read, then left out: parents link by code)
 * @param skipped      rows left out on purpose (OneRoster: users who are no pupils, or in no class)
 */
public record Roster(Format format, String source, List<RosterClass> classes, List<RosterPupil> pupils,
                     int parentEmails, int skipped) {

    public enum Format { SIMPLE_CSV, ONEROSTER }

    /** A class of the file; {@code teacherLogins} are its teachers' usernames and e-mails (OneRoster). */
    public record RosterClass(String sourceId, String name, List<String> teacherLogins) {
    }

    /** A pupil of the file, in the class whose source id is {@code classSourceId}. */
    public record RosterPupil(String sourceId, String firstName, String lastName, String classSourceId) {
    }

    public Roster {
        classes = List.copyOf(classes);
        pupils = List.copyOf(pupils);
    }
}
