package org.arithmos.engine.nambarz;

import static org.arithmos.engine.nambarz.Judgments.judge;
import static org.arithmos.engine.nambarz.Judgments.kept;
import static org.arithmos.engine.nambarz.Judgments.plusMinus;
import static org.arithmos.engine.nambarz.Judgments.rule;
import static org.arithmos.engine.nambarz.NambarzRule.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.Step;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CalculationRulesTest {

    @Test
    @DisplayName("NZ-CALC-1: the last card put down becomes the card to cover")
    void lastCardIsTheNewTarget() {
        NambarzState s = Table.of(2).hand(0, "10 4 2 9").played("3").state();
        s = Table.play(s, "(10 - 4) / 2");
        assertThat(s.target()).isEqualTo(new Target.NumberTarget(SymbolCard.of(2)));
        assertThat(s.playedPile().newest(4)).containsExactly(Card.parse("2"), Card.parse("4"), Card.parse("10"), Card.parse("3"));
    }

    @Test
    @DisplayName("NZ-CALC-2: all symbol or all drawing; the target's type does not matter")
    void oneTypeOnly() {
        assertThat(judge("3-bee", "1 + 2").legal()).isTrue();
        assertThat(judge("3", "7-fish - 4-hen").legal()).isTrue();
        Judgment mixed = judge("3", "7-fish - 4");
        assertThat(rule(mixed)).isEqualTo(NZ_CALC_2);
        assertThat(((Judgment.Penalized) mixed).atFault()).containsExactly(1);
        assertThat(((Judgment.Penalized) mixed).correction()).isInstanceOf(Correction.TakeBack.class);
    }

    @Test
    @DisplayName("NZ-CALC-3: left to right; the final result must be the target's value")
    void leftToRight() {
        Judgment ok = judge("3", "(10 - 4) / 2");
        assertThat(ok.legal()).isTrue();
        assertThat(ok.evaluation().steps()).containsExactly(
                new Step(10, org.arithmos.engine.arithmetic.Operator.MINUS, 4, 6),
                new Step(6, org.arithmos.engine.arithmetic.Operator.DIVIDE, 2, 3));
        assertThat(rule(judge("3", "9 - 2"))).isEqualTo(NZ_CALC_3);
    }

    @Test
    @DisplayName("NZ-CALC-4: no negative intermediate result, no inexact division; zero is allowed")
    void wholeNumbersOnly() {
        Judgment negative = judge("3", "2 - 9 + 10");
        assertThat(rule(negative)).isEqualTo(NZ_CALC_4);
        assertThat(negative.evaluation().invalidStep().left()).isEqualTo(2);
        assertThat(((Judgment.Penalized) negative).atFault()).containsExactly(0, 1);
        assertThat(rule(judge("3", "9 / 2"))).isEqualTo(NZ_CALC_4);
        Judgment zero = judge("6", "(5 - 5) * 3 + 6");
        assertThat(zero.evaluation().valid()).isTrue();
        assertThat(zero.evaluation().steps().getFirst().result()).isZero();
    }

    @Test
    @DisplayName("NZ-CALC-5: with the parentheses option, 9 - (8 / 2) = 5; without it, brackets are refused")
    void parentheses() {
        assertThat(judge("5", "9 - (8 / 2)", CalcMode.WITH_PARENTHESES).legal()).isTrue();
        assertThat(judge("5", "9 - 8 / 2", CalcMode.WITH_PARENTHESES).legal()).isTrue();
        assertThatThrownBy(() -> judge("5", "9 - (8 / 2)")).hasMessageContaining("NZ-CALC-5");
    }

    @Test
    @DisplayName("NZ-CALC-6: at the + and − level, × and ÷ are not allowed; the same cards with + or − stay")
    void operationsOfTheLevel() {
        Judgment divide = judge("3", "6 / 2", plusMinus());
        assertThat(rule(divide)).isEqualTo(NZ_CALC_6);
        assertThat(((Judgment.Penalized) divide).correction()).isInstanceOf(Correction.TakeBack.class);
        Judgment times = judge("3", "7 * 4", plusMinus());
        assertThat(rule(times)).isEqualTo(NZ_CALC_6);
        assertThat(((Judgment.Penalized) times).correction())
                .isEqualTo(new Correction.Recombine(List.of(0, 1), Expr.leftToRight(List.of(org.arithmos.engine.arithmetic.Operator.MINUS))));
        assertThat(judge("3", "7 - 4", plusMinus()).legal()).isTrue();
    }

    @Test
    @DisplayName("NZ-CALC-7, figure 6: 6 + 5 + 2 - 10 on a 3 is too long: 6 ÷ 2 stays, 5 and 10 go back")
    void fewestCards() {
        Judgment j = judge("3-bee", "6 + 5 + 2 - 10");
        assertThat(rule(j)).isEqualTo(NZ_CALC_7);
        assertThat(kept("6 + 5 + 2 - 10", j)).containsExactly("6", "2");
        Correction.KeepShorter shorter = (Correction.KeepShorter) ((Judgment.Penalized) j).correction();
        assertThat(shorter.expr().operators()).containsExactly(org.arithmos.engine.arithmetic.Operator.DIVIDE);
        assertThat(((Judgment.Penalized) j).atFault()).containsExactly(1, 3);
    }

    @Test
    @DisplayName("NZ-CALC-7: the comparison is with the cards put down, not with the whole hand")
    void fewestCardsAmongThoseInvolved() {
        NambarzState s = Table.of(2).hand(0, "10 4 2 1").played("3").state();
        s = Table.play(s, "(10 - 4) / 2");
        assertThat(s.hand(0).cards()).containsExactly(Card.parse("1"));
        assertThat(s.currentSeat()).isEqualTo(1);
    }

    @Test
    @DisplayName("NZ-CALC-7: among equally short calculations, the one closest to the player's order stays")
    void closestToPlayersOrder() {
        // 8 - 5 = 3 and 5 - 2 = 3 are both shorter; 8 and 5 come first in the player's order.
        Judgment j = judge("3", "8 - 5 + 2 - 2");
        assertThat(rule(j)).isEqualTo(NZ_CALC_7);
        assertThat(kept("8 - 5 + 2 - 2", j)).containsExactly("8", "5");
        // Only a reordered pair works: 2 then 6 is kept as 6 ÷ 2.
        Judgment reordered = judge("3", "2 + 6 - 5");
        assertThat(kept("2 + 6 - 5", reordered)).containsExactly("6", "2");
    }

    @Test
    @DisplayName("NZ-CALC-8, figure 7: a matching card inside is played alone, the others go back")
    void matchingCardInside() {
        Judgment byNumber = judge("3-bee", "9 / 3");
        assertThat(rule(byNumber)).isEqualTo(NZ_CALC_8);
        assertThat(kept("9 / 3", byNumber)).containsExactly("3");
        Judgment byDrawing = judge("3-bee", "8-bee - 5-cat");
        assertThat(rule(byDrawing)).isEqualTo(NZ_CALC_8);
        assertThat(kept("8-bee - 5-cat", byDrawing)).containsExactly("8-bee");
        assertThat(judge("3-bee", "8-hippopotamus - 5-cat").legal()).isTrue();
    }

    @Test
    @DisplayName("NZ-PEN-0: the rule named is the first broken: mixed, operations, matching, result, length")
    void penaltyOrder() {
        assertThat(rule(judge("3", "9 - 3-bee"))).isEqualTo(NZ_CALC_2);
        assertThat(rule(judge("3", "9 / 3", plusMinus()))).isEqualTo(NZ_CALC_6);
        assertThat(rule(judge("3", "9 + 3"))).isEqualTo(NZ_CALC_8);
        assertThat(rule(judge("3", "6 + 2 + 10"))).isEqualTo(NZ_CALC_3);
        assertThat(rule(judge("3", "2 - 6 + 7"))).isEqualTo(NZ_CALC_4);
        assertThat(rule(judge("3", "6 / 2 + 5 - 5"))).isEqualTo(NZ_CALC_7);
    }

    @Test
    @DisplayName("NZ-PEN-4: a wrong result whose cards make a correct calculation another way: that one stays")
    void recombination() {
        Judgment j = judge("3", "4 + 7");
        assertThat(rule(j)).isEqualTo(NZ_CALC_3);
        assertThat(kept("4 + 7", j)).containsExactly("7", "4");
        Judgment none = judge("3", "9 - 2");
        assertThat(((Judgment.Penalized) none).correction()).isInstanceOf(Correction.TakeBack.class);
    }

    @Test
    @DisplayName("NZ-MATCH-1: one card that does not match goes back")
    void singleCardThatDoesNotMatch() {
        Judgment j = judge("3", "8-bee");
        assertThat(rule(j)).isEqualTo(NZ_MATCH_1);
        assertThat(((Judgment.Penalized) j).correction()).isInstanceOf(Correction.TakeBack.class);
    }

    @Test
    @DisplayName("NZ-SCORE-2: 4 cards +7, 5 cards +14, 6 cards +21; nothing below 4 or for a broken rule")
    void masterStrokes() {
        assertThat(((Judgment.Accepted) judge("3-bee", "10-bear + 1-dragonfly + 1-tortoise - 9-duck")).bonus()).isEqualTo(7);
        assertThat(((Judgment.Accepted) judge("5", "8 + 8 - 1 - 1 - 9")).bonus()).isEqualTo(14);
        assertThat(((Judgment.Accepted) judge("3", "7 - 4")).bonus()).isZero();
        assertThat(Judgment.masterStrokeBonus(6)).isEqualTo(21);
        assertThat(Judgment.masterStrokeBonus(7)).isEqualTo(28);
        assertThat(judge("3", "6 + 5 + 2 - 10")).isInstanceOf(Judgment.Penalized.class);
    }
}
