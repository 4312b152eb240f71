package org.arithmos.bench;

import java.util.concurrent.TimeUnit;
import org.arithmos.engine.arithmetic.CalculationSearch;
import org.arithmos.engine.arithmetic.ValueMultiset;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.CardType;
import org.arithmos.engine.nambarz.NumberCard;
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
 * No target of its own: the part of {@link SolveBenchmark} spent in the exact search,
 * {@code CalculationSearch.forEachMinimal} on value multisets, without building moves. Same pairs as
 * {@link SolveBenchmark}; each invocation searches both card types of the hand (the values of the
 * symbol cards, then of the drawing cards, leaving out cards that match the target, as the solver does)
 * and counts the legal value multisets.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class SearchBenchmark {

    @Param({"7", "10", "15", "20", "30"})
    public int cards;

    @Param({"LEFT_TO_RIGHT", "PARENTHESES"})
    public Samples.Mode mode;

    /** Per pair: symbol multiset, drawing multiset, target value. */
    private int[][] pairs;
    private int next;
    private final Counter counter = new Counter();

    @Setup
    public void prepare() {
        CalculationSearch.warmUp();
        pairs = Samples.solveCases(cards, SolveBenchmark.HANDS, Samples.SEED).stream()
                .map(c -> new int[] {pool(c, CardType.SYMBOL), pool(c, CardType.DRAWING), c.goal().value()})
                .toArray(int[][]::new);
    }

    private static int pool(Samples.SolveCase c, CardType type) {
        int[] counts = new int[11];
        for (Card card : c.hand().cards()) {
            if (card instanceof NumberCard n && n.type() == type && !n.matches(c.goal())) {
                counts[n.value()]++;
            }
        }
        return ValueMultiset.of(counts);
    }

    @Benchmark
    public int search() {
        int[] pair = pairs[next];
        next = next + 1 == pairs.length ? 0 : next + 1;
        counter.count = 0;
        CalculationSearch.forEachMinimal(pair[0], pair[2], mode.calcMode, counter);
        CalculationSearch.forEachMinimal(pair[1], pair[2], mode.calcMode, counter);
        return counter.count;
    }

    private static final class Counter implements CalculationSearch.Visitor {
        int count;

        @Override
        public void accept(int code, int size) {
            count++;
        }
    }
}
