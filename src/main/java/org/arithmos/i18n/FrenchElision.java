package org.arithmos.i18n;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * French typography that a translation file cannot fix alone. French elides "de" and "que" before a vowel: "les progrès d’Adam", not "de Adam". A text cannot know the
 * name it will hold, so the pattern is fixed once the arguments are known: "de {0}" becomes "d’{0}" when
 * the argument starts with a vowel. H and Y are left alone: "de Hugo", "de Yanis" are accepted French, "d’huit" is not.
 */
final class FrenchElision {

    private static final Pattern ELIDABLE = Pattern.compile("(?<!\\p{L})([DdQq]u?e) \\{(\\d+)}");
    private static final String VOWELS = "aeiouàâäéèêëîïôöùûü";

    private FrenchElision() {
    }

    static String pattern(String text, Object[] args) {
        Matcher m = ELIDABLE.matcher(text);
        StringBuilder out = new StringBuilder(text.length());
        while (m.find()) {
            int index = Integer.parseInt(m.group(2));
            boolean elide = index < args.length && args[index] instanceof CharSequence s && startsWithVowel(s);
            String word = m.group(1);
            String replacement = elide ? word.substring(0, word.length() - 1) + "’{" + index + "}" : m.group();
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        return m.appendTail(out).toString();
    }

    /**
     * French puts a space before : ; ! ? that never leaves the sign alone at the start of a line: the
     * spaces of the texts become no-break spaces.
     */
    static String spaced(String text) {
        return text.replaceAll(" ([:;!?])", "\u00A0$1");
    }

    private static boolean startsWithVowel(CharSequence s) {
        return !s.isEmpty() && VOWELS.indexOf(Character.toLowerCase(s.charAt(0))) >= 0;
    }
}
