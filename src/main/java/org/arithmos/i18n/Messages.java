package org.arithmos.i18n;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;

/**
 * The texts of {@code vaadin-i18n/translations*.properties}, read without Spring or Vaadin so that the
 * referee and the explanations can use them too. {@link TranslationProvider} hands Vaadin the same
 * texts. No fallback to the JVM's default locale (docs/decisions/0003-translations.md): a missing French
 * text falls back to English, never to the server's language.
 */
public final class Messages {

    private static final String BUNDLE = "vaadin-i18n.translations";
    private static final ResourceBundle.Control NO_DEFAULT_LOCALE_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private Messages() {
    }

    /**
     * The text of {@code key} in {@code language}, with {@code {0}}, {@code {1}}… replaced by the
     * arguments ({@link MessageFormat}: write apostrophes in such texts as ’); a visible marker
     * {@code !fr: key} when the key is missing, so that it is noticed on the page.
     */
    public static String get(Language language, String key, Object... args) {
        return find(language, key, args).orElseGet(() -> missing(language, key));
    }

    /** Like {@link #get}, empty when the key is missing. */
    public static Optional<String> find(Language language, String key, Object... args) {
        ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, language.locale(), NO_DEFAULT_LOCALE_FALLBACK);
        String text;
        try {
            text = bundle.getString(key);
            if (language == Language.FRENCH) {
                text = FrenchElision.spaced(text);
            }
        } catch (MissingResourceException e) {
            return Optional.empty();
        }
        if (args.length == 0) {
            return Optional.of(text);
        }
        String pattern = language == Language.FRENCH ? FrenchElision.pattern(text, args) : text;
        return Optional.of(new MessageFormat(pattern, language.locale()).format(args));
    }

    /** What a missing key shows instead of a text. */
    public static String missing(Language language, String key) {
        return "!" + language.code() + ": " + key;
    }
}
