package org.arithmos.shell;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The last answer a page keeps, written in Latin-1 only, is the same JSON (issue 12, "What one pupil holds"). */
class LastAnswerLatin1Test {

    private final JsonMapper json = JsonMapper.builder().build();

    @Test
    void charactersBeyondLatin1BecomeEscapesThatReadAsTheSameJson() {
        String answer = "{\"changes\":[{\"key\":\"text\",\"value\":\"+ and − only, 3 × 4 ÷ 2, Léa 🦊\"}],"
                + "\"emoji 🐟\":\"\\\"quoted\\\" \\\\ back\"}";

        String kept = LastAnswerLatin1.escaped(answer);

        assertThat(kept.chars()).allMatch(c -> c <= 0xFF);
        assertThat(kept).contains("\\u2212").contains("Léa"); // é is Latin-1: left as it is
        assertThat(json.readTree(kept)).isEqualTo(json.readTree(answer));
    }

    @Test
    void anAnswerInLatin1AlreadyIsKeptAsItIs() {
        String answer = "{\"value\":\"Léa drew 3 cards\"}";

        assertThat(LastAnswerLatin1.escaped(answer)).isSameAs(answer);
        assertThat(LastAnswerLatin1.escaped(null)).isNull();
    }
}
