package org.arithmos.privacy;

import java.time.Duration;
import org.arithmos.accounts.SystemTask;
import org.arithmos.operations.OnceAcrossNodes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Deletes old games and progress events once a day, acting as an admin (so the service's own checks
 * apply). The first run comes a while after each start rather than at a fixed hour: school servers are
 * often switched off at night, and a fixed hour might never come. With several nodes, each keeps its own
 * schedule and the first whose turn comes does the day's clean-up for all ({@link OnceAcrossNodes#runIfDue}).
 */
@Configuration
@EnableScheduling
class RetentionJob {

    private static final Logger log = LoggerFactory.getLogger(RetentionJob.class);

    static final String JOB = "retention";

    private final RetentionService retention;
    private final OnceAcrossNodes once;
    private final Duration every;

    RetentionJob(RetentionService retention, OnceAcrossNodes once,
                 @Value("${arithmos.retention.every:P1D}") Duration every) {
        this.retention = retention;
        this.once = once;
        this.every = every;
    }

    @Scheduled(initialDelayString = "${arithmos.retention.first-run:PT10M}",
            fixedDelayString = "${arithmos.retention.every:P1D}")
    void deleteOldData() {
        try {
            boolean ran = once.runIfDue(JOB, every, () -> {
                RetentionReport report = SystemTask.run(retention::deleteOldData);
                log.info("Old data clean-up ({}): removed {}", report.retention(), report.removed());
            });
            if (!ran) {
                log.info("Old data clean-up: done by another node lately");
            }
        } catch (RuntimeException e) {
            log.error("Old data clean-up failed; it runs again tomorrow", e);
        }
    }
}
