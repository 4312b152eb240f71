package org.arithmos.engine.nambarz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.arithmetic.Operator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A mixed-ability table (docs/decisions/0018): each seat's calculations are judged with that seat's own
 * operations (NZ-CALC-6) and brackets (NZ-CALC-5), also when the judge looks for a shorter one (NZ-CALC-7).
 */
class MixedAbilityRulesTest {

    private static final CalcMode PLUS_MINUS = new CalcMode(OperationSet.ADD_SUBTRACT, false);
    private static final CalcMode BRACKETS = new CalcMode(OperationSet.ALL, true);
    private static final NambarzOptions MIXED = NambarzOptions.of(2).withParentheses(true)
            .withSeatModes(List.of(PLUS_MINUS, BRACKETS));

    /** Target 4 with 8 2 9 1: 8 ÷ 2 makes it with two cards; with + and − only, all four are needed (9 − 8 + 1 + 2). */
    private static NambarzState table(int seat) {
        return Table.of(MIXED).hand(seat, "8 2 9 1 10").played("4").draw("1 1 1 2 2 2").turn(seat).state();
    }

    private static Judgment judgmentOf(Transition t) {
        return t.events().stream().filter(e -> e instanceof NambarzEvent.Played).map(e -> ((NambarzEvent.Played) e).judgment())
                .findFirst().orElseThrow();
    }

    @Test
    @DisplayName("NZ-CALC-7 per seat: a pupil at + and − is not penalized for not seeing a division")
    void plusMinusSeatIsNotBlamedForADivision() {
        Transition t = NambarzGame.apply(table(0), NambarzMove.parse("9 - 8 + 1 + 2"));
        assertThat(judgmentOf(t).legal()).isTrue();
    }

    @Test
    @DisplayName("NZ-CALC-7 per seat: the seat with all four operations is penalized for the same four cards")
    void allOperationsSeatIsBlamedForTheLongerCalculation() {
        Transition t = NambarzGame.apply(table(1), NambarzMove.parse("9 - 8 + 1 + 2"));
        assertThat(judgmentOf(t)).isInstanceOfSatisfying(Judgment.Penalized.class,
                p -> assertThat(p.rule()).isEqualTo(NambarzRule.NZ_CALC_7));
    }

    @Test
    @DisplayName("NZ-CALC-6 per seat: a division is an operation of another level for the + and − seat only")
    void divisionIsForbiddenOnlyAtThePlusMinusSeat() {
        assertThat(judgmentOf(NambarzGame.apply(table(0), NambarzMove.parse("8 / 2"))))
                .isInstanceOfSatisfying(Judgment.Penalized.class, p -> assertThat(p.rule()).isEqualTo(NambarzRule.NZ_CALC_6));
        assertThat(judgmentOf(NambarzGame.apply(table(1), NambarzMove.parse("8 / 2"))).legal()).isTrue();
    }

    @Test
    @DisplayName("NZ-CALC-5 per seat: brackets are refused at the seat without them, accepted at the seat with them")
    void bracketsPerSeat() {
        NambarzState plusMinus = Table.of(MIXED).hand(0, "9 8 2 3").played("5").turn(0).state();
        assertThatThrownBy(() -> NambarzGame.apply(plusMinus, NambarzMove.parse("9 - (8 - 2)")))
                .isInstanceOfSatisfying(IllegalMoveException.class,
                        e -> assertThat(e.problem()).isEqualTo(IllegalMoveException.Problem.PARENTHESES_OFF));
        NambarzState brackets = Table.of(MIXED).hand(1, "9 8 2 3").played("5").turn(1).state();
        assertThat(judgmentOf(NambarzGame.apply(brackets, NambarzMove.parse("9 - (8 / 2)"))).legal()).isTrue();
    }

    @Test
    @DisplayName("NZ-CALC-6 per seat: the legal moves (hints, robots) of the + and − seat use + and − only")
    void legalMovesFollowTheSeatsLevel() {
        List<NambarzMove> plusMinus = table(0).observation(0).legalMoves();
        assertThat(plusMinus).filteredOn(m -> m instanceof NambarzMove.PutDown).isNotEmpty()
                .allSatisfy(m -> assertThat(((NambarzMove.PutDown) m).expr().operators())
                        .doesNotContain(Operator.TIMES, Operator.DIVIDE));
        assertThat(table(1).observation(1).legalMoves()).anySatisfy(m -> assertThat(m.notation()).isEqualTo("8 / 2"));
    }

    @Test
    @DisplayName("The options keep each seat's level in their stored form")
    void notationRoundTrip() {
        assertThat(MIXED.notation()).endsWith("seats=+-,+-*/()");
        assertThat(NambarzOptions.parse(MIXED.notation())).isEqualTo(MIXED);
        assertThat(NambarzOptions.parse(NambarzOptions.of(3).notation()).seatModes()).isEmpty();
    }
}
