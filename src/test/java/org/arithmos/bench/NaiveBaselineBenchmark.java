package org.arithmos.bench;

import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.arithmos.engine.nambarz.Hand;
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
 * Target 3: the solver is ≥ 1,000× faster than a naive search at 7 cards. Same (hand, target) pairs
 * and order as {@code SolveBenchmark} with {@code cards=7}; {@link NaiveSolver} finds the same plays
 * ({@code NaiveSolverTest}). The ratio is naive p50 / solver p50, mode by mode.
 *
 * <p>{@code allSubsets} is the baseline as the issue defines it: every ordered subset of the 7 cards ×
 * every operator (× every bracketing). {@code sameTypeSubsets} is a fairer brute force that only tries
 * subsets of one card type without a matching card.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@State(Scope.Thread)
public class NaiveBaselineBenchmark {

    @Param({"LEFT_TO_RIGHT", "PARENTHESES"})
    public Samples.Mode mode;

    private Samples.Cycle<Samples.SolveCase> pairs;

    @Setup
    public void prepare() {
        pairs = new Samples.Cycle<>(Samples.solveCases(7, SolveBenchmark.HANDS, Samples.SEED));
    }

    /** Up to seconds per hand with parentheses: one iteration of warm-up, a few samples. */
    @Benchmark
    @Warmup(iterations = 1, time = 2)
    @Measurement(iterations = 4, time = 2)
    public Set<Hand> allSubsets() {
        Samples.SolveCase c = pairs.next();
        return NaiveSolver.legalPlays(c.hand(), c.goal(), mode.calcMode, NaiveSolver.Subsets.ALL);
    }

    @Benchmark
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public Set<Hand> sameTypeSubsets() {
        Samples.SolveCase c = pairs.next();
        return NaiveSolver.legalPlays(c.hand(), c.goal(), mode.calcMode, NaiveSolver.Subsets.SAME_TYPE);
    }
}
