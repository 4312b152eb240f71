package org.arithmos.progress;

import java.util.List;
import org.arithmos.classroom.SchoolClass;

/** A class's dashboard: one line per pupil, in the order of the class list. */
public record ClassProgress(SchoolClass schoolClass, List<PupilProgress> pupils) {

    public ClassProgress {
        pupils = List.copyOf(pupils);
    }

    public List<PupilProgress> struggling() {
        return pupils.stream().filter(PupilProgress::struggling).toList();
    }
}
