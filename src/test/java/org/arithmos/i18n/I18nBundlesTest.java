package org.arithmos.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.arithmos.rules.NambarzRulebook;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every text exists, non-empty, in English, French and Italian; every Nambarz rule has its text. */
class I18nBundlesTest {

    private static final List<String> BUNDLES =
            List.of("translations.properties", "translations_fr.properties", "translations_it.properties");

    /** Section 1 of the project's rule reading (shared rules/RULES.md), kept here so that it can fail. */
    private static final List<String> NAMBARZ_RULE_IDS = List.of(
            "NZ-DECK-1", "NZ-DECK-2", "NZ-DECK-3", "NZ-NOTE-1", "NZ-DECK-4", "NZ-DECK-5",
            "NZ-DEAL-1", "NZ-DEAL-2", "NZ-DEAL-3", "NZ-TURN-1", "NZ-TURN-2", "NZ-TURN-3",
            "NZ-TARGET-1", "NZ-MATCH-1",
            "NZ-CALC-1", "NZ-CALC-2", "NZ-CALC-3", "NZ-CALC-4", "NZ-CALC-5", "NZ-CALC-6", "NZ-CALC-7", "NZ-CALC-8",
            "NZ-JOKER-1", "NZ-JOKER-2", "NZ-JOKER-3", "NZ-JOKER-4", "NZ-JOKER-5",
            "NZ-PEN-0", "NZ-PEN-1", "NZ-PEN-2", "NZ-PEN-3", "NZ-PEN-4", "NZ-PEN-5", "NZ-PEN-6",
            "NZ-END-1", "NZ-SCORE-1", "NZ-SCORE-2", "NZ-SCORE-3", "NZ-TEAM-1", "NZ-PLAYERS-1");

    private static Map<String, Properties> bundles;

    @BeforeAll
    static void load() {
        bundles = BUNDLES.stream().collect(Collectors.toMap(name -> name, I18nBundlesTest::read));
    }

    @Test
    void everyKeyIsInEveryLanguage() {
        Set<String> allKeys = new TreeSet<>();
        bundles.values().forEach(bundle -> allKeys.addAll(bundle.stringPropertyNames()));
        bundles.forEach((name, bundle) -> assertThat(bundle.stringPropertyNames())
                .as("keys missing from %s", name)
                .containsAll(allKeys));
    }

    @Test
    void noTextIsEmpty() {
        bundles.forEach((name, bundle) -> bundle.stringPropertyNames().forEach(key -> assertThat(
                bundle.getProperty(key)).as("%s in %s", key, name).isNotBlank()));
    }

    /** French puts a space before : ; ! ? and it must be a no-break one, or the sign may start a line alone. */
    @Test
    void frenchSignsNeverStartALine() {
        var french = bundles.get("translations_fr.properties");
        french.stringPropertyNames().forEach(key -> assertThat(french.getProperty(key)).as(key)
                .doesNotContainPattern(" [:;!?]"));
    }

    @Test
    void theRulesPageShowsEveryNambarzRuleAndNoOther() {
        assertThat(NambarzRulebook.ruleIds()).containsExactlyInAnyOrderElementsOf(NAMBARZ_RULE_IDS);
    }

    @Test
    void ruleTextsAreExactlyTheNambarzRules() {
        Set<String> expected = NAMBARZ_RULE_IDS.stream().map(NambarzRulebook::textKey)
                .collect(Collectors.toCollection(TreeSet::new));
        bundles.forEach((name, bundle) -> {
            Set<String> ruleKeys = bundle.stringPropertyNames().stream()
                    .filter(key -> key.startsWith("rule."))
                    .collect(Collectors.toCollection(TreeSet::new));
            assertThat(ruleKeys).as("rule texts in %s", name).isEqualTo(expected);
        });
    }

    @Test
    void everyWorkedExampleHasATitleAndAText() {
        NambarzRulebook.examples().forEach(example -> bundles.forEach((name, bundle) -> assertThat(bundle)
                .as("example %s in %s", example.id(), name)
                .containsKeys("example." + example.id() + ".title", "example." + example.id() + ".text")));
    }

    @Test
    void frenchAndItalianAreTranslatedNotCopied() {
        Properties english = bundles.get("translations.properties");
        for (String other : List.of("translations_fr.properties", "translations_it.properties")) {
            long sameAsEnglish = NAMBARZ_RULE_IDS.stream().map(NambarzRulebook::textKey)
                    .filter(key -> english.getProperty(key).equals(bundles.get(other).getProperty(key)))
                    .count();
            assertThat(sameAsEnglish).as("rule texts of %s identical to English", other).isZero();
        }
    }

    @Test
    void explanationTextsHaveNoPlainApostrophe() {
        // MessageFormat fills in their {0}, {1}…, and it swallows a ' : write ’ instead.
        bundles.forEach((name, bundle) -> bundle.stringPropertyNames().stream()
                .filter(key -> key.startsWith("explain."))
                .forEach(key -> assertThat(bundle.getProperty(key)).as("%s in %s", key, name).doesNotContain("'")));
    }

    @Test
    void explanationTextsAreTranslatedNotCopied() {
        Properties english = bundles.get("translations.properties");
        for (String other : List.of("translations_fr.properties", "translations_it.properties")) {
            List<String> copied = english.stringPropertyNames().stream()
                    .filter(key -> key.startsWith("explain.") && !key.equals("explain.card.drawing"))
                    .filter(key -> english.getProperty(key).equals(bundles.get(other).getProperty(key)))
                    .toList();
            assertThat(copied).as("explanation texts of %s identical to English", other).isEmpty();
        }
    }

    private static Properties read(String name) {
        var properties = new Properties();
        try (InputStream in = I18nBundlesTest.class.getResourceAsStream("/vaadin-i18n/" + name)) {
            assertThat(in).as(name).isNotNull();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError(name, e);
        }
        return properties;
    }
}
