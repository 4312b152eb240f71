package org.arithmos.operations;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.stereotype.Component;

/**
 * The Vaadin sessions open on this node, for Prometheus ({@code arithmos_sessions_live}): each browser that
 * opened a page and whose session has not ended (logged out, or 30 minutes without a heartbeat).
 */
@Component
class LiveSessionsGauge implements VaadinServiceInitListener {

    private final AtomicInteger live = new AtomicInteger();

    LiveSessionsGauge(MeterRegistry registry) {
        Gauge.builder("arithmos.sessions.live", live, AtomicInteger::get)
                .description("Vaadin sessions open on this node").register(registry);
    }

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addSessionInitListener(init -> live.incrementAndGet());
        event.getSource().addSessionDestroyListener(destroy -> live.decrementAndGet());
    }
}
