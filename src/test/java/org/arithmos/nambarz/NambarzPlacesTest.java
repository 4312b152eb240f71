package org.arithmos.nambarz;

import static org.assertj.core.api.Assertions.assertThat;

import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.tables.TablePlace;
import org.junit.jupiter.api.Test;

/**
 * A Nambarz table's finishing places on the projector (issue 15). A table the teacher stopped in its first round
 * showed everyone 1st (no round scored yet, NZ-SCORE-1): seats level on points are parted by their cards left.
 */
class NambarzPlacesTest {

    private final NzTableGame game = new NzTableGame();

    @Test
    void aTableStoppedInItsFirstRoundPartsLevelSeatsByTheirCardsLeft() {
        NambarzState dealt = game.deal(NambarzOptions.of(3).notation(), 7L);
        int drawer = game.toMove(dealt).orElseThrow();
        NambarzState after = game.apply(dealt, new NambarzMove.Draw()).state();

        assertThat(game.places(after, true)).extracting(TablePlace::place)
                .containsExactly(drawer == 0 ? 3 : 1, drawer == 1 ? 3 : 1, drawer == 2 ? 3 : 1);
        // At the game's end the engine's own standings decide alone (a round not played to its end scores nothing).
        assertThat(game.places(after, false)).extracting(TablePlace::place).containsOnly(1);
    }
}
