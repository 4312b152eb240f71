package org.arithmos.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.arithmos.engine.arithmetic.CalculationSearch;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.bots.SelfPlay;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzState;
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
 * Target 4: whole bot games per second on one thread, ≥ 10,000 with 4 players and ≥ 2,000 with 12.
 * Each invocation plays one game to its end ({@code SelfPlay.play}, default options: one round, + − × ÷
 * left to right, all 12 jokers) with the next seed; {@code table} puts the same level at every seat,
 * or {@code MIXED}: beginner, intermediate, expert, beginner, … around the table.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class SelfPlayBenchmark {

    @Param({"4", "12"})
    public int players;

    @Param({"BEGINNER", "INTERMEDIATE", "EXPERT", "MIXED"})
    public String table;

    private NambarzOptions options;
    private List<BotLevel> levels;
    private long seed = Samples.SEED;

    @Setup
    public void prepare() {
        CalculationSearch.warmUp();
        options = NambarzOptions.of(players);
        BotLevel[] all = BotLevel.values();
        levels = IntStream.range(0, players)
                .mapToObj(seat -> table.equals("MIXED") ? all[seat % all.length] : BotLevel.valueOf(table))
                .toList();
    }

    @Benchmark
    public NambarzState game() {
        return SelfPlay.play(options, seed++, levels);
    }
}
