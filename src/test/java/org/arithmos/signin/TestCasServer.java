package org.arithmos.signin;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A CAS server speaking the CAS 3.0 protocol as a French ENT does, for the sign-in tests (no packaged CAS server
 * runs here): {@code /cas/login} shows a form, then sends the browser back to the service with a ticket;
 * {@code /cas/p3/serviceValidate} answers the XML with the person's attributes, once per ticket and only for
 * the service the ticket was given to. Anything else it answers {@code INVALID_TICKET}.
 */
public final class TestCasServer implements AutoCloseable {

    private record Ticket(String user, String service) {
    }

    private final HttpServer server;
    private final Map<String, Map<String, List<String>>> people;
    private final Map<String, Ticket> tickets = new ConcurrentHashMap<>();
    private volatile boolean refuseAll;

    private TestCasServer(HttpServer server, Map<String, Map<String, List<String>>> people) {
        this.server = server;
        this.people = people;
    }

    /** Starts the server on a free port; {@code people}: CAS user → attributes. */
    public static TestCasServer start(Map<String, Map<String, List<String>>> people) throws IOException {
        var cas = new TestCasServer(HttpServer.create(new InetSocketAddress("localhost", 0), 0),
                new ConcurrentHashMap<>(people));
        cas.server.createContext("/cas/login", cas::login);
        cas.server.createContext("/cas/p3/serviceValidate", cas::validate);
        cas.server.start();
        return cas;
    }

    /** {@code …/cas}, the app's {@code server-url}. */
    public String url() {
        return "http://localhost:" + server.getAddress().getPort() + "/cas";
    }

    /** One more person at the ENT. */
    public void add(String user, Map<String, List<String>> attributes) {
        people.put(user, attributes);
    }

    /** A ticket for {@code user} as /login would give it, without the form. */
    public String ticketFor(String user, String service) {
        String ticket = "ST-" + UUID.randomUUID();
        tickets.put(ticket, new Ticket(user, service));
        return ticket;
    }

    /** From now on every validation answers a failure (as a server whose tickets expired). */
    public void refuseEveryTicket(boolean refuse) {
        refuseAll = refuse;
    }

    private void login(HttpExchange exchange) throws IOException {
        Map<String, String> query = parameters(exchange.getRequestURI().getRawQuery());
        String service = query.getOrDefault("service", "");
        if ("POST".equals(exchange.getRequestMethod())) {
            String user = parameters(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8))
                    .getOrDefault("username", "");
            if (people.containsKey(user)) {
                String target = service + (service.contains("?") ? "&" : "?") + "ticket="
                        + URLEncoder.encode(ticketFor(user, service), StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Location", target);
                exchange.sendResponseHeaders(302, -1);
                exchange.close();
                return;
            }
        }
        String form = """
                <!doctype html><html lang="fr"><head><meta charset="utf-8"><title>ENT</title></head><body>
                <form method="post" action="/cas/login?service=%s"><label>Identifiant
                <input id="username" name="username"></label><button id="cas-submit">Se connecter</button></form>
                </body></html>""".formatted(URLEncoder.encode(service, StandardCharsets.UTF_8));
        send(exchange, "text/html", form);
    }

    private void validate(HttpExchange exchange) throws IOException {
        Map<String, String> query = parameters(exchange.getRequestURI().getRawQuery());
        Ticket ticket = tickets.remove(query.getOrDefault("ticket", ""));
        if (refuseAll || ticket == null || !ticket.service().equals(query.get("service"))) {
            send(exchange, "application/xml", """
                    <cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
                      <cas:authenticationFailure code="INVALID_TICKET">Ticket not recognized</cas:authenticationFailure>
                    </cas:serviceResponse>""");
            return;
        }
        StringBuilder attributes = new StringBuilder();
        people.get(ticket.user()).forEach((name, values) -> values.forEach(value -> attributes
                .append("<cas:").append(name).append('>').append(xml(value)).append("</cas:").append(name).append('>')));
        send(exchange, "application/xml", """
                <cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
                  <cas:authenticationSuccess><cas:user>%s</cas:user><cas:attributes>%s</cas:attributes>
                  </cas:authenticationSuccess>
                </cas:serviceResponse>""".formatted(xml(ticket.user()), attributes));
    }

    private static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static void send(HttpExchange exchange, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", type + "; charset=utf-8");
        exchange.sendResponseHeaders(200, bytes.length);
        try (var out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static Map<String, String> parameters(String raw) {
        Map<String, String> map = new HashMap<>();
        if (raw == null || raw.isEmpty()) {
            return map;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            map.put(name, eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return map;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
