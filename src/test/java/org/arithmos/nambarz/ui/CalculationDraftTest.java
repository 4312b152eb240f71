package org.arithmos.nambarz.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.NumberCard;
import org.junit.jupiter.api.Test;

class CalculationDraftTest {

    private static NumberCard card(String text) {
        return (NumberCard) Card.parse(text);
    }

    @Test
    void leftToRightGrowsStepByStep() {
        CalculationDraft d = new CalculationDraft(false);
        assertThat(d.addCard(0, card("10"))).isTrue();
        assertThat(d.addCard(1, card("4"))).as("an operator must come first").isFalse();
        d.addOperator(Operator.MINUS);
        d.addCard(1, card("4"));
        assertThat(d.steps().orElseThrow().result()).isEqualTo(6);
        d.addOperator(Operator.DIVIDE);
        assertThat(d.isComplete()).isFalse();
        d.addCard(2, card("2"));
        assertThat(d.steps().orElseThrow().result()).isEqualTo(3);
        assertThat(d.toMove().orElseThrow().notation()).isEqualTo("(10 - 4) / 2");
    }

    @Test
    void aCardIsUsedOnceAndUndoTakesBackTheLastItem() {
        CalculationDraft d = new CalculationDraft(false);
        d.addCard(3, card("7"));
        d.addOperator(Operator.PLUS);
        assertThat(d.addCard(3, card("7"))).isFalse();
        assertThat(d.addCard(4, card("7"))).isTrue();
        d.undo();
        d.undo();
        assertThat(d.slots()).containsExactly(3);
        assertThat(d.toMove().orElseThrow().notation()).isEqualTo("7");
    }

    @Test
    void bracketsFollowUsualPrecedence() {
        CalculationDraft d = new CalculationDraft(true);
        d.addCard(0, card("9"));
        d.addOperator(Operator.MINUS);
        assertThat(d.open()).isTrue();
        d.addCard(1, card("8"));
        d.addOperator(Operator.DIVIDE);
        d.addCard(2, card("2"));
        assertThat(d.isComplete()).isFalse();
        assertThat(d.close()).isTrue();
        assertThat(d.steps().orElseThrow().result()).isEqualTo(5);
        assertThat(d.toMove().orElseThrow().notation()).isEqualTo("9 - 8 / 2");
        assertThat(new CalculationDraft(false).canOpen()).isFalse();
    }
}
