package org.arithmos.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.arithmos.engine.arithmetic.CalculationSearch;
import org.arithmos.engine.nambarz.LegalMoves;
import org.arithmos.engine.nambarz.NambarzMove;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Target 2: solve a hand, i.e. list every legal play on a target ({@code LegalMoves.plays}: each match,
 * each legal calculation once per distinct multiset of cards, with an order and shape).
 * Targets: 7 cards p50 ≤ 10 µs; 20 cards p50 ≤ 100 µs and p99 ≤ 1 ms; 30 cards p99 ≤ 2 ms left to
 * right, ≤ 3 ms with parentheses.
 *
 * <p>Each invocation solves the next of 6,000 prepared pairs: 200 hands of {@code cards} cards drawn
 * from the deck's 80 number cards, each against all 30 number-card targets, shuffled.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class SolveBenchmark {

    static final int HANDS = 200;

    @Param({"7", "10", "15", "20", "30"})
    public int cards;

    @Param({"LEFT_TO_RIGHT", "PARENTHESES"})
    public Samples.Mode mode;

    private Samples.Cycle<Samples.SolveCase> pairs;

    @Setup
    public void prepare() {
        CalculationSearch.warmUp();
        pairs = new Samples.Cycle<>(Samples.solveCases(cards, HANDS, Samples.SEED));
    }

    @Benchmark
    public List<NambarzMove> plays() {
        Samples.SolveCase c = pairs.next();
        return LegalMoves.plays(c.hand(), c.target(), mode.calcMode);
    }
}
