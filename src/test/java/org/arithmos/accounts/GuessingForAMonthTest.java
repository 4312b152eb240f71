package org.arithmos.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.persistence.LoginThrottleRepository;
import org.arithmos.accounts.persistence.ThrottleCountStore;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.MovableClock;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Decision 0022's arithmetic, played with a clock moved by hand over the real throttle table: a script
 * guessing one pupil's pictures (1 of 1,000 secrets) for 30 days, with a new browser id at every try, gets
 * so few tries that it finds the secret with a chance of a few percent; meanwhile the pupil, who logs in
 * every school day on their own computer, never waits.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class GuessingForAMonthTest {

    @Autowired
    private LoginThrottleRepository table;
    @Autowired
    private ThrottleCountStore counts;
    @Autowired
    private PlatformTransactionManager transactions;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @Test
    void aScriptGetsFewTriesInThirtyDaysAndThePupilsComputerNeverWaits() {
        long pupil = new TestSchool(accounts, classroom).newPupil().id();
        var clock = new MovableClock(Instant.parse("2026-09-01T07:00:00Z"));
        var throttle = new LoginThrottle(table, counts, transactions, clock);
        String pupilsComputer = UUID.randomUUID().toString();
        throttle.succeeded(pupil, pupilsComputer);

        Instant end = clock.instant().plus(Duration.ofDays(30));
        Instant lastDay = clock.instant();
        int tries = 0;
        while (clock.instant().isBefore(end)) {
            if (Duration.between(lastDay, clock.instant()).toDays() >= 1) {
                assertThat(throttle.waitBefore(pupil, pupilsComputer)).as("the pupil's computer, %s", clock.instant()).isEmpty();
                throttle.succeeded(pupil, pupilsComputer);
                lastDay = clock.instant();
            }
            String scriptsBrowser = UUID.randomUUID().toString();
            var wait = throttle.waitBefore(pupil, scriptsBrowser);
            if (wait.isPresent()) {
                clock.advance(wait.get().compareTo(Duration.ofHours(1)) > 0 ? Duration.ofHours(1) : wait.get());
            } else {
                throttle.failed(pupil, scriptsBrowser);
                tries++;
                if (tries == LoginThrottle.ACCOUNT_FREE) {
                    assertThat(throttle.manyWrongTries(List.of(pupil))).as("the teacher sees it").containsExactly(pupil);
                }
                clock.advance(Duration.ofSeconds(1));
            }
        }
        System.out.println("wrong tries in 30 days: " + tries);
        assertThat(tries).as("wrong tries in 30 days, of 1,000 secrets").isBetween(LoginThrottle.ACCOUNT_FREE, 40);
    }

    @Test
    void theCountIsForgottenWhenTheTeacherGivesANewSecret() {
        long pupil = new TestSchool(accounts, classroom).newPupil().id();
        var clock = new MovableClock(Instant.parse("2026-09-01T07:00:00Z"));
        var throttle = new LoginThrottle(table, counts, transactions, clock);
        for (int i = 0; i < LoginThrottle.ACCOUNT_FREE + 1; i++) {
            throttle.failed(pupil, UUID.randomUUID().toString());
        }
        String newComputer = UUID.randomUUID().toString();
        assertThat(throttle.waitBefore(pupil, newComputer)).isPresent();
        assertThat(throttle.manyWrongTries(List.of(pupil))).containsExactly(pupil);

        throttle.clear(pupil);

        assertThat(throttle.waitBefore(pupil, newComputer)).isEmpty();
        assertThat(throttle.manyWrongTries(List.of(pupil))).isEmpty();
    }
}
