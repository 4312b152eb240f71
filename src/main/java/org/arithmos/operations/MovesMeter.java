package org.arithmos.operations;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Counts acknowledged moves for Prometheus ({@code arithmos_moves_total}; moves per second is its {@code rate}):
 * at live tables ({@code at="table"}) and in games against robots ({@code at="game"}). A move is acknowledged
 * when its transaction commits, so a stored move is counted only then.
 */
@Component
public class MovesMeter {

    public static final String NAME = "arithmos.moves";
    private static final String DESCRIPTION = "Moves acknowledged, at live tables or in games against robots";

    private final Counter atTables;
    private final Counter inGames;

    public MovesMeter(MeterRegistry registry) {
        this.atTables = Counter.builder(NAME).tag("at", "table").description(DESCRIPTION)
                .register(registry);
        this.inGames = Counter.builder(NAME).tag("at", "game").description(DESCRIPTION)
                .register(registry);
    }

    /** A move of a live table was stored. */
    public void tableMove() {
        onCommit(atTables);
    }

    /** A move of a game against robots (any game) was stored. */
    public void gameMove() {
        onCommit(inGames);
    }

    private static void onCommit(Counter counter) {
        if (!TransactionSynchronizationManager.isSynchronizationActive()) {
            counter.increment();
            return;
        }
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCommit() {
                counter.increment();
            }
        });
    }
}
