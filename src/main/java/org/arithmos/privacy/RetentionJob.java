package org.arithmos.privacy;

import org.arithmos.accounts.SystemTask;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Deletes old games and progress events once a day, acting as an admin (so the service's own checks
 * apply). The first run comes a while after each start rather than at a fixed hour: school servers are
 * often switched off at night, and a fixed hour might never come.
 */
@Configuration
@EnableScheduling
class RetentionJob {

    private static final Logger log = LoggerFactory.getLogger(RetentionJob.class);

    private final RetentionService retention;

    RetentionJob(RetentionService retention) {
        this.retention = retention;
    }

    @Scheduled(initialDelayString = "${arithmos.retention.first-run:PT10M}",
            fixedDelayString = "${arithmos.retention.every:P1D}")
    void deleteOldData() {
        try {
            RetentionReport report = SystemTask.run(retention::deleteOldData);
            log.info("Old data clean-up ({}): removed {}", report.retention(), report.removed());
        } catch (RuntimeException e) {
            log.error("Old data clean-up failed; it runs again tomorrow", e);
        }
    }
}
