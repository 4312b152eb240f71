package org.arithmos.load;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * The page's push connection, as Vaadin's client opens it (Atmosphere over WebSocket, messages framed as
 * {@code length|message}; the client sends nothing on it, since the app pushes with WEBSOCKET_XHR). Each UIDL
 * message the server pushes (a robot's move, a classmate's) is applied to the page's state tree.
 */
final class PushChannel implements WebSocket.Listener {

    private final VaadinClient page;
    private final Metrics metrics;
    private final StringBuilder pending = new StringBuilder();
    private WebSocket socket;

    private PushChannel(VaadinClient page, Metrics metrics) {
        this.page = page;
        this.metrics = metrics;
    }

    static PushChannel connect(VaadinClient page, HttpClient http, URI base, int uiId, String pushId, Metrics metrics) {
        var channel = new PushChannel(page, metrics);
        URI uri = URI.create(base.toString().replaceFirst("^http", "ws") + "VAADIN/push?v-r=push&v-uiId=" + uiId
                + "&v-pushId=" + pushId + "&X-Atmosphere-tracking-id=0&X-Atmosphere-Framework=4.0.1"
                + "&X-Atmosphere-Transport=websocket&X-Atmosphere-TrackMessageSize=true"
                + "&Content-Type=application/json;%20charset=UTF-8&X-atmo-protocol=true");
        long start = System.nanoTime();
        try {
            channel.socket = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
                    .buildAsync(uri, channel).get(15, TimeUnit.SECONDS);
            metrics.record("push connect", System.nanoTime() - start, true);
        } catch (Exception e) {
            metrics.record("push connect", System.nanoTime() - start, false);
        }
        return channel;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        pending.append(data);
        try {
            drain();
        } catch (RuntimeException e) {
            metrics.error("push message not understood");
            System.err.println("push: " + e + " in " + pending.substring(0, Math.min(300, pending.length())));
        } finally {
            webSocket.request(1);
        }
        return null;
    }

    /** Takes every whole {@code length|message} out of what arrived. */
    private void drain() {
        while (true) {
            int bar = pending.indexOf("|");
            if (bar < 0) {
                return;
            }
            int length;
            try {
                length = Integer.parseInt(pending.substring(0, bar));
            } catch (NumberFormatException e) {
                pending.setLength(0);
                return;
            }
            if (pending.length() < bar + 1 + length) {
                return;
            }
            String message = pending.substring(bar + 1, bar + 1 + length);
            pending.delete(0, bar + 1 + length);
            handle(message);
        }
    }

    private void handle(String message) {
        String json = message.startsWith("for(;;);") ? message.substring(8) : message;
        if (!json.startsWith("{") && !json.startsWith("[")) {
            return; // Atmosphere's handshake and heartbeats
        }
        metrics.received(message.length());
        metrics.pushed();
        var uidl = VaadinClient.parse(json);
        if (uidl.isArray()) {
            uidl.forEach(page::applyPushed);
        } else {
            page.applyPushed(uidl);
        }
    }

    void close() {
        if (socket != null) {
            socket.abort();
        }
    }
}
