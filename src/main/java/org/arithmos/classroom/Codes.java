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

    /**
     * Whether a code a teacher chose could be guessed: shorter than 6, or without at least 2 letters and 2
     * digits (so no word of any language, no date, no phone number), or a run such as AAAA11 or ABC123.
     */
    static boolean guessable(String code) {
        long letters = code.chars().filter(c -> c >= 'A' && c <= 'Z').count();
        long digits = code.chars().filter(c -> c >= '0' && c <= '9').count();
        return code.length() < 6 || letters < 2 || digits < 2 || letters + digits != code.length()
                || distinct(code) < 4 || code.matches(".*(ABC|BCD|CDE|123|234|345|456|567|678|789|012).*");
    }

    private static long distinct(String code) {
        return code.chars().distinct().count();
    }

    /** What a person typed, tidied: upper case, without spaces; "-" kept. */
    static String normalize(String typed) {
        return typed == null ? "" : typed.strip().toUpperCase(Locale.ROOT).replaceAll("[\\s_]", "");
    }
}
