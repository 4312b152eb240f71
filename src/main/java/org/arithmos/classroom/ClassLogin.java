package org.arithmos.classroom;

import java.util.List;

/**
 * What the login screen shows once a class code is typed: the class's name and its pupils' names and
 * faces, with the hidden handle each logs in with. Nothing else of the pupils.
 */
public record ClassLogin(String className, String code, List<Pupil> pupils) {

    public record Pupil(long id, String displayName, int face, String handle) {
    }

    public ClassLogin {
        pupils = List.copyOf(pupils);
    }
}
