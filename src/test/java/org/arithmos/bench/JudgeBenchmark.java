package org.arithmos.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.arithmos.engine.arithmetic.CalculationSearch;
import org.arithmos.engine.nambarz.Judgment;
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
 * Target 1: {@code Judge.judge} on one calculation of 2-7 cards, median ≤ 1 µs.
 *
 * <p>Each invocation judges the next play of a prepared, shuffled mix of up to 768 plays of {@code cards}
 * real cards (see {@link JudgeCases}): half legal, half penalized (too many cards, wrong result,
 * matching card), in both modes (left to right, parentheses). {@code -p kind=WRONG_ORDER} (or another
 * {@link JudgeCases.Kind}) times one kind alone; {@link JudgeKindsBenchmark} does so at 7 cards.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class JudgeBenchmark {

    @Param({"2", "3", "4", "5", "6", "7"})
    public int cards;

    /** {@code MIX}, or one {@link JudgeCases.Kind}. */
    @Param({"MIX"})
    public String kind;

    private Samples.Cycle<JudgeCases.JudgeCase> plays;

    @Setup
    public void prepare() {
        CalculationSearch.warmUp();
        List<JudgeCases.JudgeCase> mix = JudgeCases.mix(cards, 32, Samples.SEED);
        if (!kind.equals("MIX")) {
            JudgeCases.Kind only = JudgeCases.Kind.valueOf(kind);
            mix = mix.stream().filter(c -> c.kind() == only).toList();
        }
        plays = new Samples.Cycle<>(mix);
    }

    @Benchmark
    public Judgment judge() {
        return plays.next().judge();
    }
}
