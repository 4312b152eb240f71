package org.arithmos.i18n;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages Arithmos speaks. English is the default and lives in {@code translations.properties};
 * the others have their own {@code translations_xx.properties} in {@code vaadin-i18n/}.
 */
public enum Language {
    ENGLISH(Locale.ENGLISH, "English"),
    FRENCH(Locale.FRENCH, "Français"),
    ITALIAN(Locale.ITALIAN, "Italiano");

    private final Locale locale;
    private final String nativeName;

    Language(Locale locale, String nativeName) {
        this.locale = locale;
        this.nativeName = nativeName;
    }

    public static Language fallback() {
        return ENGLISH;
    }

    /** The language of a locale, by language code only ({@code fr_CA} is French). */
    public static Optional<Language> of(Locale locale) {
        if (locale == null) {
            return Optional.empty();
        }
        return Arrays.stream(values())
                .filter(language -> language.locale.getLanguage().equals(locale.getLanguage()))
                .findFirst();
    }

    public Locale locale() {
        return locale;
    }

    /** Two-letter code, e.g. {@code fr}. */
    public String code() {
        return locale.getLanguage();
    }

    /** The language's name in that language, so a reader finds their own language in any UI language. */
    public String nativeName() {
        return nativeName;
    }
}
