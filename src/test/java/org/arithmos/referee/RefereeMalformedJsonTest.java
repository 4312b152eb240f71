package org.arithmos.referee;

import static org.arithmos.referee.RefereeSession.ask;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;

/**
 * A line that is not valid JSON gets the referee's own short message: the line, the column, the field, what
 * was expected and what was found; never the JSON parser's internal words (issue 13).
 */
class RefereeMalformedJsonTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            not JSON at all     | judge 3 6 2                                   | line 1 is not valid JSON at column 1: expected a request object, starting with { but found "judge"
            ends too early      | {"cmd":"judge",                               | line 1 is not valid JSON at column 16, after "cmd": expected the next field name in double quotes but found the end of the line
            comma missing       | {"cmd":"judge" "target":"3"}                  | line 1 is not valid JSON at column 16, after "cmd": expected , or } but found "\\"target\\""
            word not quoted     | {"cmd":judge}                                 | line 1 is not valid JSON at column 8, in "cmd": expected a value ("text", a number, true, false, null, [ or {) but found "judge"
            name not quoted     | {cmd:"judge"}                                 | line 1 is not valid JSON at column 2: expected a field name in double quotes, like "cmd", or } but found "cmd"
            colon missing       | {"cmd" "judge"}                               | line 1 is not valid JSON at column 8, in "cmd": expected a : after the field name but found "\\"judge\\""
            comma in a list     | {"cmd":"judge","target":"3","cards":["3",]}   | line 1 is not valid JSON at column 42, in "cards": expected a value ("text", a number, true, false, null, [ or {) but found "]"
            list not closed     | {"cmd":"judge","target":"3","cards":["3"}     | line 1 is not valid JSON at column 41, in "cards": expected , or ] but found "}"
            string not closed   | {"cmd":"judge                                 | line 1 is not valid JSON at column 8, in "cmd": expected a string closed by " on this line
            single quotes       | {'cmd':'judge'}                               | line 1 is not valid JSON at column 2: expected a field name in double quotes, like "cmd", or } but found "'"
            """)
    void saysWhereAndWhatWasExpected(String why, String line, String message) {
        JsonNode answer = ask(line);
        assertThat(answer.propertyNames()).containsExactly("error");
        String error = answer.get("error").stringValue();
        assertThat(error).startsWith(message);
        assertThat(error).doesNotContainIgnoringCase("token").doesNotContain("code ", "Unexpected", "Source", "REDACTED",
                "Jackson", "JsonToken", "Feature");
    }

    @ParameterizedTest(name = "line {0}")
    @CsvSource({"1", "3"})
    void namesTheLineOfTheInput(int bad) {
        List<String> lines = new java.util.ArrayList<>(List.of("{\"cmd\":\"solve\",\"target\":\"3\",\"hand\":[\"3\"]}",
                "", "{\"cmd\":\"solve\",\"target\":\"3\",\"hand\":[\"3\"]}"));
        lines.set(bad - 1, "{\"cmd\":");
        List<String> answers = RefereeSession.run(String.join("\n", lines) + "\n");
        assertThat(answers).hasSize(2);
        String error = RefereeSession.json(answers.get(bad == 1 ? 0 : 1)).get("error").stringValue();
        assertThat(error).startsWith("line " + bad + " is not valid JSON at column 8, in \"cmd\"");
    }
}
