package org.arithmos.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** "Progrès d’Adam", "Progrès de Lina": French elides before a name that starts with a vowel. */
class FrenchElisionTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Adam  | Progrès d’Adam",
            "Émile | Progrès d’Émile",
            "lina  | Progrès de lina",
            "Hugo  | Progrès de Hugo",
            "Yanis | Progrès de Yanis"})
    void theRealTextOfAPupilsPageTitle(String name, String expected) {
        assertThat(Messages.get(Language.FRENCH, "pupilPage.title", name)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Aux parents de {0} (classe {1})      | Inès | 3 | Aux parents d’Inès (classe 3)",
            "Il faut que {0} joue                  | Oscar | 3 | Il faut qu’Oscar joue",
            "De {0} à {1}                           | Anna | Lina | D’Anna à Lina",
            "Code {0}, mode {1}                     | Anna | x | Code Anna, mode x",
            "Inde {0}                               | Anna | x | Inde Anna"})
    void onlyDeAndQueBeforeTheirArgumentAreElided(String text, String first, String second, String expected) {
        Object[] args = {first, second};
        assertThat(new java.text.MessageFormat(FrenchElision.pattern(text, args)).format(args)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"en | Progress of Adam", "it | Progressi di Adam"})
    void otherLanguagesAreLeftAlone(String code, String expected) {
        Language language = Language.of(java.util.Locale.forLanguageTag(code)).orElseThrow();
        assertThat(Messages.get(language, "pupilPage.title", "Adam")).isEqualTo(expected);
    }

    @org.junit.jupiter.api.Test
    void aFrenchColonNeverStartsALine() {
        assertThat(Messages.get(Language.FRENCH, "dashboard.attention.why", "Lina")).isEqualTo("⚠ À aider\u00A0: Lina");
        assertThat(Messages.get(Language.ITALIAN, "dashboard.attention.why", "Lina")).isEqualTo("⚠ Da aiutare: Lina");
    }
}
