package org.arithmos.tables;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.springframework.stereotype.Component;

/** The live tables in this node's memory, for Prometheus ({@code arithmos_tables_live}; decision 0030). */
@Component
class LiveTablesGauge implements MeterBinder {

    private final Tables tables;

    LiveTablesGauge(Tables tables) {
        this.tables = tables;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        Gauge.builder("arithmos.tables.live", tables, Tables::liveCount)
                .description("Live tables kept in memory on this node").register(registry);
    }
}
