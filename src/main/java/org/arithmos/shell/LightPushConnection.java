package org.arithmos.shell;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.communication.AtmospherePushConnection;
import java.lang.ref.WeakReference;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.atmosphere.cpr.AtmosphereResource;
import org.atmosphere.cpr.AtmosphereResourceEvent;
import org.atmosphere.cpr.AtmosphereResourceEventListenerAdapter;
import org.slf4j.LoggerFactory;

/**
 * Vaadin's push connection, without keeping the last message it pushed once it is sent (issue 12,
 * docs/benchmarks.md "What a connection keeps"). A table's update is about 11 KB, and two objects kept it for
 * every pupil between two pushes:
 * <ul>
 * <li>Vaadin's connection holds the future of its last push, only to wait for it before closing, and that future
 * holds the message. Here the future is held weakly: while the message is on its way the broadcaster holds it,
 * and closing waits for it as Vaadin does; once it is sent, nothing keeps it.</li>
 * <li>Atmosphere leaves the message in the connection's event after writing it, for the listeners told of the
 * broadcast; the last listener, added here, takes it out.</li>
 * </ul>
 * <p>
 * Over a WebSocket only. The long-polling fallback (some school proxies block WebSocket) is Vaadin's own: there
 * a message is kept to be sent again on the next poll. Made for every page by {@link LightPushConnectionFactory}.
 */
final class LightPushConnection extends AtmospherePushConnection {

    private static final long WAIT_BEFORE_CLOSING_MS = 1000;

    /** Told after a message was written to the WebSocket (and after the listeners Vaadin added). */
    private static final AtmosphereResourceEventListenerAdapter FORGET_SENT_MESSAGE =
            new AtmosphereResourceEventListenerAdapter() {
                @Override
                public void onBroadcast(AtmosphereResourceEvent event) {
                    event.setMessage(null);
                }
            };

    private transient volatile WeakReference<Future<Object>> lastMessage;

    LightPushConnection(UI ui) {
        super(ui);
    }

    @Override
    public void connect(AtmosphereResource resource) {
        if (resource.transport() == AtmosphereResource.TRANSPORT.WEBSOCKET) {
            resource.addEventListener(FORGET_SENT_MESSAGE); // before a pending push goes out on connecting
        }
        super.connect(resource);
    }

    @Override
    protected void sendMessage(String message) {
        AtmosphereResource resource = getResource();
        if (resource.transport() != AtmosphereResource.TRANSPORT.WEBSOCKET) {
            super.sendMessage(message);
            return;
        }
        lastMessage = new WeakReference<>(resource.getBroadcaster().broadcast(message, resource));
    }

    @Override
    public void disconnect() {
        // A push made while waiting (under Vaadin's lock) is waited for too, as Vaadin waits for its newest.
        Future<Object> waited = null;
        for (Future<Object> last = lastMessage(); last != null && last != waited; last = lastMessage()) {
            waitFor(last);
            waited = last;
        }
        super.disconnect();
    }

    private Future<Object> lastMessage() {
        WeakReference<Future<Object>> last = lastMessage;
        return last == null ? null : last.get();
    }

    private static void waitFor(Future<Object> message) {
        try {
            message.get(WAIT_BEFORE_CLOSING_MS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            LoggerFactory.getLogger(LightPushConnection.class)
                    .debug("The last push was not sent within {} ms before closing", WAIT_BEFORE_CLOSING_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            LoggerFactory.getLogger(LightPushConnection.class).debug("The last push failed before closing", e);
        }
    }
}
