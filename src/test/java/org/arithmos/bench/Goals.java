package org.arithmos.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arithmos.bench.JmhResults.Result;

/**
 * The performance targets of the issue, as checks on JMH results. Each check names the figure it
 * reads; a result that is missing from the run is reported as "not run", never as a pass.
 */
final class Goals {

    /** How a figure is compared with its limit. */
    enum Direction {
        AT_MOST("≤"), AT_LEAST("≥");

        final String sign;

        Direction(String sign) {
            this.sign = sign;
        }

        boolean holds(double value, double limit) {
            return this == AT_MOST ? value <= limit : value >= limit;
        }
    }

    /**
     * One target: {@code what} (e.g. "solve 20 cards, left to right"), the figure ("p99"), its measured
     * value (empty when not run), the limit and its unit kind.
     */
    record Check(int target, String what, String figure, Optional<Double> measured, Direction direction,
                 double limit, Unit unit, String command) {

        String verdict() {
            return measured.map(v -> direction.holds(v, limit) ? "PASS" : "MISS").orElse("not run");
        }

        String goal() {
            return direction.sign + " " + unit.format(limit);
        }

        String value() {
            return measured.map(unit::format).orElse("—");
        }
    }

    /** How figures are written: times given in µs, throughputs in ops/s, ratios as ×. */
    enum Unit {
        MICROSECONDS, GAMES_PER_SECOND, RATIO;

        String format(double v) {
            return switch (this) {
                case MICROSECONDS -> Format.time(v);
                case GAMES_PER_SECOND -> Format.count(v) + " games/s";
                case RATIO -> Format.count(v) + "×";
            };
        }
    }

    static final String JUDGE = "bin/bench JudgeBenchmark";
    static final String SOLVE = "bin/bench SolveBenchmark";
    static final String NAIVE = "bin/bench 'NaiveBaselineBenchmark|SolveBenchmark' -p cards=7";
    static final String SELF_PLAY = "bin/bench SelfPlayBenchmark";
    static final String[] BOT_TABLES = {"BEGINNER", "INTERMEDIATE", "EXPERT", "MIXED"};

    private Goals() {
    }

    static List<Check> all(JmhResults run) {
        List<Check> checks = new ArrayList<>();
        for (int cards = 2; cards <= 7; cards++) {
            checks.add(new Check(1, "judge a calculation of " + cards + " cards", "p50",
                    run.find("JudgeBenchmark.judge", "cards", "" + cards, "kind", "MIX").map(r -> micros(r, 50.0)),
                    Direction.AT_MOST, 1, Unit.MICROSECONDS, JUDGE));
        }
        for (Samples.Mode mode : Samples.Mode.values()) {
            checks.add(solve(run, 7, mode, 50.0, 10));
            checks.add(solve(run, 20, mode, 50.0, 100));
            checks.add(solve(run, 20, mode, 99.0, 1_000));
            checks.add(solve(run, 30, mode, 99.0, mode == Samples.Mode.LEFT_TO_RIGHT ? 2_000 : 3_000));
        }
        for (Samples.Mode mode : Samples.Mode.values()) {
            checks.add(new Check(3, "solver vs naive (every ordered subset), 7 cards, " + words(mode), "p50 ratio",
                    speedup(run, "NaiveBaselineBenchmark.allSubsets", mode), Direction.AT_LEAST, 1_000, Unit.RATIO,
                    NAIVE));
        }
        for (int players : new int[] {4, 12}) {
            for (String table : BOT_TABLES) {
                checks.add(new Check(4, players + " players, " + table.toLowerCase() + " bots", "throughput",
                        run.find("SelfPlayBenchmark.game", "players", "" + players, "table", table)
                                .map(Result::score),
                        Direction.AT_LEAST, players == 4 ? 10_000 : 2_000, Unit.GAMES_PER_SECOND, SELF_PLAY));
            }
        }
        return checks;
    }

    private static Check solve(JmhResults run, int cards, Samples.Mode mode, double percentile, double limitMicros) {
        return new Check(2, "solve " + cards + " cards, " + words(mode), "p" + (int) percentile,
                solveResult(run, cards, mode).map(r -> micros(r, percentile)),
                Direction.AT_MOST, limitMicros, Unit.MICROSECONDS, SOLVE);
    }

    static Optional<Result> solveResult(JmhResults run, int cards, Samples.Mode mode) {
        return run.find("SolveBenchmark.plays", "cards", "" + cards, "mode", mode.name());
    }

    /** Naive p50 over solver p50, both at 7 cards in this mode. */
    static Optional<Double> speedup(JmhResults run, String naiveBenchmark, Samples.Mode mode) {
        Optional<Result> naive = run.find(naiveBenchmark, "mode", mode.name());
        Optional<Result> solver = solveResult(run, 7, mode);
        if (naive.isEmpty() || solver.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(micros(naive.get(), 50.0) / micros(solver.get(), 50.0));
    }

    /** A percentile of a SampleTime result, converted to microseconds. */
    static double micros(Result r, double percentile) {
        return Format.toMicros(r.percentile(percentile), r.unit());
    }

    static String words(Samples.Mode mode) {
        return mode == Samples.Mode.LEFT_TO_RIGHT ? "left to right" : "with parentheses";
    }
}
