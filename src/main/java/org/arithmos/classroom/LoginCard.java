package org.arithmos.classroom;

import org.arithmos.accounts.PictureSecret;

/** What a pupil needs to log in, printed for the whole class at once. */
public record LoginCard(long pupilId, String displayName, int face, String className, String classCode,
                        PictureSecret secret) {
}
