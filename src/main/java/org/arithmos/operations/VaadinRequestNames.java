package org.arithmos.operations;

import io.micrometer.common.KeyValue;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.server.observation.DefaultServerRequestObservationConvention;
import org.springframework.http.server.observation.ServerRequestObservationContext;
import org.springframework.stereotype.Component;

/**
 * Names Vaadin's requests in the request-time metric ({@code http_server_requests_seconds}, tag {@code uri}), which
 * Spring only knows for its own handlers and else calls {@code UNKNOWN}: so that an operator (and the load harness)
 * sees the time of a click ({@code vaadin-uidl}) apart from heartbeats, push, pages and static files. A few fixed
 * names, never the address itself: a metric's tags must not grow with every URL.
 */
@Component
public class VaadinRequestNames extends DefaultServerRequestObservationConvention {

    @Override
    protected KeyValue uri(ServerRequestObservationContext context) {
        KeyValue spring = super.uri(context);
        if (!"UNKNOWN".equals(spring.getValue())) {
            return spring;
        }
        return KeyValue.of(spring.getKey(), name(context.getCarrier()));
    }

    static String name(HttpServletRequest request) {
        String path = request.getRequestURI() == null ? "" : request.getRequestURI().substring(
                request.getContextPath() == null ? 0 : request.getContextPath().length());
        if (path.startsWith("/VAADIN/push")) {
            return "vaadin-push";
        }
        String type = request.getParameter("v-r");
        if (type != null) {
            return switch (type) {
                case "uidl", "heartbeat", "push", "init", "upload" -> "vaadin-" + type;
                default -> "vaadin-other";
            };
        }
        if (path.startsWith("/VAADIN/") || path.startsWith("/styles/") || path.contains(".")) {
            return "vaadin-static";
        }
        return "GET".equals(request.getMethod()) || "HEAD".equals(request.getMethod()) ? "vaadin-page" : "vaadin-other";
    }
}
