package org.arithmos.operations;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import org.springframework.transaction.support.TransactionTemplate;

/** A move counts once acknowledged: when its transaction commits, never when it rolls back. */
class MovesMeterTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final MovesMeter meter = new MovesMeter(registry);
    private final TransactionTemplate transaction = new TransactionTemplate(new DataSourceTransactionManager(
            new DriverManagerDataSource("jdbc:h2:mem:moves;DB_CLOSE_DELAY=-1", "sa", "")));

    @Test
    void aMoveCountsWhenItsTransactionCommits() {
        transaction.executeWithoutResult(status -> {
            meter.tableMove();
            assertThat(count("table")).as("not yet acknowledged").isZero();
        });
        assertThat(count("table")).isEqualTo(1);
    }

    @Test
    void aMoveRolledBackCountsNot() {
        transaction.executeWithoutResult(status -> {
            meter.gameMove();
            status.setRollbackOnly();
        });
        assertThat(count("game")).isZero();
        meter.gameMove(); // outside a transaction: stored at once
        assertThat(count("game")).isEqualTo(1);
    }

    private double count(String at) {
        return registry.get(MovesMeter.NAME).tag("at", at).counter().count();
    }
}
