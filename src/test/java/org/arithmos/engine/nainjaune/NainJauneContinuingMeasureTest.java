package org.arithmos.engine.nainjaune;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import org.arithmos.engine.nainjaune.NainJauneEvent.RoundEnded;
import org.arithmos.engine.nainjaune.NainJauneOptions.Continuing;
import org.arithmos.engine.nainjaune.NainJauneOptions.Dealing;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The measure behind rules decision 50: the share of rounds won by running out of cards (NJ-END-1) rather than
 * blocked and counted (decision 36), for 2 to 8 players, both ways of continuing a sequence (NJ-PLAY-3), with
 * the engine's bots (half beginners, half experts), simplified dealing. Prints the table it measures.
 */
class NainJauneContinuingMeasureTest {

    static final int ROUNDS = 300;

    /** Share (0-1) of one-round games won by a player with no cards left. */
    static double ranOut(int players, Continuing continuing, Dealing dealing) {
        int out = 0;
        for (long seed = 1; seed <= ROUNDS; seed++) {
            NainJauneState s = NainJauneGame.newGame(new NainJauneOptions(players, dealing, 1, 50, continuing), seed);
            while (!s.over()) {
                NainJauneBot bot = s.toMove() % 2 == 0 ? NainJauneBot.EXPERT : NainJauneBot.BEGINNER;
                NainJauneTransition t = NainJauneGame.apply(s, bot.decide(s.observation(s.toMove()), seed + s.moves()).move());
                for (NainJauneEvent e : t.events()) {
                    if (e instanceof RoundEnded r && !r.result().blocked()) {
                        out++;
                    }
                }
                s = t.state();
            }
        }
        return out / (double) ROUNDS;
    }

    @Test
    @DisplayName("Decision 50: the family way ends more rounds by running out than the next player only, for 2 to 8 players")
    void measure() {
        StringBuilder table = new StringBuilder("players | next player only | family (rounds won by running out, "
                + ROUNDS + " rounds, simplified dealing)\n");
        for (int players = 2; players <= 8; players++) {
            Map<Continuing, Double> share = new EnumMap<>(Continuing.class);
            for (Continuing c : Continuing.values()) {
                share.put(c, ranOut(players, c, Dealing.SIMPLIFIED));
            }
            table.append(String.format("%7d | %15.0f%% | %5.0f%%%n", players,
                    100 * share.get(Continuing.NEXT_PLAYER), 100 * share.get(Continuing.FAMILY)));
            assertThat(share.get(Continuing.FAMILY)).as("%d players", players)
                    .isGreaterThan(share.get(Continuing.NEXT_PLAYER));
        }
        System.out.println(table);
    }
}
