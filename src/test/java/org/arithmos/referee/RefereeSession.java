package org.arithmos.referee;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Test helper: runs the referee in-process on some lines and reads its answers back. */
final class RefereeSession {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private RefereeSession() {
    }

    /** The output lines for this input text. */
    static List<String> run(String input) {
        var out = new StringWriter();
        Referee.run(new StringReader(input), out);
        String text = out.toString();
        return text.isEmpty() ? List.of() : List.of(text.split("\n", -1)).subList(0, text.split("\n", -1).length - 1);
    }

    /** The one answer to one request line. */
    static JsonNode ask(String line) {
        List<String> lines = run(line + "\n");
        if (lines.size() != 1) {
            throw new AssertionError("expected one answer, got " + lines);
        }
        return JSON.readTree(lines.getFirst());
    }

    static JsonNode json(String text) {
        return JSON.readTree(text);
    }
}
