package org.arithmos.referee;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The packaged jar as a real process, as a script would run it: {@code java -jar target/arithmos.jar referee},
 * with the java that runs this test and a plain C locale (the answers must still be UTF-8). Only JSON lines on
 * stdout, nothing at all on stderr, exit code 0 at the end of the input.
 */
class RefereeIT {

    private static final List<String> REQUESTS = List.of(
            "{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"6\",\"5\",\"2\",\"10\"],\"ops\":[\"+\",\"+\",\"-\"]}",
            "",
            "{\"cmd\":\"judge\",\"target\":\"3\",",
            "{\"cmd\":\"solve\",\"target\":\"5\",\"hand\":[\"9\",\"8\",\"2\"],\"parentheses\":true}",
            "{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"7-bee\"]}");

    @Test
    void answersEachLineOnStdoutAndNothingElse() throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("arithmos.jar", "target/arithmos.jar")).toAbsolutePath();
        Path stderr = Path.of("target", "it-referee-stderr.txt");
        var builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString(), "referee")
                .redirectError(stderr.toFile());
        builder.environment().put("LC_ALL", "C");
        builder.environment().put("LANG", "C");
        Process referee = builder.start();
        try (OutputStream in = referee.getOutputStream()) {
            in.write((String.join("\n", REQUESTS) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(referee.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(referee.waitFor(60, TimeUnit.SECONDS)).as("the referee ends with its input").isTrue();

        assertThat(referee.exitValue()).isZero();
        assertThat(Files.readString(stderr)).isEmpty();
        List<JsonNode> answers = out.lines().map(RefereeSession::json).toList();
        assertThat(answers).hasSize(4);
        assertThat(answers.get(0).get("rule").stringValue()).isEqualTo("NZ-CALC-7");
        assertThat(answers.get(0).get("explanation").stringValue()).contains("6 ÷ 2 = 3 stays on the pile");
        assertThat(answers.get(1).get("error").stringValue()).contains("not valid JSON");
        assertThat(answers.get(2).get("best").get("expr").stringValue()).isEqualTo("9-8/2");
        assertThat(answers.get(3).get("error").stringValue()).contains("the bee is on 3 and 8");
    }
}
