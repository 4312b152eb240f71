package org.arithmos.classroom;

import java.util.Arrays;
import java.util.List;

/**
 * The names in a pasted list of pupils: one per line, and nothing else splits a name ("Dupont, Jean" is one
 * pupil), so what the teacher sees in the preview is what will be created.
 */
public final class PupilNames {

    private PupilNames() {
    }

    /** The names of the list, tidied (spaces around and inside), without lines that hold no letter or digit. */
    public static List<String> fromList(String typed) {
        return Arrays.stream((typed == null ? "" : typed).split("\\R")).map(PupilNames::clean)
                .filter(s -> s.codePoints().anyMatch(Character::isLetterOrDigit)).toList();
    }

    /** A name as typed, without spaces around it and with single spaces inside. */
    static String clean(String name) {
        return name == null ? "" : name.strip().replaceAll("\\s+", " ");
    }
}
