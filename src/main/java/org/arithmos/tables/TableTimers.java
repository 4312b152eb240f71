package org.arithmos.tables;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The tables' timer (docs/decisions/0018): one thread keeps the time and runs the sweep of absent screens, one sweep
 * at a time; what it sets going later (a robot's move, a stand-in after the grace time) runs on the robots' threads,
 * each task under its own table's lock, so that the robots of a thousand tables do not wait in line behind one
 * another's database writes and screens (issue 12: with all of them on the timer thread, a robot's turn took 14 s at
 * 1,000 pupils while the node used 1.1 of its 2 cores). As many robots' threads as cores by default
 * ({@code arithmos.tables.robot-threads}; 0: a virtual thread per task), so that robots never crowd out the pupils'
 * own clicks.
 */
@Component
class TableTimers {

    private static final Logger log = LoggerFactory.getLogger(TableTimers.class);

    private final Tables tables;
    private final ScheduledExecutorService timers = Executors.newScheduledThreadPool(1,
            Thread.ofPlatform().name("table-timer-", 0).daemon().factory());
    private final ExecutorService robots;

    TableTimers(Tables tables, @Value("${arithmos.tables.robot-threads:-1}") int robotThreads) {
        this.tables = tables;
        int threads = robotThreads < 0 ? Runtime.getRuntime().availableProcessors() : robotThreads;
        this.robots = threads == 0
                ? Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("table-robot-", 0).factory())
                : Executors.newFixedThreadPool(threads, Thread.ofPlatform().name("table-robot-", 0).daemon().factory());
    }

    /** The node stops: its tables' robots and timers with it (another node's copy goes on, 0031). */
    @jakarta.annotation.PreDestroy
    void stop() {
        tables.all().forEach(t -> t.retired = true);
        timers.shutdownNow();
        robots.shutdownNow();
    }

    /** Runs {@code task} every {@code seconds} on the timer thread, one run at a time. */
    void every(Runnable task, int seconds) {
        timers.scheduleWithFixedDelay(task, seconds, seconds, TimeUnit.SECONDS);
    }

    /**
     * Runs {@code task} after a while on a robots' thread (the task takes its table's lock itself). When the node is
     * stopping (stop() ended the timer) while a screen still acts or closes, nothing is run: its robots stop with it,
     * another node's copy goes on (0031).
     */
    void later(Runnable task, long delay, TimeUnit unit) {
        try {
            timers.schedule(() -> {
                try {
                    robots.execute(() -> {
                        try {
                            task.run();
                        } catch (RuntimeException e) {
                            log.error("a table's timer task failed", e);
                        }
                    });
                } catch (RejectedExecutionException stopping) {
                    log.debug("the node is stopping: a table's timer does not run");
                }
            }, delay, unit);
        } catch (RejectedExecutionException stopping) {
            log.debug("the node is stopping: a table's timer is not set");
        }
    }
}
