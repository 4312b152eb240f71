package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.arithmos.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The packaged jar serves no H2 console at its usual addresses (H2ConsoleTest checks the application itself). */
class H2ConsoleIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.sharedByGuests();

    @Test
    void noConsoleAnswers() throws Exception {
        var http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
        for (String path : List.of("/h2-console", "/h2-console/", "/h2-console/login.do", "/h2-console/login.jsp",
                "/h2", "/console")) {
            var response = http.send(HttpRequest.newBuilder(app.uri(path)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.body()).as(path).doesNotContain("H2 Console", "login.do", "JDBC URL", "org.h2");
        }
    }
}
