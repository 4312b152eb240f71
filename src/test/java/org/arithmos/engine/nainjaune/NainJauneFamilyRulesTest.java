package org.arithmos.engine.nainjaune;

import static org.arithmos.engine.nainjaune.Positions.cards;
import static org.arithmos.engine.nainjaune.Positions.family;
import static org.arithmos.engine.nainjaune.Positions.open;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arithmos.engine.cards.Suit;
import org.arithmos.engine.nainjaune.NainJauneEvent.SequenceBlocked;
import org.arithmos.engine.nainjaune.NainJauneJudgment.Problem;
import org.arithmos.engine.nainjaune.NainJauneOptions.Continuing;
import org.arithmos.engine.nainjaune.NainJauneOptions.Dealing;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** NJ-PLAY-3 played the family way (rules decision 50): whoever holds the next card continues the sequence. */
class NainJauneFamilyRulesTest {

    private static NainJauneMove put(String card) {
        return NainJauneMove.put(card);
    }

    @Test
    @DisplayName("NJ-PLAY-3 (family): the player who put a card keeps going while they hold the next one")
    void thePlayerKeepsGoing() {
        NainJauneState s = family(0, List.of(open(Suit.SPADES, 1, 4)), "5S 6S 2H", "7S 3C");
        NainJauneState after = NainJauneGame.play(s, put("5S"));
        assertThat(after.toMove()).isZero();
        assertThat(NainJauneRules.legalMoves(after)).containsExactly(put("6S"));
        assertThat(NainJauneRules.judge(after, put("2H")).problem()).isEqualTo(Problem.MUST_PUT_NEXT);
        NainJauneState then = NainJauneGame.play(after, put("6S"));
        assertThat(then.toMove()).isEqualTo(1);
        assertThat(NainJauneRules.legalMoves(then)).containsExactly(put("7S"));
    }

    @Test
    @DisplayName("NJ-PLAY-3 (family): when the next player lacks the card, the first one after them who holds it continues")
    void theHolderContinues() {
        NainJauneState s = family(0, List.of(open(Suit.SPADES, 1, 4)), "5S 2H", "3C", "4D", "6S 2C");
        NainJauneTransition t = NainJauneGame.apply(s, put("5S"));
        assertThat(t.state().toMove()).isEqualTo(3);
        assertThat(t.state().openSequence().ranks()).hasSize(5);
        assertThat(t.events()).noneMatch(e -> e instanceof SequenceBlocked);
    }

    @Test
    @DisplayName("NJ-PLAY-3, NJ-PLAY-4 (family): only when nobody holds the next card is the sequence blocked; its last player starts again")
    void blockedWhenNobodyCan() {
        NainJauneState s = family(1, List.of(open(Suit.SPADES, 1, 4)), "3C", "5S 2H", "4D");
        NainJauneTransition t = NainJauneGame.apply(s, put("5S"));
        assertThat(t.events()).contains(new SequenceBlocked(Suit.SPADES, cards("6S").getFirst(), SequenceBlocked.NOBODY, 1));
        NainJauneState after = t.state();
        assertThat(after.sequences().getLast().status()).isEqualTo(Sequence.Status.BLOCKED);
        assertThat(after.toMove()).isEqualTo(1);
        assertThat(after.excluded()).isEqualTo(Suit.SPADES);
        assertThat(NainJauneRules.legalMoves(after)).containsExactly(put("2H"));
    }

    @Test
    @DisplayName("NJ-PLAY-3 (next player only): the same position blocks at once, as before the option")
    void theLiteralReadingStillBlocks() {
        NainJauneState s = Positions.table(Continuing.NEXT_PLAYER, 0, null, List.of(open(Suit.SPADES, 1, 4)), 1, 20,
                "5S 2H", "3C", "4D", "6S 2C");
        NainJauneTransition t = NainJauneGame.apply(s, put("5S"));
        assertThat(t.events()).contains(new SequenceBlocked(Suit.SPADES, cards("6S").getFirst(), 1, 0));
        assertThat(t.state().toMove()).isZero();
    }

    @Test
    @DisplayName("Decision 50: new games play the family way; games stored before the option keep the next player only")
    void optionsAndStoredGames() {
        assertThat(NainJauneOptions.of(4).continuing()).isEqualTo(Continuing.FAMILY);
        NainJauneOptions stored = NainJauneOptions.parse("p4 dS r3 t50");
        assertThat(stored).isEqualTo(new NainJauneOptions(4, Dealing.SIMPLIFIED, 3, 50, Continuing.NEXT_PLAYER));
        assertThat(NainJauneOptions.of(3).notation()).isEqualTo("p3 dS r3 t50 cF");
        for (Continuing c : Continuing.values()) {
            NainJauneOptions o = NainJauneOptions.of(5).withContinuing(c);
            assertThat(NainJauneOptions.parse(o.notation())).isEqualTo(o);
        }
    }

    @Test
    @DisplayName("NJ-PLAY-3 (family): the expert says it keeps going where, with the next player only, it blocks")
    void theExpertKeepsGoing() {
        NainJauneState s = Positions.table(Continuing.FAMILY, 0, null, List.of(), 3, 20, "2C 2H 3H", "AS");
        assertThat(NainJauneBot.EXPERT.decide(s.observation(0), 1L)).isEqualTo(
                new NainJauneBot.Decision(put("2H"), NainJauneBot.Reason.KEEPS_GOING));
    }
}
