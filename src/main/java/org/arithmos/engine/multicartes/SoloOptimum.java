package org.arithmos.engine.multicartes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The best possible solo score (MC-SOLO-1) from a solo position: the fewest combination cards turned in all
 * to empty the hand, with the same cards in the same order, found by exact search.
 *
 * <p>Breadth first, one combination card per level. Two positions at the same level with the same hand and
 * the same top of the discard pile have the same futures: the combination cards come in an order fixed by
 * the seed, and a card under the top never comes back (a swap takes the top and puts a card in its place).
 * So each level keeps one position per (hand, top): at most a few thousand.
 */
public final class SoloOptimum {

    private SoloOptimum() {
    }

    /** The best score reachable from here, with one way to reach it; empty moves when the game is over. */
    public record Best(int combinationsTurned, List<MulticartesMove> moves) {
        public Best {
            moves = List.copyOf(moves);
        }
    }

    public static Best from(MulticartesState start) {
        if (!start.options().isSolo()) {
            throw new IllegalArgumentException("the optimum is for solo games (MC-SOLO-1)");
        }
        if (start.over()) {
            return new Best(start.turnedInRound(), List.of());
        }
        Map<Key, Path> level = new HashMap<>();
        level.put(Key.of(start), new Path(start, List.of()));
        while (true) {
            Map<Key, Path> next = new HashMap<>();
            Path limit = null;
            for (Path path : level.values()) {
                for (MulticartesMove move : MulticartesRules.legalMoves(path.state)) {
                    MulticartesState after = MulticartesGame.play(path.state, move);
                    List<MulticartesMove> moves = new ArrayList<>(path.moves);
                    moves.add(move);
                    if (after.over()) {
                        if (after.hand(0).isEmpty()) {
                            return new Best(after.turnedInRound(), moves);
                        }
                        limit = new Path(after, moves);
                        continue;
                    }
                    next.putIfAbsent(Key.of(after), new Path(after, moves));
                }
            }
            if (next.isEmpty()) {
                // Every line of play reached the solo limit without emptying the hand.
                return new Best(limit.state.turnedInRound(), limit.moves);
            }
            level = next;
        }
    }

    public static Best forDeal(long seed) {
        return from(MulticartesGame.newGame(MulticartesOptions.solo(), seed));
    }

    private record Path(MulticartesState state, List<MulticartesMove> moves) {
    }

    private record Key(List<Integer> hand, Integer top) {
        static Key of(MulticartesState s) {
            return new Key(s.hand(0), s.discardTop());
        }
    }
}
