package org.arithmos.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arithmos.accounts.persistence.ThrottleCount;
import org.arithmos.accounts.persistence.ThrottleCountStore;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Class codes and parents' link codes are counted in the database (decision 0030): a second node's throttle,
 * made here as a second instance over the same database, sees the first one's counts, and two nodes counting
 * the same browser at once lose no try. Runs on H2 and, with {@code -Darithmos.test.database=postgres}, on
 * PostgreSQL.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ThrottlesAcrossNodesTest {

    @Autowired
    private ThrottleCountStore counts;
    @Autowired
    private Clock clock;

    @Test
    void wrongClassCodesOnOneNodeSlowTheBrowserDownOnTheOther() {
        ClassCodeThrottle nodeA = new ClassCodeThrottle(counts, clock);
        ClassCodeThrottle nodeB = new ClassCodeThrottle(counts, clock);
        String browser = UUID.randomUUID().toString();
        String address = "10.77." + (int) (Math.random() * 250) + ".9";
        for (int i = 0; i < ClassCodeThrottle.FREE_FAILURES; i++) {
            assertThat(nodeB.waitBefore(browser, address, false)).as("try %d", i + 1).isEmpty();
            nodeA.failed(browser, address);
        }
        assertThat(nodeB.waitBefore(browser, address, false)).hasValueSatisfying(wait ->
                assertThat(wait).isBetween(ClassCodeThrottle.FIRST_WAIT.minusSeconds(5), ClassCodeThrottle.FIRST_WAIT));
    }

    @Test
    void twoNodesCountingOneBrowserAtOnceLoseNoTry() throws Exception {
        ClassCodeThrottle nodeA = new ClassCodeThrottle(counts, clock);
        ClassCodeThrottle nodeB = new ClassCodeThrottle(counts, clock);
        String browser = UUID.randomUUID().toString();
        String address = "10.78." + (int) (Math.random() * 250) + ".9";
        int each = 25;
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            CyclicBarrier start = new CyclicBarrier(2);
            List<Future<?>> nodes = new ArrayList<>();
            for (ClassCodeThrottle node : List.of(nodeA, nodeB)) {
                nodes.add(threads.submit(() -> {
                    start.await();
                    for (int i = 0; i < each; i++) {
                        node.failed(browser, address);
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
        assertThat(counts.find(ClassCodeThrottle.BROWSER, browser)).map(ThrottleCount::failures).hasValue(2 * each);
        assertThat(counts.find(ClassCodeThrottle.RANGE, ClassCodeThrottle.rangeOf(address)))
                .map(ThrottleCount::failures).hasValue(2 * each);
    }

    @Test
    void aParentsWrongLinkCodesOnOneNodeAreCountedOnTheOtherUntilARightOne() {
        LinkCodeThrottle nodeA = new LinkCodeThrottle(counts, clock);
        LinkCodeThrottle nodeB = new LinkCodeThrottle(counts, clock);
        long parent = -System.nanoTime(); // no account needed: the count refers to none
        for (int i = 0; i < LinkCodeThrottle.FREE_FAILURES; i++) {
            nodeA.failed(parent);
        }
        assertThat(nodeB.waitBefore(parent)).isPresent();
        nodeB.succeeded(parent);
        assertThat(nodeA.waitBefore(parent)).isEmpty();
    }
}
