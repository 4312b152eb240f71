package org.arithmos.roster;

import java.util.List;

/**
 * What applying a class list would do, shown before it is done: pupils created, changed (name or class),
 * left alone, archived (imported earlier from the same source, absent now), classes created and renamed, and
 * what the file holds that the importer may not touch. Applying recomputes it and refuses if it differs.
 *
 * @param renamedClasses classes linked to the file whose name differs from the file's (renamed at the source,
 *                       or by hand here: the list is the reference), and their leavers' classes
 * @param parentEmails parent e-mails the file gave, left out (parents link to a child with a code)
 * @param skipped      OneRoster users left out because they are no pupils or are in no class
 */
public record ImportPreview(Roster.Format format, String source, List<Pupil> created, List<Pupil> changed,
                            List<Pupil> unchanged, List<Pupil> archived, List<NewClass> newClasses,
                            List<ClassRename> renamedClasses, List<String> leftOut, int parentEmails, int skipped) {

    /**
     * One pupil's line: their name and class after the import, and before it ({@code null} for a new pupil).
     *
     * @param pupilId null for a pupil to be created
     */
    public record Pupil(String sourceId, Long pupilId, String name, String className, String oldName,
                        String oldClassName) {

        public boolean renamed() {
            return oldName != null && !oldName.equals(name);
        }

        public boolean moved() {
            return oldClassName != null && !oldClassName.equals(className);
        }
    }

    /** A class the import creates, and the teacher it is given to. */
    public record NewClass(String sourceId, String name, long teacherId, String teacherName) {
    }

    /** A class of the importer's that takes the name the file gives it. */
    public record ClassRename(long classId, String oldName, String name) {
    }

    public ImportPreview {
        created = List.copyOf(created);
        changed = List.copyOf(changed);
        unchanged = List.copyOf(unchanged);
        archived = List.copyOf(archived);
        newClasses = List.copyOf(newClasses);
        renamedClasses = List.copyOf(renamedClasses);
        leftOut = List.copyOf(leftOut);
    }

    /** Whether applying would change nothing (the same file imported again). */
    public boolean changesNothing() {
        return created.isEmpty() && changed.isEmpty() && archived.isEmpty() && newClasses.isEmpty()
                && renamedClasses.isEmpty();
    }
}
