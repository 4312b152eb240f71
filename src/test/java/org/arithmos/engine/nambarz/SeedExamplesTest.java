package org.arithmos.engine.nambarz;

import static org.arithmos.engine.nambarz.Judgments.judge;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.CalculationSearch;
import org.arithmos.engine.arithmetic.ValueMultiset;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every worked example of the rule texts (seed 000, figures 2-9; seed 001, the 9-(8/2) answer), played. */
class SeedExamplesTest {

    private static NambarzState play(String hand, String target, String... moves) {
        return Table.play(Table.of(2).hand(0, hand + " 10-cat 10-cat").played(target).draw("1 1 1").state(), moves);
    }

    @Test
    @DisplayName("Figure 2: the four cards that cover 3-bee, each played as a match")
    void figure2() {
        for (String card : List.of("3-bee", "3", "3-hippopotamus", "8-bee")) {
            NambarzState s = play(card, "3-bee", card);
            assertThat(s.playedPile().top()).isEqualTo(Card.parse(card));
            assertThat(s.currentSeat()).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("Figure 3: the symbol 3 is covered by 3, 3-hippopotamus, 3-bee; 8-bee is a penalty")
    void figure3() {
        for (String card : List.of("3", "3-hippopotamus", "3-bee")) {
            assertThat(play(card, "3", card).playedPile().top()).isEqualTo(Card.parse(card));
        }
        NambarzState s = play("8-bee", "3", "8-bee");
        assertThat(s.playedPile().top()).isEqualTo(Card.parse("3"));
        assertThat(s.hand(0).cards()).contains(Card.parse("8-bee"));
    }

    @Test
    @DisplayName("Figure 4: 1 + 2 = 3, and (10 - 4) / 2 = 3 put down 10, 4, 2: the next player covers the 2")
    void figure4() {
        assertThat(play("1 2", "3-bee", "1 + 2").playedPile().top()).isEqualTo(Card.parse("2"));
        NambarzState s = play("10 4 2", "3", "(10 - 4) / 2");
        assertThat(s.target()).isEqualTo(new Target.NumberTarget(SymbolCard.of(2)));
        assertThat(s.currentSeat()).isEqualTo(1);
    }

    @Test
    @DisplayName("Figure 5: 7-fish - 4-hen = 3; 10-bear + 1-dragonfly + 1-tortoise - 9-duck = 3, a master stroke")
    void figure5() {
        assertThat(play("7-fish 4-hen", "3", "7-fish - 4-hen").target())
                .isEqualTo(new Target.NumberTarget((NumberCard) Card.parse("4-hen")));
        NambarzState s = play("10-bear 1-dragonfly 1-tortoise 9-duck", "3-bee",
                "10-bear + 1-dragonfly + 1-tortoise - 9-duck");
        assertThat(s.target()).isEqualTo(new Target.NumberTarget((NumberCard) Card.parse("9-duck")));
        assertThat(s.roundBonus(0)).isEqualTo(7);
    }

    @Test
    @DisplayName("Figure 6: 6 + 5 + 2 - 10 on 3: the player plays 6 and 2 and takes back 5 and 10")
    void figure6() {
        NambarzState s = play("6 5 2 10", "3-bee", "6 + 5 + 2 - 10");
        assertThat(s.playedPile().newest(3)).containsExactly(Card.parse("2"), Card.parse("6"), Card.parse("3-bee"));
        assertThat(s.hand(0).cards()).contains(Card.parse("5"), Card.parse("10"));
    }

    @Test
    @DisplayName("Figure 7: 9 / 3 and 8-bee - 5-cat on 3-bee: the matching card is played alone")
    void figure7() {
        NambarzState byNumber = play("9 3", "3-bee", "9 / 3");
        assertThat(byNumber.playedPile().top()).isEqualTo(Card.parse("3"));
        assertThat(byNumber.hand(0).cards()).contains(Card.parse("9"));
        NambarzState byDrawing = play("8-bee 5-cat", "3-bee", "8-bee - 5-cat");
        assertThat(byDrawing.playedPile().top()).isEqualTo(Card.parse("8-bee"));
        assertThat(byDrawing.hand(0).cards()).contains(Card.parse("5-cat"));
    }

    @Test
    @DisplayName("Figure 8: change-number then a symbol card, change-drawing then a drawing card, J-any then either")
    void figure8() {
        assertThat(play("J-number 9", "3", "J-number", "9").playedPile().newest(2))
                .containsExactly(Card.parse("9"), Card.parse("J-number"));
        assertThat(play("J-drawing 6-tortoise", "3-bee", "J-drawing", "6-tortoise").playedPile().top())
                .isEqualTo(Card.parse("6-tortoise"));
        assertThat(play("J-any 7", "3-bee", "J-any", "7").playedPile().top()).isEqualTo(Card.parse("7"));
        assertThat(play("J-any 9-duck", "3", "J-any", "9-duck").playedPile().top()).isEqualTo(Card.parse("9-duck"));
    }

    @Test
    @DisplayName("Figure 9: (9-hen - 6-dragonfly) / 3-hippopotamus = 1, replay, 10 - 6 - 1 = 3")
    void figure9() {
        NambarzState s = play("9-hen 6-dragonfly 3-hippopotamus J-replay 10 6 1", "1",
                "(9-hen - 6-dragonfly) / 3-hippopotamus", "J-replay", "10 - 6 - 1");
        assertThat(s.playedPile().newest(7)).containsExactlyElementsOf(
                Table.cards("1 6 10 J-replay 3-hippopotamus 6-dragonfly 9-hen"));
        assertThat(s.currentSeat()).isEqualTo(1);
    }

    @Test
    @DisplayName("Scoring: 8 + 8 - 1 - 1 - 9 = 5 is a super master stroke, +14")
    void superMasterStroke() {
        assertThat(play("8 8 1 1 9", "5", "8 + 8 - 1 - 1 - 9").roundBonus(0)).isEqualTo(14);
    }

    @Test
    @DisplayName("Q&A: 9, 8, 2 on a 5: nothing left to right; 9 - (8 / 2) = 5 with parentheses")
    void nineMinusEightDividedByTwo() {
        int hand = ValueMultiset.ofValues(9, 8, 2);
        assertThat(CalculationSearch.minimalCalculations(hand, 5, CalcMode.LEFT_TO_RIGHT)).isEmpty();
        assertThat(CalculationSearch.minimalCalculations(hand, 5, CalcMode.WITH_PARENTHESES))
                .extracting(Object::toString).containsExactly("9 − 8 ÷ 2");
        assertThat(judge("5", "9 - (8 / 2)", CalcMode.WITH_PARENTHESES).legal()).isTrue();
        NambarzState s = Table.play(Table.of(NambarzOptions.of(2).withParentheses(true)).hand(0, "9 8 2 7")
                .played("5").state(), "9 - 8 / 2");
        assertThat(s.hand(0).cards()).containsExactly(Card.parse("7"));
    }
}
