package org.arithmos.engine.nambarz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class JokerRulesTest {

    private static Judgment.Penalized lastPenalty(Transition t) {
        return t.events().stream().filter(e -> e instanceof NambarzEvent.Played p && !p.judgment().legal())
                .map(e -> (Judgment.Penalized) ((NambarzEvent.Played) e).judgment()).reduce((a, b) -> b).orElseThrow();
    }

    @Test
    @DisplayName("NZ-JOKER-1: change-number covers a symbol card, change-drawing a drawing card, J-any both")
    void whatChangeJokersCover() {
        assertThat(Judge.judgeJoker(new Target.NumberTarget(SymbolCard.of(3)), JokerKind.NUMBER).legal()).isTrue();
        assertThat(Judge.judgeJoker(new Target.NumberTarget(SymbolCard.of(3)), JokerKind.DRAWING).legal()).isFalse();
        NumberCard bee = (NumberCard) Card.parse("3-bee");
        assertThat(Judge.judgeJoker(new Target.NumberTarget(bee), JokerKind.DRAWING).legal()).isTrue();
        assertThat(Judge.judgeJoker(new Target.NumberTarget(bee), JokerKind.NUMBER).legal()).isFalse();
        assertThat(Judge.judgeJoker(new Target.NumberTarget(bee), JokerKind.ANY).legal()).isTrue();
    }

    @Test
    @DisplayName("NZ-JOKER-1 / NZ-PEN-5: the wrong joker goes back and 3 cards are drawn; the turn ends")
    void wrongJoker() {
        NambarzState s = Table.of(2).hand(0, "J-number 9").played("3-bee").draw("1 2 4 5").state();
        Transition t = NambarzGame.apply(s, NambarzMove.parse("J-number"));
        assertThat(lastPenalty(t).rule()).isEqualTo(NambarzRule.NZ_JOKER_1);
        assertThat(t.state().hand(0).cards()).containsExactlyInAnyOrderElementsOf(Table.cards("J-number 9 1 2 4"));
        assertThat(t.state().target()).isEqualTo(new Target.NumberTarget((NumberCard) Card.parse("3-bee")));
        assertThat(t.state().currentSeat()).isEqualTo(1);
    }

    @Test
    @DisplayName("NZ-JOKER-2, figure 8: after a change joker, one card of its type, of any value")
    void oneCardAfterChangeJoker() {
        NambarzState s = Table.of(2).hand(0, "J-number 9 5-cat 8").played("3").state();
        s = Table.play(s, "J-number");
        assertThat(s.phase()).isEqualTo(new TurnPhase.AfterChangeJoker(JokerKind.NUMBER, SymbolCard.of(3)));
        assertThat(NambarzGame.legalMoves(s).stream().map(NambarzMove::notation)).containsExactly("8", "9", "pass");
        s = Table.play(s, "9");
        assertThat(s.target()).isEqualTo(new Target.NumberTarget(SymbolCard.of(9)));
        assertThat(s.currentSeat()).isEqualTo(1);
    }

    @Test
    @DisplayName("NZ-JOKER-2: a card of the other type, or two cards, after a change joker is penalized")
    void wrongCardAfterChangeJoker() {
        NambarzState s = Table.of(2).hand(0, "J-number 9 5-cat 8").played("3").draw("1 2 4").state();
        Transition t = NambarzGame.apply(Table.play(s, "J-number"), NambarzMove.parse("5-cat"));
        assertThat(lastPenalty(t).rule()).isEqualTo(NambarzRule.NZ_JOKER_2);
        assertThat(t.state().hand(0).cards()).contains(Card.parse("5-cat"));
        assertThat(t.state().target()).isEqualTo(new Target.JokerTarget(JokerKind.NUMBER));
        Transition two = NambarzGame.apply(Table.play(s, "J-number"), NambarzMove.parse("9 - 8"));
        assertThat(lastPenalty(two).rule()).isEqualTo(NambarzRule.NZ_JOKER_2);
    }

    @Test
    @DisplayName("NZ-JOKER-3: a change joker alone; the next player puts one card of its type, no calculation")
    void jokerAlone() {
        NambarzState s = Table.of(2).hand(0, "J-drawing 9 7-frog").hand(1, "1-tortoise 7 4 2-fish").played("3-bee").draw("1 2 4").state();
        s = Table.play(s, "J-drawing", "pass");
        assertThat(s.currentSeat()).isEqualTo(1);
        assertThat(s.target()).isEqualTo(new Target.JokerTarget(JokerKind.DRAWING));
        assertThat(NambarzGame.legalMoves(s).stream().map(NambarzMove::notation))
                .containsExactly("1-tortoise", "2-fish", "draw");
        Transition calc = NambarzGame.apply(s, NambarzMove.parse("2-fish - 1-tortoise"));
        assertThat(lastPenalty(calc).rule()).isEqualTo(NambarzRule.NZ_JOKER_3);
        Transition symbol = NambarzGame.apply(s, NambarzMove.parse("7"));
        assertThat(lastPenalty(symbol).rule()).isEqualTo(NambarzRule.NZ_JOKER_3);
        assertThat(Table.play(s, "2-fish").target()).isEqualTo(new Target.NumberTarget((NumberCard) Card.parse("2-fish")));
    }

    @Test
    @DisplayName("NZ-JOKER-2: when no card may follow the change joker, the turn ends by itself")
    void nothingCanFollow() {
        NambarzState s = Table.of(2).hand(0, "J-drawing 9 3-bee").played("8-bee").state();
        s = Table.play(s, "J-drawing");
        assertThat(s.currentSeat()).isEqualTo(1);
        assertThat(s.target()).isEqualTo(new Target.JokerTarget(JokerKind.DRAWING));
    }

    @Test
    @DisplayName("NZ-JOKER-3: a change joker may be the last card: the player is out")
    void finishWithChangeJoker() {
        NambarzState s = Table.of(3).hand(0, "J-any").played("3-bee").state();
        Transition t = NambarzGame.apply(s, NambarzMove.parse("J-any"));
        assertThat(t.events()).contains(new NambarzEvent.Finished(0, 1));
        assertThat(t.state().currentSeat()).isEqualTo(1);
    }

    @Test
    @DisplayName("NZ-JOKER-4: not two change jokers in a row")
    void noTwoChangeJokersInARow() {
        NambarzState s = Table.of(2).hand(1, "J-any 5").played("3 J-number").turn(1).draw("1 2 4").state();
        assertThat(NambarzGame.legalMoves(s).stream().map(NambarzMove::notation)).containsExactly("5", "draw");
        Transition t = NambarzGame.apply(s, NambarzMove.parse("J-any"));
        assertThat(lastPenalty(t).rule()).isEqualTo(NambarzRule.NZ_JOKER_4);
        assertThat(t.state().hand(1).cards()).contains(Card.parse("J-any"));
    }

    @Test
    @DisplayName("NZ-JOKER-4: a matching card after a change joker: the joker goes back, the card stays alone")
    void matchingCardAfterChangeJoker() {
        NambarzState s = Table.of(2).hand(0, "J-number 3-hippopotamus 3 9").played("3").draw("1 2 4").state();
        s = Table.play(s, "J-number");
        assertThat(NambarzGame.legalMoves(s).stream().map(NambarzMove::notation)).containsExactly("9", "pass");
        Transition t = NambarzGame.apply(s, NambarzMove.parse("3"));
        assertThat(lastPenalty(t).rule()).isEqualTo(NambarzRule.NZ_JOKER_4);
        assertThat(lastPenalty(t).correction()).isInstanceOf(Correction.MatchInstead.class);
        assertThat(t.state().playedPile().cards()).containsExactly(Card.parse("3"), Card.parse("3"));
        assertThat(t.state().hand(0).cards()).containsExactlyInAnyOrderElementsOf(Table.cards("J-number 3-hippopotamus 9 1 2 4"));
    }

    @Test
    @DisplayName("NZ-JOKER-5, figure 9: after a play, a replay joker lets the player play again on their last card")
    void replayAfterPlay() {
        NambarzState s = Table.of(2).hand(0, "9-hen 6-dragonfly 3-hippopotamus J-replay 10 6 1 8").played("1").state();
        s = Table.play(s, "(9-hen - 6-dragonfly) / 3-hippopotamus");
        assertThat(s.phase()).isEqualTo(new TurnPhase.Played());
        s = Table.play(s, "J-replay");
        assertThat(s.phase()).isEqualTo(new TurnPhase.Open(true));
        assertThat(s.target()).isEqualTo(new Target.NumberTarget((NumberCard) Card.parse("3-hippopotamus")));
        assertThatThrownBy(() -> Table.play(Table.of(2).hand(0, "J-replay 4").played("1").state(), "J-replay", "pass"))
                .isInstanceOf(IllegalMoveException.class);
        s = Table.play(s, "10 - 6 - 1");
        assertThat(s.hand(0).cards()).containsExactly(Card.parse("8"));
        assertThat(s.currentSeat()).isEqualTo(1);
    }

    @Test
    @DisplayName("NZ-JOKER-5: before any play it makes the player draw; chained after a play; alone, a draw")
    void replayBeforeAnyPlayAndAlone() {
        Transition first = NambarzGame.apply(Table.of(2).hand(0, "J-replay J-replay 9").played("3").draw("8 6").state(),
                NambarzMove.parse("J-replay"));
        assertThat(first.events()).contains(new NambarzEvent.Drew(0, Card.parse("8")));
        assertThat(first.state().phase()).isEqualTo(new TurnPhase.Drawn(Card.parse("8")));
        NambarzState chained = Table.play(Table.of(2).hand(0, "J-replay J-replay 3 3-bee 9").played("3").state(),
                "3", "J-replay", "J-replay", "3-bee");
        assertThat(chained.playedPile().newest(4)).containsExactlyElementsOf(Table.cards("3-bee J-replay J-replay 3"));
        assertThat(chained.currentSeat()).isEqualTo(1);
        Transition alone = NambarzGame.apply(Table.of(2).hand(0, "J-replay").played("3").draw("3-bee 6").state(),
                NambarzMove.parse("J-replay"));
        assertThat(alone.events()).contains(new NambarzEvent.Drew(0, Card.parse("3-bee")));
        assertThat(alone.state().phase()).isEqualTo(new TurnPhase.Drawn(Card.parse("3-bee")));
        NambarzState out = NambarzGame.play(alone.state(), NambarzMove.parse("3-bee"));
        assertThat(out.hasFinished(0)).isTrue();
    }
}
