package org.arithmos.krambambuli.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.regex.Pattern;
import org.arithmos.krambambuli.KbProgressSummary;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The pupil page's Krambambuli lines, with the real bundles: plain sentences, no double negative (issue 13). */
class KbPupilSummaryTest {

    @ParameterizedTest
    @CsvSource(delimiter = ';', textBlock = """
            en ; \\b(without|lacking|missing)\\b.*\\b(without|free of|no)\\b
            fr ; \\bsans\\b.*\\bsans\\b
            it ; \\bsenza\\b.*\\bsenza\\b
            """)
    void theRulesToPractiseSayWhatWasNeededWithoutADoubleNegative(String language, String doubleNegative) {
        ResourceBundle words = ResourceBundle.getBundle("vaadin-i18n/translations",
                language.equals("en") ? Locale.ROOT : Locale.of(language));
        var summary = new KbPupilSummary(new KbProgressSummary(2, 0, 0, 0, 0, 3, 0,
                List.of(new KbProgressSummary.Slip("NO_CLEAN_SEQUENCE", 2))),
                (key, args) -> java.text.MessageFormat.format(words.getString(key), args));
        String slips = summary.getChildren().skip(1).findFirst().orElseThrow().getElement().getText();
        assertThat(slips).doesNotContainPattern(Pattern.compile(doubleNegative));
        assertThat(slips).contains("3");
        words.keySet().stream().filter(k -> k.startsWith("kb.slip.")).forEach(k ->
                assertThat(words.getString(k)).as(k).doesNotContainPattern(Pattern.compile(doubleNegative)));
    }
}
