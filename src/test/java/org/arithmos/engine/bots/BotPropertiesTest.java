package org.arithmos.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.nambarz.JokerLevel;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.Transition;

/** Bots of every level finish whole games, for every player count, teams and variant, never illegally. */
class BotPropertiesTest {

    @Provide
    Arbitrary<NambarzOptions> options() {
        return Combinators.combine(Arbitraries.integers().between(2, 12), Arbitraries.of(1, 3),
                        Arbitraries.of(OperationSet.class), Arbitraries.of(false, true), Arbitraries.of(JokerLevel.class),
                        Arbitraries.of(false, true))
                .as((n, rounds, ops, parens, jokers, teams) -> {
                    NambarzOptions o = new NambarzOptions(n, List.of(), rounds, ops, parens, jokers);
                    return teams && n >= 4 ? o.withTeams(evenTeams(n)) : o;
                });
    }

    @Provide
    Arbitrary<List<BotLevel>> tables() {
        return Arbitraries.of(BotLevel.class).list().ofSize(12);
    }

    private static Integer[] evenTeams(int players) {
        int teams = Math.min(6, players / 2);
        Integer[] sizes = new Integer[teams];
        for (int t = 0; t < teams; t++) {
            sizes[t] = players / teams + (t < players % teams ? 1 : 0);
        }
        return sizes;
    }

    @Property(tries = 120)
    void botsFinishGamesWithoutAnIllegalMove(@ForAll("options") NambarzOptions options,
                                             @ForAll("tables") List<BotLevel> levels, @ForAll long seed) {
        List<NambarzBot> bots = new ArrayList<>();
        for (int seat = 0; seat < options.players(); seat++) {
            bots.add(levels.get(seat).bot());
        }
        NambarzState s = NambarzGame.newGame(options, seed);
        while (!s.isOver()) {
            int seat = s.currentSeat();
            BotDecision d = bots.get(seat).decide(s.observation(seat), SelfPlay.randomFor(s));
            assertThat(NambarzGame.legalMoves(s)).contains(d.move());
            Transition t = NambarzGame.apply(s, d.move());
            for (NambarzEvent e : t.events()) {
                if (e instanceof NambarzEvent.Played p && p.seat() == seat) {
                    assertThat(p.judgment().legal()).as("%s by %s", d, levels.get(seat)).isTrue();
                }
            }
            s = t.state();
            assertThat(s.moveCount()).isLessThan(100_000);
        }
        assertThat(s.results()).hasSizeGreaterThanOrEqualTo(options.rounds());
    }

    @Property(tries = 30)
    void sameSeedSameGame(@ForAll("options") NambarzOptions options, @ForAll("tables") List<BotLevel> levels,
                          @ForAll long seed) {
        List<BotLevel> seats = levels.subList(0, options.players());
        assertThat(SelfPlay.play(options, seed, seats)).isEqualTo(SelfPlay.play(options, seed, seats));
    }
}
