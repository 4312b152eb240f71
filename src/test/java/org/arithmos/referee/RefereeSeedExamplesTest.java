package org.arithmos.referee;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

/**
 * The 22 seed examples of the shared check (copied from ../shared/checks/nambarz-seed-examples.jsonl, so the
 * tests do not depend on that folder): each judge names the expected rule (null when legal) and bonus, each
 * solve finds the expected number of calculations.
 */
class RefereeSeedExamplesTest {

    static Stream<JsonNode> examples() throws IOException {
        try (InputStream in = RefereeSeedExamplesTest.class.getResourceAsStream("/referee/nambarz-seed-examples.jsonl")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.lines().filter(line -> !line.isBlank()).map(RefereeSession::json).toList().stream();
        }
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("examples")
    void givesTheExpectedAnswer(JsonNode example) {
        JsonNode answer = RefereeSession.ask(example.get("q").toString());
        JsonNode expected = example.get("expect");
        if (example.get("q").get("cmd").stringValue().equals("judge")) {
            assertThat(answer.get("rule")).as("%s: %s", example.get("why"), answer).isEqualTo(expected);
            if (example.has("bonus")) {
                assertThat(answer.get("bonus")).isEqualTo(example.get("bonus"));
            }
        } else {
            assertThat(answer.get("calculations")).as("%s: %s", example.get("why"), answer).hasSameSizeAs(expected);
        }
    }

    @org.junit.jupiter.api.Test
    void thereAre22() throws IOException {
        assertThat(examples()).hasSize(22);
    }
}
