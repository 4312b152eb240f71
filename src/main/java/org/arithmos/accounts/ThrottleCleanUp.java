package org.arithmos.accounts;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.arithmos.accounts.persistence.ThrottleCountStore;
import org.arithmos.operations.OnceAcrossNodes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Once a day, forgets the shared throttles' counts that can no longer slow anyone down (their window, at most
 * the 30 days of {@link LoginThrottle#ACCOUNT_MEMORY}, is over and they block nobody): made-up browser ids and
 * logins must not fill the table, as they once could not fill the memory. One node does it for all.
 */
@Component
class ThrottleCleanUp {

    static final String JOB = "throttle-clean-up";
    private static final Logger log = LoggerFactory.getLogger(ThrottleCleanUp.class);

    private final ThrottleCountStore counts;
    private final OnceAcrossNodes once;
    private final Clock clock;

    ThrottleCleanUp(ThrottleCountStore counts, OnceAcrossNodes once, Clock clock) {
        this.counts = counts;
        this.once = once;
        this.clock = clock;
    }

    @Scheduled(initialDelayString = "PT15M", fixedDelayString = "PT1H")
    void forgetOldCounts() {
        try {
            once.runIfDue(JOB, Duration.ofDays(1), () -> {
                Instant now = clock.instant();
                int removed = counts.forgetOlderThan(now.minus(LoginThrottle.ACCOUNT_MEMORY).minus(Duration.ofDays(1)), now);
                log.info("Throttle counts clean-up: {} old counts forgotten", removed);
            });
        } catch (RuntimeException e) {
            log.error("Throttle counts clean-up failed; it runs again later", e);
        }
    }
}
