package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.core.Rng;

/** Random games for properties: every player count, teams, variant, and a random legal playout. */
final class GameArbitraries {

    private GameArbitraries() {
    }

    static Arbitrary<NambarzOptions> options() {
        Arbitrary<Integer> players = Arbitraries.integers().between(2, 12);
        return Combinators.combine(players, Arbitraries.of(1, 3), Arbitraries.of(OperationSet.class),
                        Arbitraries.of(false, true), Arbitraries.of(JokerLevel.class), Arbitraries.of(false, true),
                        Arbitraries.of(false, true))
                .as((n, rounds, ops, parens, jokers, teams, mixed) -> {
                    NambarzOptions o = new NambarzOptions(n, List.of(), rounds, ops, parens, jokers);
                    o = teams && n >= 4 ? o.withTeams(teamSizes(n).toArray(Integer[]::new)) : o;
                    return mixed ? o.withSeatModes(mixedModes(n)) : o;
                });
    }

    /** A mixed-ability table (0018): seats at + and −, at all four operations, and with brackets, in turn. */
    static List<org.arithmos.engine.arithmetic.CalcMode> mixedModes(int players) {
        List<org.arithmos.engine.arithmetic.CalcMode> modes = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            modes.add(switch (seat % 3) {
                case 0 -> new org.arithmos.engine.arithmetic.CalcMode(OperationSet.ADD_SUBTRACT, false);
                case 1 -> new org.arithmos.engine.arithmetic.CalcMode(OperationSet.ALL, false);
                default -> new org.arithmos.engine.arithmetic.CalcMode(OperationSet.ALL, true);
            });
        }
        return modes;
    }

    /** Teams of 2 or 3, as even as possible: 4 → 2+2, 5 → 3+2, 7 → 3+2+2 … */
    static List<Integer> teamSizes(int players) {
        List<Integer> sizes = new ArrayList<>();
        int teams = Math.min(6, Math.max(2, players / 2));
        for (int t = 0; t < teams; t++) {
            sizes.add(players / teams + (t < players % teams ? 1 : 0));
        }
        return sizes;
    }

    /** A legal move chosen at random, drawing less often so that games end. */
    static NambarzMove randomMove(List<NambarzMove> legal, Rng random) {
        NambarzMove move = legal.get(random.nextInt(legal.size()));
        if ((move instanceof NambarzMove.Draw || move instanceof NambarzMove.Pass) && legal.size() > 1 && random.nextInt(3) > 0) {
            List<NambarzMove> others = legal.stream()
                    .filter(m -> !(m instanceof NambarzMove.Draw) && !(m instanceof NambarzMove.Pass)).toList();
            if (!others.isEmpty()) {
                move = others.get(random.nextInt(others.size()));
            }
        }
        return move;
    }
}
