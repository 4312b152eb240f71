package org.arithmos.tables;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The tables' one timer thread: robots' moves, stand-ins after the grace time and the sweep of absent screens all
 * run on it, one at a time (docs/decisions/0018).
 */
@Component
class TableTimers {

    private static final Logger log = LoggerFactory.getLogger(TableTimers.class);

    private final Tables tables;
    private final ScheduledExecutorService timers = Executors.newScheduledThreadPool(1,
            Thread.ofPlatform().name("table-robots-", 0).daemon().factory());

    TableTimers(Tables tables) {
        this.tables = tables;
    }

    /** The node stops: its tables' robots and timers with it (another node's copy goes on, 0031). */
    @jakarta.annotation.PreDestroy
    void stop() {
        tables.all().forEach(t -> t.retired = true);
        timers.shutdownNow();
    }

    /** Runs {@code task} every {@code seconds}, on the same thread as the robots. */
    void every(Runnable task, int seconds) {
        timers.scheduleWithFixedDelay(task, seconds, seconds, TimeUnit.SECONDS);
    }

    /**
     * Runs {@code task} after a while on the tables' timer. When the node is stopping (stop() ended the timer) while
     * a screen still acts or closes, nothing is run: its robots stop with it, another node's copy goes on (0031).
     */
    void later(Runnable task, long delay, TimeUnit unit) {
        try {
            timers.schedule(task, delay, unit);
        } catch (java.util.concurrent.RejectedExecutionException stopping) {
            log.debug("the node is stopping: a table's timer is not set");
        }
    }
}
