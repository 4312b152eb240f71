package org.arithmos.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Properties;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Property: whatever the browser's locale (any the JVM knows, with any country or script), every text is the
 * one of its language's file, and English for every other language.
 */
class TranslationFallbackTest {

    private static final Properties ENGLISH = load("translations.properties");
    private static final Properties FRENCH = load("translations_fr.properties");
    private static final Properties ITALIAN = load("translations_it.properties");

    private final TranslationProvider provider = new TranslationProvider();

    @Property(tries = 500)
    void everyLocaleGetsItsLanguageOrEnglish(@ForAll("locales") Locale locale, @ForAll("keys") String key) {
        Properties expected = switch (locale.getLanguage()) {
            case "fr" -> FRENCH;
            case "it" -> ITALIAN;
            default -> ENGLISH;
        };
        String text = expected.getProperty(key);
        // French texts get no-break spaces before : ; ! ? (FrenchElision.spaced), whatever the file says.
        assertThat(provider.getTranslation(key, locale)).isEqualTo(expected == FRENCH ? FrenchElision.spaced(text) : text);
    }

    @Provide
    Arbitrary<Locale> locales() {
        return Arbitraries.of(Arrays.asList(Locale.getAvailableLocales()));
    }

    @Provide
    Arbitrary<String> keys() {
        return Arbitraries.of(ENGLISH.stringPropertyNames().stream().sorted().toList());
    }

    private static Properties load(String file) {
        var properties = new Properties();
        try (var in = TranslationFallbackTest.class.getResourceAsStream("/vaadin-i18n/" + file)) {
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }
}
