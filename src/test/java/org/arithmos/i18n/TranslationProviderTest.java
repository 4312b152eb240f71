package org.arithmos.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TranslationProviderTest {

    private final Locale jvmDefault = Locale.getDefault();
    private final TranslationProvider provider = new TranslationProvider();

    @AfterEach
    void restoreDefaultLocale() {
        Locale.setDefault(jvmDefault);
    }

    @Test
    void providesEnglishFirstThenFrenchAndItalian() {
        assertThat(provider.getProvidedLocales()).containsExactly(Locale.ENGLISH, Locale.FRENCH, Locale.ITALIAN);
    }

    @ParameterizedTest
    @CsvSource({"en, Nambarz rules", "en-GB, Nambarz rules", "fr, Règles de Nambarz", "fr-CA, Règles de Nambarz",
            "it, Regole di Nambarz", "de, Nambarz rules"})
    void translatesByLanguageWithEnglishForOthers(String languageTag, String expected) {
        assertThat(provider.getTranslation("nav.rules", Locale.forLanguageTag(languageTag))).isEqualTo(expected);
    }

    @Test
    void englishStaysEnglishOnAServerWhoseDefaultLocaleIsFrench() {
        Locale.setDefault(Locale.FRANCE);
        assertThat(provider.getTranslation("nav.rules", Locale.ENGLISH)).isEqualTo("Nambarz rules");
        assertThat(provider.getTranslation("nav.rules", Locale.GERMAN)).isEqualTo("Nambarz rules");
    }

    @Test
    void readsUtf8() {
        assertThat(provider.getTranslation("nav.rules", Locale.FRENCH)).isEqualTo("Règles de Nambarz");
    }

    @Test
    void showsAMissingKeyInsteadOfFailing() {
        assertThat(provider.getTranslation("no.such.key", Locale.ITALIAN)).isEqualTo("!it: no.such.key");
    }
}
