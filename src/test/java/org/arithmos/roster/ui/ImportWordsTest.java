package org.arithmos.roster.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.i18n.Language;
import org.arithmos.i18n.Messages;
import org.arithmos.roster.ImportException;
import org.junit.jupiter.api.Test;

/** Every reason a class list can be refused has its words in English, French and Italian. */
class ImportWordsTest {

    @Test
    void everyProblemIsSaidInEveryLanguage() {
        List<String> missing = new ArrayList<>();
        for (Language language : Language.values()) {
            for (ImportException.Problem problem : ImportException.Problem.values()) {
                String key = "import.error." + problem.name();
                if (Messages.find(language, key, "x").isEmpty()) {
                    missing.add(language.code() + ": " + key);
                }
            }
            for (String column : List.of("class", "firstName", "lastName")) {
                if (Messages.find(language, "import.column." + column).isEmpty()) {
                    missing.add(language.code() + ": import.column." + column);
                }
            }
        }
        assertThat(missing).isEmpty();
    }
}
