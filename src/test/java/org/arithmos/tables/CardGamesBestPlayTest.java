package org.arithmos.tables;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.nainjaune.NjTableGame;
import org.junit.jupiter.api.Test;

/**
 * The best play of the card games at any moment (docs/decisions/0035, the class game's debrief): the expert
 * robot's decision from the seat's observation, with its reason, is a play the rules take (never a refused one)
 * at every moment of a whole game played by best plays only.
 */
class CardGamesBestPlayTest {

    @Test
    void multicartesBestPlayIsAlwaysAPlay() {
        assertBestPlaysFinish(new McTableGame(), MulticartesOptions.of(3).notation());
    }

    @Test
    void nainJauneBestPlayIsAlwaysAPlay() {
        assertBestPlaysFinish(new NjTableGame(), NainJauneOptions.of(3).withRounds(1).notation());
    }

    @Test
    void krambambuliBestPlayIsAlwaysAPlay() {
        assertBestPlaysFinish(new KbTableGame(), KrambambuliOptions.of(3).notation());
    }

    @SuppressWarnings("unchecked")
    private static <S, M> void assertBestPlaysFinish(TableGame<S, M, ?> game, String options) {
        String stored = game.options(options, 3, java.util.Collections.nCopies(3, null));
        for (long seed : List.of(1L, 2L, 3L)) {
            S state = game.deal(stored, seed);
            int moves = 0;
            while (game.toMove(state).isPresent() && moves < 5_000) {
                int seat = game.toMove(state).orElseThrow();
                TableGame.Robot<M> best = game.bestPlay(state, seat).orElseThrow();
                assertThat(best.reason()).as("the reason of move %d", moves).isNotNull();
                assertThat(game.bestMove(state, seat)).contains(best.move());
                assertThat(game.refusal(state, best.move())).as("move %d, seed %d", moves, seed).isEmpty();
                state = game.apply(state, best.move()).state();
                moves++;
            }
            assertThat(game.toMove(state)).as("a game of best plays ends").isEmpty();
        }
    }
}
