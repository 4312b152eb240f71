package org.arithmos.referee;

import static org.arithmos.referee.RefereeSession.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The line protocol: one answer per non-blank line, in order, each flushed as soon as it is written. */
class RefereeSessionTest {

    private static final String SOLVE = "{\"cmd\":\"solve\",\"target\":\"3\",\"hand\":[\"6\",\"5\",\"2\",\"10\",\"3-bee\"]}";

    @Test
    void blankLinesAreSkippedAndAnswersKeepTheOrder() {
        List<String> lines = RefereeSession.run("\n   \n{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"3\"]}\n\t\n"
                + "not json\r\n" + SOLVE + "\n\n");
        assertThat(lines).hasSize(3);
        assertThat(json(lines.get(0)).get("legal").booleanValue()).isTrue();
        assertThat(json(lines.get(1)).has("error")).isTrue();
        assertThat(json(lines.get(2)).has("matches")).isTrue();
    }

    @Test
    void theLastLineNeedsNoNewline() {
        assertThat(RefereeSession.run(SOLVE)).hasSize(1);
    }

    @Test
    void aByteOrderMarkBeforeTheFirstLineIsIgnored() {
        assertThat(json(RefereeSession.run("\uFEFF" + SOLVE + "\n").getFirst()).has("matches")).isTrue();
    }

    @Test
    void solveListsEveryMatchAndEveryCalculationOnce() {
        JsonNode a = RefereeSession.ask(SOLVE.replace("\"3-bee\"]", "\"3-bee\",\"J-any\",\"3-bee\"]"));
        assertThat(a.get("matches")).isEqualTo(json("[\"3-bee\"]"));
        assertThat(a.get("calculations")).isEqualTo(json("[{\"cards\":[\"5\",\"2\"],\"ops\":[\"-\"]},"
                + "{\"cards\":[\"6\",\"2\"],\"ops\":[\"/\"]},{\"cards\":[\"6\",\"5\",\"10\"],\"ops\":[\"*\",\"/\"]}]"));
        assertThat(a.get("best")).isEqualTo(json("{\"cards\":[\"6\",\"5\",\"10\"],\"ops\":[\"*\",\"/\"]}"));
    }

    @Test
    void solveWithParenthesesWritesExpressions() {
        JsonNode a = RefereeSession.ask("{\"cmd\":\"solve\",\"target\":\"5\",\"hand\":[\"9\",\"8\",\"2\"],\"parentheses\":true}");
        assertThat(a.get("calculations")).isEqualTo(json("[{\"cards\":[\"9\",\"8\",\"2\"],\"expr\":\"9-8/2\"}]"));
    }

    @Test
    void solveWithoutPlaysHasNoBest() {
        JsonNode a = RefereeSession.ask("{\"cmd\":\"solve\",\"target\":\"5\",\"hand\":[\"9\",\"8\",\"2\",\"J-replay\"]}");
        assertThat(a).isEqualTo(json("{\"matches\":[],\"calculations\":[],\"best\":null}"));
    }

    @Test
    void theBestOfOnlyMatchesIsTheFirstMatch() {
        JsonNode a = RefereeSession.ask("{\"cmd\":\"solve\",\"target\":\"3-bee\",\"hand\":[\"8-bee\",\"3\"],"
                + "\"operations\":\"+-\"}");
        assertThat(a.get("best")).isEqualTo(json("{\"cards\":[\"3\"]}"));
        assertThat(a.get("matches")).isEqualTo(json("[\"3\",\"8-bee\"]"));
    }

    @Test
    void everyAnswerIsFlushedAsSoonAsItIsWritten() {
        List<Integer> flushedAt = new ArrayList<>();
        StringWriter text = new StringWriter();
        var out = new java.io.Writer() {
            @Override
            public void write(char[] buffer, int offset, int length) {
                text.write(buffer, offset, length);
            }

            @Override
            public void flush() {
                flushedAt.add(text.toString().split("\n", -1).length - 1);
            }

            @Override
            public void close() {
            }
        };
        Referee.run(new StringReader(SOLVE + "\n\n" + SOLVE + "\nnope\n"), out);
        assertThat(flushedAt).containsExactly(1, 2, 3);
    }
}
