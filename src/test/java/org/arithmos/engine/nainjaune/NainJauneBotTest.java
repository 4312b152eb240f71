package org.arithmos.engine.nainjaune;

import static org.arithmos.engine.nainjaune.Positions.open;
import static org.arithmos.engine.nainjaune.Positions.table;
import static org.arithmos.engine.nainjaune.Positions.toStart;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arithmos.engine.cards.Suit;
import org.arithmos.engine.nainjaune.NainJauneBot.Reason;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bots' choices and their reasons (NJ-PLAY-2 to NJ-PLAY-5, NJ-BOX-1). */
class NainJauneBotTest {

    private static NainJauneBot.Decision expert(NainJauneState s) {
        return NainJauneBot.EXPERT.decide(s.observation(s.toMove()), 1L);
    }

    @Test
    @DisplayName("NJ-PLAY-3: a forced card is put with the reason 'continue'; NJ-PLAY-5: nothing to start, pass")
    void forced() {
        NainJauneState s = table(0, null, List.of(open(Suit.SPADES, 1, 4)), 1, 20, "5S 2H", "6S");
        assertThat(expert(s)).isEqualTo(new NainJauneBot.Decision(NainJauneMove.put("5S"), Reason.CONTINUE));
        assertThat(NainJauneBot.BEGINNER.decide(s.observation(0), 3L).reason()).isEqualTo(Reason.CONTINUE);
        NainJauneState stuck = toStart(0, "JC QD", "AH");
        assertThat(expert(stuck).reason()).isEqualTo(Reason.PASS);
        assertThat(expert(toStart(0, "3S 5H", "AH")).reason()).isEqualTo(Reason.LOWEST);
    }

    @Test
    @DisplayName("NJ-PLAY-3: the expert starts where it holds the next card itself, so the sequence blocks and it starts again")
    void blocksTheNext() {
        assertThat(expert(toStart(0, "2C 2H 3H", "AS"))).isEqualTo(
                new NainJauneBot.Decision(NainJauneMove.put("2H"), Reason.BLOCKS_NEXT));
    }

    @Test
    @DisplayName("NJ-BOX-1: the expert starts the suit that leads to a box card it holds, else its longest suit")
    void towardsABox() {
        assertThat(expert(toStart(0, "2C 2D 7D", "AS"))).isEqualTo(
                new NainJauneBot.Decision(NainJauneMove.put("2D"), Reason.TOWARDS_BOX));
        assertThat(expert(toStart(0, "2C 2H 5H 8H", "AS"))).isEqualTo(
                new NainJauneBot.Decision(NainJauneMove.put("2H"), Reason.LONGEST_SUIT));
    }

    @Test
    @DisplayName("Decision 32: the beginner picks any of its lowest cards, the same one for the same seed")
    void beginner() {
        NainJauneState s = toStart(0, "2C 2H 2S", "AS");
        NainJauneBot.Decision d = NainJauneBot.BEGINNER.decide(s.observation(0), 42L);
        assertThat(d.reason()).isEqualTo(Reason.ANY_LOWEST);
        assertThat(NainJauneRules.legalMoves(s)).contains(d.move());
        assertThat(NainJauneBot.BEGINNER.decide(s.observation(0), 42L)).isEqualTo(d);
    }
}
