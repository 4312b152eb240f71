package org.arithmos.roster;

import java.util.List;
import org.arithmos.classroom.SchoolClass;

/** What an applied import did, and the classes that got new pupils (whose login cards are to be printed). */
public record ImportResult(ImportPreview done, List<SchoolClass> classesWithNewPupils) {

    public ImportResult {
        classesWithNewPupils = List.copyOf(classesWithNewPupils);
    }
}
