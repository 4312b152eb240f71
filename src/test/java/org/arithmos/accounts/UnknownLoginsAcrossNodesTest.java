package org.arithmos.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.UUID;
import org.arithmos.accounts.persistence.LoginThrottleRepository;
import org.arithmos.accounts.persistence.ThrottleCountStore;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Wrong tries at a login that does not exist are counted in the database like those at a real one (decision
 * 0030), so a second node (a second throttle over the same database) makes the browser wait as well, and the
 * answers still do not tell which logins exist. On H2 and, with {@code -Darithmos.test.database=postgres}, on
 * PostgreSQL.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class UnknownLoginsAcrossNodesTest {

    @Autowired
    private LoginThrottleRepository table;
    @Autowired
    private ThrottleCountStore counts;
    @Autowired
    private Clock clock;

    @Test
    void aMadeUpLoginsWrongTriesOnOneNodeMakeTheBrowserWaitOnTheOther() {
        LoginThrottle nodeA = new LoginThrottle(table, counts, clock);
        LoginThrottle nodeB = new LoginThrottle(table, counts, clock);
        long nobody = LoginThrottle.unknownLogin("nobody-" + UUID.randomUUID());
        String browser = UUID.randomUUID().toString();
        for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
            assertThat(nodeB.waitBefore(nobody, browser)).as("try %d", i + 1).isEmpty();
            nodeA.failed(nobody, browser);
        }
        assertThat(nodeB.waitBefore(nobody, browser)).hasValueSatisfying(wait ->
                assertThat(wait).isBetween(LoginThrottle.FIRST_WAIT.minusSeconds(5), LoginThrottle.FIRST_WAIT));
        assertThat(nodeB.waitBefore(nobody, UUID.randomUUID().toString())).as("another browser, under the account's free tries").isEmpty();
    }
}
