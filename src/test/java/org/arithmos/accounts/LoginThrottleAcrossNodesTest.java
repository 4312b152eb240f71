package org.arithmos.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arithmos.accounts.persistence.LoginThrottleEntity;
import org.arithmos.accounts.persistence.LoginThrottleRepository;
import org.arithmos.accounts.persistence.ThrottleCountStore;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Login throttling holds across nodes (decision 0030), each node being a throttle of its own over the same
 * database: wrong tries at a login that does not exist are counted in the database like those at a real one,
 * so a second node makes the browser wait as well (and the answers still do not tell which logins exist); two
 * nodes counting wrong tries at one account at the same moment lose none. On H2 and, with
 * {@code -Darithmos.test.database=postgres}, on PostgreSQL.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class LoginThrottleAcrossNodesTest {

    @Autowired
    private LoginThrottleRepository table;
    @Autowired
    private ThrottleCountStore counts;
    @Autowired
    private PlatformTransactionManager transactions;
    @Autowired
    private Clock clock;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @Test
    void aMadeUpLoginsWrongTriesOnOneNodeMakeTheBrowserWaitOnTheOther() {
        LoginThrottle nodeA = new LoginThrottle(table, counts, transactions, clock);
        LoginThrottle nodeB = new LoginThrottle(table, counts, transactions, clock);
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

    @Test
    void twoNodesCountingOneAccountAtOnceLoseNoTry() throws Exception {
        long pupil = new TestSchool(accounts, classroom).newPupil().id();
        LoginThrottle nodeA = new LoginThrottle(table, counts, transactions, clock);
        LoginThrottle nodeB = new LoginThrottle(table, counts, transactions, clock);
        nodeA.failed(pupil, UUID.randomUUID().toString()); // the account's count exists; its first write is below
        int each = 20;
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            CyclicBarrier start = new CyclicBarrier(2);
            List<Future<?>> nodes = new ArrayList<>();
            for (LoginThrottle node : List.of(nodeA, nodeB)) {
                nodes.add(threads.submit(() -> {
                    start.await();
                    for (int i = 0; i < each; i++) {
                        node.failed(pupil, UUID.randomUUID().toString());
                    }
                    return null;
                }));
            }
            for (Future<?> f : nodes) {
                f.get();
            }
        } finally {
            threads.shutdownNow();
        }
        assertThat(table.findById(new LoginThrottleEntity.Key(pupil, LoginThrottle.ALL_BROWSERS)))
                .map(LoginThrottleEntity::failures).hasValue(1 + 2 * each);
    }

    @Test
    void twoNodesWritingAnAccountsFirstCountAtOnceBothCountIt() throws Exception {
        long pupil = new TestSchool(accounts, classroom).newPupil().id();
        LoginThrottle nodeA = new LoginThrottle(table, counts, transactions, clock);
        LoginThrottle nodeB = new LoginThrottle(table, counts, transactions, clock);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            CyclicBarrier start = new CyclicBarrier(2);
            List<Future<?>> nodes = new ArrayList<>();
            for (LoginThrottle node : List.of(nodeA, nodeB)) {
                nodes.add(threads.submit(() -> {
                    start.await();
                    node.failed(pupil, UUID.randomUUID().toString());
                    return null;
                }));
            }
            for (Future<?> f : nodes) {
                f.get();
            }
        } finally {
            threads.shutdownNow();
        }
        assertThat(table.findById(new LoginThrottleEntity.Key(pupil, LoginThrottle.ALL_BROWSERS)))
                .map(LoginThrottleEntity::failures).hasValue(2);
    }
}
