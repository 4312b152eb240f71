package org.arithmos.bench;

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
 * No target of its own: where the time of {@link JudgeBenchmark} goes at 7 cards, each kind of play of
 * its mix timed alone (same plays). Legal plays and most penalties take a table lookup or two; too many
 * cards (NZ-PEN-1) and a recombination (NZ-PEN-4) search for the arrangement closest to the player's.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
@State(Scope.Thread)
public class JudgeKindsBenchmark {

    @Param({"7"})
    public int cards;

    @Param({"LEGAL", "TOO_MANY", "WRONG_ORDER", "WRONG_CARDS", "MATCHING"})
    public JudgeCases.Kind kind;

    private Samples.Cycle<JudgeCases.JudgeCase> plays;

    @Setup
    public void prepare() {
        CalculationSearch.warmUp();
        plays = new Samples.Cycle<>(JudgeCases.mix(cards, 32, Samples.SEED).stream()
                .filter(c -> c.kind() == kind).toList());
    }

    @Benchmark
    public Judgment judge() {
        return plays.next().judge();
    }
}
