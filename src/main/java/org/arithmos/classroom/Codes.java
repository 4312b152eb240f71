package org.arithmos.classroom;

import java.security.SecureRandom;
import java.util.Locale;

/**
 * Codes children and parents type: capital letters and digits that cannot be mistaken for each other
 * (no O/0, I/1, S/5, Z/2).
 */
final class Codes {

    private static final String LETTERS = "ABCDEFGHJKLMNPQRTUVWXY346789";
    private final SecureRandom random = new SecureRandom();

    /** Six characters: about 480 million classes, typed by a child in a few seconds. */
    String classCode() {
        return draw(6);
    }

    /** Eight characters in two groups of four, for parents. */
    String linkCode() {
        return draw(4) + "-" + draw(4);
    }

    private String draw(int n) {
        StringBuilder s = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            s.append(LETTERS.charAt(random.nextInt(LETTERS.length())));
        }
        return s.toString();
    }

    /**
     * A parent's code as typed ("3v3x ycpy", "3V3XYCPY", "3v3x-ycpy"): letters and digits only, upper case,
     * put back in the printed form of two groups of four.
     */
    static String normalizeLinkCode(String typed) {
        String bare = typed == null ? "" : typed.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
        return bare.length() == 8 ? bare.substring(0, 4) + "-" + bare.substring(4) : bare;
    }

    /** What a person typed, tidied: upper case, without spaces; "-" kept. */
    static String normalize(String typed) {
        return typed == null ? "" : typed.strip().toUpperCase(Locale.ROOT).replaceAll("[\\s_]", "");
    }
}
