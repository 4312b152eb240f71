package org.arithmos.referee;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The command-line referee ({@code java -jar arithmos.jar referee}): JSON Lines in, one JSON object out per
 * non-blank line, in order, flushed at once, so that another program can talk to it line by line. Plain
 * Java, without Spring: the web server does not start. Every line gets an answer; a line that cannot be
 * understood gets {@code {"error": …}} and the next line is read. The protocol is in README.md.
 */
public final class Referee {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private Referee() {
    }

    /**
     * Referees standard input to standard output, both UTF-8 whatever the platform's encoding (JSON is
     * UTF-8, and the explanations use − × ÷). Returns the exit code: 0 at the end of the input, 1 when the
     * output can no longer be written (e.g. the reader went away); nothing is ever printed on stderr.
     */
    public static int runOnStandardStreams() {
        Reader in = new InputStreamReader(System.in, StandardCharsets.UTF_8);
        Writer out = new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8);
        try {
            run(in, out);
            return 0;
        } catch (UncheckedIOException e) {
            return 1;
        }
    }

    /** Answers every non-blank line of {@code in} on {@code out}, one line each, until the end of the input. */
    public static void run(Reader in, Writer out) {
        BufferedReader lines = new BufferedReader(in);
        try {
            String line = lines.readLine();
            if (line != null && !line.isEmpty() && line.charAt(0) == BYTE_ORDER_MARK) {
                line = line.substring(1);
            }
            for (int number = 1; line != null; line = lines.readLine(), number++) {
                if (!line.isBlank()) {
                    out.write(JSON.writeValueAsString(answer(line, number)));
                    out.write('\n');
                    out.flush();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The answer to line {@code number} of the input; never throws. */
    static ObjectNode answer(String line, int number) {
        return safely(() -> command(new Request(parse(line, number))));
    }

    /** Runs {@code work}; whatever goes wrong becomes an error answer, never a stack trace. */
    static ObjectNode safely(Supplier<ObjectNode> work) {
        try {
            return work.get();
        } catch (RequestError e) {
            return Answers.error(e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            // A bug of ours must not end the session: the caller gets a line and may go on.
            return Answers.error("the referee could not answer this line (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
    }

    private static JsonNode parse(String line, int number) {
        try {
            return JSON.readTree(line);
        } catch (MismatchedInputException e) {
            // Jackson's words for it name its own settings; say it for the person who wrote the line.
            throw new RequestError("one request per line: there is more after the JSON object" + column(e));
        } catch (JacksonException e) {
            // Jackson's message names its internals ("Unexpected character ('t' (code 116))"): say it our way.
            throw new RequestError(MalformedLine.describe(JSON, line, number));
        }
    }

    private static String column(JacksonException e) {
        return e.getLocation() == null ? "" : " (column " + e.getLocation().getColumnNr() + ")";
    }

    private static ObjectNode command(Request request) {
        String cmd = request.string("cmd", "\"judge\" or \"solve\"");
        return switch (cmd) {
            case "judge" -> JudgeCommand.answer(request);
            case "solve" -> SolveCommand.answer(request);
            default -> throw new RequestError("unknown \"cmd\" \"" + cmd + "\": use \"judge\" or \"solve\"");
        };
    }
}
