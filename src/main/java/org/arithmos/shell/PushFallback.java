package org.arithmos.shell;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.shared.ui.Transport;
import org.springframework.stereotype.Component;

/**
 * Push behind a school proxy that refuses WebSocket: the page falls back to long polling after one retry,
 * about ten seconds after it opened, instead of Vaadin's twelve retries five seconds apart (a minute and more
 * in which a pupil at a live table would see nobody's move). Measured and decided in
 * docs/decisions/0031-live-tables-across-nodes.md; tested through HAProxy by ClusterIT.
 */
@Component
class PushFallback implements VaadinServiceInitListener {

    /** WebSocket attempts after the first failed one before Atmosphere's client falls back. */
    static final int WEBSOCKET_RETRIES = 1;

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addUIInitListener(init -> {
            var push = init.getUI().getPushConfiguration();
            push.setFallbackTransport(Transport.LONG_POLLING);
            push.setParameter("maxWebsocketErrorRetries", String.valueOf(WEBSOCKET_RETRIES));
        });
    }
}
