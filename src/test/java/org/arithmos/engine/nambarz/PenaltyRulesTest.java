package org.arithmos.engine.nambarz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Penalties in play: what stays, what goes back, the 3 cards drawn, the turn passing (NZ-PEN-1..6). */
class PenaltyRulesTest {

    private static Transition play(NambarzState s, String move) {
        return NambarzGame.apply(s, NambarzMove.parse(move));
    }

    private static NambarzState table(String hand, String target) {
        return Table.of(2).hand(0, hand).played(target).draw("1 1 1 2 2").state();
    }

    @Test
    @DisplayName("NZ-PEN-1: too many cards: the shorter calculation stays, the rest back, 3 drawn, turn over")
    void tooManyCards() {
        Transition t = play(table("6 5 2 10 9", "3-bee"), "6 + 5 + 2 - 10");
        NambarzState s = t.state();
        assertThat(s.playedPile().newest(2)).containsExactly(Card.parse("2"), Card.parse("6"));
        assertThat(s.hand(0).cards()).containsExactlyInAnyOrderElementsOf(Table.cards("5 10 9 1 1 1"));
        assertThat(s.currentSeat()).isEqualTo(1);
        assertThat(t.events()).contains(new NambarzEvent.PenaltyDrawn(0, Table.cards("1 1 1")));
    }

    @Test
    @DisplayName("NZ-PEN-2: a matching card inside: it stays alone; the others go back")
    void matchingCard() {
        NambarzState s = play(table("9 3 7", "3-bee"), "9 / 3").state();
        assertThat(s.playedPile().newest(2)).containsExactly(Card.parse("3"), Card.parse("3-bee"));
        assertThat(s.hand(0).cards()).containsExactlyInAnyOrderElementsOf(Table.cards("9 7 1 1 1"));
    }

    @Test
    @DisplayName("NZ-PEN-3: mixed types: all cards go back")
    void mixedTypes() {
        NambarzState s = play(table("7-fish 4 8", "3"), "7-fish - 4").state();
        assertThat(s.playedPile().cards()).containsExactly(Card.parse("3"));
        assertThat(s.hand(0).size()).isEqualTo(6);
    }

    @Test
    @DisplayName("NZ-PEN-4: wrong result: the recombination is put down, else all back")
    void wrongResult() {
        NambarzState recombined = play(table("4 7 8", "3"), "4 + 7").state();
        assertThat(recombined.playedPile().newest(2)).containsExactly(Card.parse("4"), Card.parse("7"));
        assertThat(recombined.hand(0).cards()).containsExactlyInAnyOrderElementsOf(Table.cards("8 1 1 1"));
        NambarzState back = play(table("9 2 8", "3"), "9 - 2").state();
        assertThat(back.playedPile().cards()).containsExactly(Card.parse("3"));
        assertThat(back.hand(0).size()).isEqualTo(6);
    }

    @Test
    @DisplayName("NZ-PEN-4: a recombined calculation earns no master stroke")
    void noBonusAfterPenalty() {
        NambarzState s = play(table("10 1 1 9 4", "3"), "10 + 1 - 1 - 9").state();
        assertThat(s.roundBonus(0)).isZero();
        assertThat(s.playedPile().size()).isEqualTo(5);
    }

    @Test
    @DisplayName("NZ-PEN-6: every penalty says which rule, which cards, and the correct play")
    void explanationIsData() {
        Transition t = play(table("6 5 2 10 9", "3-bee"), "6 + 5 + 2 - 10");
        NambarzEvent.Played played = (NambarzEvent.Played) t.events().getFirst();
        Judgment.Penalized p = (Judgment.Penalized) played.judgment();
        assertThat(p.rule()).isEqualTo(NambarzRule.NZ_CALC_7);
        assertThat(p.atFault()).containsExactly(1, 3);
        assertThat(p.correction()).isInstanceOf(Correction.KeepShorter.class);
        assertThat(played.cards()).isEqualTo(Table.cards("6 5 2 10"));
    }

    @Test
    @DisplayName("Penalty cards: fewer than 3 when the piles run out")
    void fewerPenaltyCardsAtTheEnd() {
        NambarzState s = Table.of(2).hand(0, "9 2 8").played("3").draw("4").state();
        Transition t = play(s, "9 - 2");
        assertThat(t.events()).contains(new NambarzEvent.PenaltyDrawn(0, List.of(Card.parse("4"))));
    }
}
