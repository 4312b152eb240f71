package org.arithmos.classroom;

import java.time.Instant;

/** A class: its teacher, its name, the code its pupils type to log in. */
public record SchoolClass(long id, long teacherId, String name, String code, boolean archived, Instant createdAt,
                          int pupils) {
}
