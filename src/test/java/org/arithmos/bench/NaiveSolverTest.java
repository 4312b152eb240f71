package org.arithmos.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.LegalMoves;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NumberCard;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The naive baseline of {@code NaiveBaselineBenchmark} finds exactly the plays the solver lists, on
 * the benchmark's own sample, so the measured speed-up compares two searches with the same answer.
 */
class NaiveSolverTest {

    /** The 6,000 (hand, target) pairs that {@code SolveBenchmark} and the baseline time at 7 cards. */
    private static final List<Samples.SolveCase> SAMPLE = Samples.solveCases(7, SolveBenchmark.HANDS, Samples.SEED);

    /**
     * With parentheses, every bracketing of 6 or 7 cards of one type takes the naive search 0.1 to 4
     * seconds, so the few pairs whose hand holds more than 5 playable cards of one type (5 % of the
     * sample) are checked left to right only; with 5 or fewer the naive search takes milliseconds.
     */
    @ParameterizedTest
    @EnumSource(Samples.Mode.class)
    void findsExactlyTheSolversPlaysOnTheBenchmarkSample(Samples.Mode mode) {
        List<Samples.SolveCase> checked = SAMPLE.stream()
                .filter(c -> mode == Samples.Mode.LEFT_TO_RIGHT || mostPlayableOfOneType(c) <= 5).toList();
        assertThat(checked.size()).isGreaterThan(SAMPLE.size() * 9 / 10);
        for (Samples.SolveCase c : checked) {
            List<NambarzMove> plays = LegalMoves.plays(c.hand(), c.target(), mode.calcMode);
            Set<Hand> solver = new HashSet<>();
            for (NambarzMove move : plays) {
                NambarzMove.PutDown play = (NambarzMove.PutDown) move;
                assertThat(Judge.judge(c.target(), play.cards(), play.expr(), mode.calcMode).legal())
                        .as("%s on %s", play.notation(), c.goal()).isTrue();
                solver.add(Hand.of(play.cards()));
            }
            assertThat(solver).as("one play per distinct multiset of cards").hasSize(plays.size());
            assertThat(NaiveSolver.legalPlays(c.hand(), c.goal(), mode.calcMode, NaiveSolver.Subsets.SAME_TYPE))
                    .as("%s on %s", c.hand(), c.goal()).isEqualTo(solver);
        }
    }

    private static int mostPlayableOfOneType(Samples.SolveCase c) {
        int[] perType = new int[2];
        for (Card card : c.hand().cards()) {
            if (card instanceof NumberCard n && !n.matches(c.goal())) {
                perType[n.type().ordinal()]++;
            }
        }
        return Math.max(perType[0], perType[1]);
    }

    @ParameterizedTest
    @EnumSource(Samples.Mode.class)
    void everyOrderedSubsetFindsWhatSameTypeSubsetsFind(Samples.Mode mode) {
        // With parentheses, every ordered subset of 7 cards takes seconds: 5-card hands try the same code.
        List<Samples.SolveCase> cases = mode == Samples.Mode.LEFT_TO_RIGHT
                ? SAMPLE.subList(0, 10) : Samples.solveCases(5, 10, Samples.SEED);
        for (Samples.SolveCase c : cases) {
            assertThat(NaiveSolver.legalPlays(c.hand(), c.goal(), mode.calcMode, NaiveSolver.Subsets.ALL))
                    .as("%s on %s", c.hand(), c.goal())
                    .isEqualTo(NaiveSolver.legalPlays(c.hand(), c.goal(), mode.calcMode, NaiveSolver.Subsets.SAME_TYPE));
        }
    }
}
