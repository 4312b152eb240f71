package org.arithmos.accounts;

/** A new pupil and their picture secret, to print on their login card. */
public record PupilCredentials(Account pupil, PictureSecret secret) {
}
