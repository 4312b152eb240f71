package org.arithmos.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** {@code docs/benchmarks.md} is written from JMH's JSON: a small hand-made result file checks the verdicts. */
class BenchmarkReportTest {

    private static String report(Properties context) throws URISyntaxException {
        Path json = Path.of(BenchmarkReportTest.class.getResource("jmh-results.json").toURI());
        return new BenchmarkReport(JmhResults.read(json), context).render();
    }

    private static Properties context(String loadBefore, String loadMax) {
        Properties p = new Properties();
        p.setProperty("cpu", "Test CPU");
        p.setProperty("cores", "2");
        p.setProperty("loadBefore", loadBefore);
        p.setProperty("loadMax", loadMax);
        return p;
    }

    @Test
    void comparesEachFigureWithItsTarget() throws Exception {
        String md = report(context("0.1", "1.1"));
        assertThat(md)
                .contains("| 1 | judge a calculation of 2 cards | p50 | 500 ns | ≤ 1.00 µs | **PASS** |")
                .contains("| 1 | judge a calculation of 7 cards | p50 | 1.50 µs | ≤ 1.00 µs | **MISS** |")
                .contains("| 2 | solve 7 cards, left to right | p50 | 2.00 µs | ≤ 10.0 µs | **PASS** |")
                .contains("| 3 | solver vs naive (every ordered subset), 7 cards, left to right | p50 ratio | 40,000× | ≥ 1,000× | **PASS** |")
                .contains("| 4 | 4 players, mixed bots | throughput | 12,345 games/s | ≥ 10,000 games/s | **PASS** |")
                .contains("| 4 | 12 players, expert bots | throughput | 1,500 games/s | ≥ 2,000 games/s | **MISS** |")
                .contains("| 2 | solve 20 cards, left to right | p99 | — | ≤ 1.00 ms | not run |")
                .contains("4 of 24 checks pass, 2 miss, 18 were not run.")
                .contains("| 2 | 500 ns | 1.00 µs | 3.00 µs | 6.00 µs | 600 ns | 312 B | 1,000 | **PASS** |")
                .contains("Test CPU, 2 cores")
                .doesNotContain("was not quiet");
    }

    @Test
    void saysWhenOtherWorkCompetedForTheMachine() throws Exception {
        assertThat(report(context("3.9", "8.5"))).contains("The machine was not quiet");
    }
}
