package org.arithmos.engine.arithmetic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The solver against a brute force, and the expression notation, on random inputs. */
class SolverPropertiesTest {

    @Provide
    Arbitrary<int[]> smallHands() {
        return Arbitraries.integers().between(1, 10).array(int[].class).ofMinSize(2).ofMaxSize(6)
                .filter(values -> Arrays.stream(values).boxed()
                        .collect(java.util.stream.Collectors.groupingBy(v -> v, java.util.stream.Collectors.counting()))
                        .values().stream().allMatch(n -> n <= ValueMultiset.MAX_COPIES));
    }

    @Provide
    Arbitrary<CalcMode> modes() {
        return Combinators.combine(Arbitraries.of(OperationSet.class), Arbitraries.of(false, true)).as(CalcMode::new);
    }

    @Property(tries = 400)
    void solverEqualsBruteForce(@ForAll("smallHands") int[] values, @ForAll @IntRange(min = 1, max = 10) int target,
                                @ForAll("modes") CalcMode mode) {
        int[] counts = new int[11];
        for (int v : values) {
            counts[v]++;
        }
        Set<Integer> found = new HashSet<>();
        CalculationSearch.forEachMinimal(ValueMultiset.of(counts), target, mode, (code, size) -> assertThat(found.add(code)).isTrue());
        assertThat(found).isEqualTo(BruteForce.minimal(values, target, mode));
    }

    @Property(tries = 400)
    void everyWitnessIsACorrectCalculationOfItsCards(@ForAll("smallHands") int[] values,
                                                     @ForAll @IntRange(min = 1, max = 10) int target,
                                                     @ForAll("modes") CalcMode mode) {
        int[] counts = new int[11];
        for (int v : values) {
            counts[v]++;
        }
        for (ValueCalculation c : CalculationSearch.minimalCalculations(ValueMultiset.of(counts), target, mode)) {
            long[] ordered = Arrays.stream(c.values()).asLongStream().toArray();
            assertThat(Evaluator.value(ordered, c.expr())).isEqualTo(target);
            if (!mode.parentheses()) {
                assertThat(c.expr().isLeftToRight()).isTrue();
            }
            assertThat(CalculationSearch.hasShorter(ValueMultiset.ofValues(c.values()), target, mode)).isFalse();
        }
    }

    @Property(tries = 300)
    void closestArrangementMakesTheTarget(@ForAll("smallHands") int[] values, @ForAll @IntRange(min = 1, max = 10) int target,
                                          @ForAll("modes") CalcMode mode) {
        long[] longs = Arrays.stream(values).asLongStream().toArray();
        int[] all = java.util.stream.IntStream.range(0, values.length).toArray();
        var found = Arrangement.closest(longs, all, target, mode);
        boolean reaches = BruteForce.reaches(Arrays.stream(values).boxed().map(Long::valueOf).toList(), target, mode);
        assertThat(found.isPresent()).isEqualTo(reaches);
        found.ifPresent(a -> {
            long[] ordered = Arrays.stream(a.order()).mapToLong(i -> longs[i]).toArray();
            assertThat(Evaluator.value(ordered, a.expr())).isEqualTo(target);
        });
    }

    @Provide
    Arbitrary<Expr> shapes() {
        return Arbitraries.integers().between(1, 7).flatMap(this::shape).map(SolverPropertiesTest::renumber);
    }

    private Arbitrary<Expr> shape(int leaves) {
        if (leaves == 1) {
            return Arbitraries.just(new Expr.Leaf(0));
        }
        return Arbitraries.integers().between(1, leaves - 1).flatMap(left -> Combinators.combine(
                Arbitraries.of(Operator.class), shape(left), shape(leaves - left)).as(Expr.Node::new));
    }

    private static Expr renumber(Expr e) {
        int[] next = {0};
        return renumber(e, next);
    }

    private static Expr renumber(Expr e, int[] next) {
        return switch (e) {
            case Expr.Leaf leaf -> new Expr.Leaf(next[0]++);
            case Expr.Node(Operator op, Expr l, Expr r) -> {
                Expr left = renumber(l, next);
                yield new Expr.Node(op, left, renumber(r, next));
            }
        };
    }

    @Property(tries = 500)
    void notationReadsBackAsTheSameTree(@ForAll("shapes") Expr expr) {
        String text = expr.format(i -> Integer.toString(i + 1), false, true);
        ExprParser.Parsed parsed = ExprParser.parse(ExprParser.tokenizeSpaced(text));
        assertThat(parsed.expr()).isEqualTo(expr);
        String compact = expr.format(i -> Integer.toString(i + 1), true, false);
        assertThat(ExprParser.parse(ExprParser.tokenizeNumbers(compact)).expr()).isEqualTo(expr);
        assertThat(parsed.leaves()).isEqualTo(java.util.stream.IntStream.rangeClosed(1, expr.leafCount())
                .mapToObj(Integer::toString).toList());
    }
}
