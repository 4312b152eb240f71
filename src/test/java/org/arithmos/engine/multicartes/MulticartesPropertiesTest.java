package org.arithmos.engine.multicartes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.arithmos.engine.core.Rng;

/** Random playouts of Multicartes checking the invariants of the rules (MC-*). */
class MulticartesPropertiesTest {

    /** Bots of the given levels (by seat) play the game to its end; every state is passed to {@code check}. */
    private static List<MulticartesMove> playOut(MulticartesOptions options, long seed, List<MulticartesBot> bots,
                                                 java.util.function.Consumer<MulticartesState> check) {
        MulticartesState s = MulticartesGame.newGame(options, seed);
        List<MulticartesMove> moves = new ArrayList<>();
        check.accept(s);
        while (!s.over()) {
            assertThat(moves.size()).as("the game ends").isLessThan(5_000);
            MulticartesMove m = bots.get(s.toMove() % bots.size()).decide(s.observation(s.toMove()), seed + moves.size()).move();
            assertThat(MulticartesRules.legalMoves(s)).contains(m);
            s = MulticartesGame.play(s, m);
            moves.add(m);
            check.accept(s);
        }
        return moves;
    }

    @Property(tries = 200)
    void theThirtyTwoCardsAreAlwaysAllSomewhereAndBotsFinish(@ForAll @IntRange(min = 1, max = 4) int players,
                                                            @ForAll @IntRange(min = 1, max = 3) int rounds,
                                                            @ForAll long seed, @ForAll boolean beginners) {
        var options = players == 1 ? MulticartesOptions.solo() : new MulticartesOptions(players, rounds, 0);
        var bots = beginners ? List.of(MulticartesBot.BEGINNER, MulticartesBot.EXPERT) : List.of(MulticartesBot.EXPERT);
        playOut(options, seed, bots, s -> {
            assertThat(s.numberCardCount()).isEqualTo(NumberCards.COUNT);
            List<Integer> all = new ArrayList<>(s.discard());
            s.hands().forEach(all::addAll);
            all.addAll(s.aside());
            all.sort(null);
            assertThat(all).isEqualTo(NumberCards.deck());
            assertThat(s.pile().size() + s.turned().size()).isEqualTo(Combination.ALL.size());
        });
    }

    @Property(tries = 100)
    void replayingTheMovesRebuildsTheSameState(@ForAll @IntRange(min = 1, max = 4) int players, @ForAll long seed) {
        var options = players == 1 ? MulticartesOptions.solo() : new MulticartesOptions(players, 2, 0);
        List<MulticartesState> states = new ArrayList<>();
        List<MulticartesMove> moves = playOut(options, seed, List.of(MulticartesBot.BEGINNER), states::add);
        assertThat(MulticartesGame.replay(options, seed, moves)).isEqualTo(states.getLast());
        List<MulticartesMove> parsed = moves.stream().map(m -> MulticartesMove.parse(m.notation())).toList();
        assertThat(parsed).isEqualTo(moves);
        int half = moves.size() / 2;
        assertThat(MulticartesGame.replay(options, seed, moves.subList(0, half))).isEqualTo(states.get(half));
    }

    @Property(tries = 60)
    void theSoloOptimumIsNeverWorseThanAPlayedGame(@ForAll long seed, @ForAll boolean beginner) {
        MulticartesBot bot = beginner ? MulticartesBot.BEGINNER : MulticartesBot.EXPERT;
        List<MulticartesState> states = new ArrayList<>();
        playOut(MulticartesOptions.solo(), seed, List.of(bot), states::add);
        MulticartesState end = states.getLast();
        SoloOptimum.Best best = SoloOptimum.forDeal(seed);
        assertThat(best.combinationsTurned()).isLessThanOrEqualTo(end.turnedInRound());
        MulticartesState replayed = MulticartesGame.replay(MulticartesOptions.solo(), seed, best.moves());
        assertThat(replayed.over()).isTrue();
        assertThat(replayed.turnedInRound()).isEqualTo(best.combinationsTurned());
    }

    @Property(tries = 40)
    void theSoloOptimumEqualsABruteForceOnSmallDeals(@ForAll long seed, @ForAll @IntRange(min = 3, max = 4) int left) {
        // A solo deal played at random until `left` pairs or fewer remain, then searched both ways.
        MulticartesState s = MulticartesGame.newGame(MulticartesOptions.solo(), seed);
        Rng rng = Rng.at(seed);
        while (!s.over() && s.hand(0).size() > 2 * left) {
            List<MulticartesMove> legal = MulticartesRules.legalMoves(s);
            s = MulticartesGame.play(s, legal.get(rng.nextInt(legal.size())));
        }
        Assume.that(!s.over());
        int optimum = SoloOptimum.from(s).combinationsTurned();
        Assume.that(optimum - s.turnedInRound() <= 5);
        assertThat(bruteForce(s, optimum)).isEqualTo(optimum);
    }

    /** The fewest combination cards to empty the hand, trying every sequence of moves up to {@code limit}. */
    private static int bruteForce(MulticartesState s, int limit) {
        if (s.over()) {
            return s.hand(0).isEmpty() ? s.turnedInRound() : Integer.MAX_VALUE;
        }
        if (s.turnedInRound() > limit) {
            return Integer.MAX_VALUE;
        }
        int best = Integer.MAX_VALUE;
        for (MulticartesMove m : MulticartesRules.legalMoves(s)) {
            best = Math.min(best, bruteForce(MulticartesGame.play(s, m), limit));
        }
        return best;
    }
}
