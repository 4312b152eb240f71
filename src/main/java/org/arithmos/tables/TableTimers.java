package org.arithmos.tables;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The tables' timer (docs/decisions/0018): one thread keeps the time; what it sets going later (a robot's move, a
 * stand-in after the grace time) runs on a virtual thread of its own, under its table's lock, so that the robots of
 * a thousand tables do not wait in line behind each other's database writes (issue 12: with every robot on the timer
 * thread, one node's ceiling was that thread, about one core, while the other stayed idle). The sweep of absent
 * screens runs on the timer thread itself, one sweep at a time.
 */
@Component
class TableTimers {

    private static final Logger log = LoggerFactory.getLogger(TableTimers.class);

    private final Tables tables;
    private final ScheduledExecutorService timers = Executors.newScheduledThreadPool(1,
            Thread.ofPlatform().name("table-timer-", 0).daemon().factory());
    private final ExecutorService work = Executors.newThreadPerTaskExecutor(
            Thread.ofVirtual().name("table-robot-", 0).factory());

    TableTimers(Tables tables) {
        this.tables = tables;
    }

    /** The node stops: its tables' robots and timers with it (another node's copy goes on, 0031). */
    @jakarta.annotation.PreDestroy
    void stop() {
        tables.all().forEach(t -> t.retired = true);
        timers.shutdownNow();
        work.shutdownNow();
    }

    /** Runs {@code task} every {@code seconds}, on the same thread as the robots. */
    void every(Runnable task, int seconds) {
        timers.scheduleWithFixedDelay(task, seconds, seconds, TimeUnit.SECONDS);
    }

    /**
     * Runs {@code task} after a while, on a virtual thread of its own (it takes its table's lock itself). When the
     * node is stopping (stop() ended the timer) while a screen still acts or closes, nothing is run: its robots stop
     * with it, another node's copy goes on (0031).
     */
    void later(Runnable task, long delay, TimeUnit unit) {
        try {
            timers.schedule(() -> {
                try {
                    work.execute(task);
                } catch (RejectedExecutionException stopping) {
                    log.debug("the node is stopping: a table's timer does not run");
                }
            }, delay, unit);
        } catch (RejectedExecutionException stopping) {
            log.debug("the node is stopping: a table's timer is not set");
        }
    }
}
