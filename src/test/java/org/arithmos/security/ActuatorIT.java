package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import org.arithmos.Logins;
import org.arithmos.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged jar, as an operator meets it (docs/decisions/0030): health and readiness answer without signing
 * in, with the status only; metrics answer the demo school's admin (as a Prometheus scraper signs in) and nobody
 * else; the rest of Actuator answers nobody. ActuatorAccessTest checks every address for every role.
 */
class ActuatorIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void healthAnswersAnyoneWithItsStatusOnly() throws Exception {
        for (String path : List.of("/actuator/health", "/actuator/health/liveness", "/actuator/health/readiness")) {
            var answer = get(path, null);
            assertThat(answer.statusCode()).as(path).isEqualTo(200);
            assertThat(answer.body()).as(path).contains("\"status\":\"UP\"").doesNotContain("components", "details", "db");
        }
    }

    @Test
    void metricsAnswerTheAdminOnly() throws Exception {
        get("/login", null); // a page of Vaadin's, timed under its own name
        assertThat(get("/actuator/prometheus", null).statusCode()).isEqualTo(401);
        assertThat(get("/actuator/prometheus", basic("teacher")).statusCode()).isEqualTo(403);
        var asAdmin = get("/actuator/prometheus", basic("admin"));
        assertThat(asAdmin.statusCode()).isEqualTo(200);
        assertThat(asAdmin.body()).contains("arithmos_sessions_live", "arithmos_tables_live", "arithmos_moves_total",
                "http_server_requests_seconds_bucket").containsPattern("http_server_requests_seconds_count\\{[^}]*uri=\"vaadin-page\"");
    }

    @Test
    void theRestOfActuatorAnswersNobody() throws Exception {
        for (String path : List.of("/actuator", "/actuator/env", "/actuator/beans", "/actuator/metrics", "/actuator/heapdump")) {
            assertThat(get(path, null).statusCode()).as(path).isIn(401, 403, 404);
            assertThat(get(path, basic("admin")).statusCode()).as(path + " as the admin").isIn(403, 404);
        }
    }

    private HttpResponse<String> get(String path, String authorization) throws Exception {
        var request = HttpRequest.newBuilder(app.uri(path));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String basic(String login) {
        return "Basic " + Base64.getEncoder().encodeToString((login + ":" + Logins.PASSWORD).getBytes(StandardCharsets.UTF_8));
    }
}
