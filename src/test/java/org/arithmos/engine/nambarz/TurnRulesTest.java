package org.arithmos.engine.nambarz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TurnRulesTest {

    private static List<String> legal(NambarzState s) {
        return NambarzGame.legalMoves(s).stream().map(NambarzMove::notation).toList();
    }

    @Test
    @DisplayName("NZ-TURN-1: a match, a calculation, a joker or a draw")
    void fourKindsOfTurn() {
        NambarzState s = Table.of(2).hand(0, "3-hippopotamus 7 4 J-number J-replay 9-duck").played("3").state();
        assertThat(legal(s)).containsExactly("3-hippopotamus", "7 - 4", "J-number", "J-replay", "draw");
    }

    @Test
    @DisplayName("NZ-TURN-1: every legal calculation once per distinct multiset of cards")
    void calculationsPerCardMultiset() {
        NambarzState s = Table.of(2).hand(0, "7-fish 7-frog 4-hen 4-duck").played("3").state();
        assertThat(legal(s)).containsExactlyInAnyOrder(
                "7-fish - 4-hen", "7-fish - 4-duck", "7-frog - 4-hen", "7-frog - 4-duck", "draw");
    }

    @Test
    @DisplayName("NZ-TURN-2: a drawn card that can be played may be played at once, alone or combined")
    void drawnCardPlayed() {
        NambarzState s = Table.of(2).hand(0, "10 9").played("3").draw("7 5").state();
        s = Table.play(s, "draw");
        assertThat(s.phase()).isEqualTo(new TurnPhase.Drawn(SymbolCard.of(7)));
        assertThat(legal(s)).containsExactly("10 - 7", "pass");
        assertThatThrownBy(() -> Table.play(Table.of(2).hand(0, "10 9 6 2").played("3").draw("7").state(), "draw", "6 / 2"))
                .isInstanceOf(IllegalMoveException.class)
                .extracting(e -> ((IllegalMoveException) e).problem())
                .isEqualTo(IllegalMoveException.Problem.DRAWN_CARD_NOT_USED);
        s = Table.play(s, "10 - 7");
        assertThat(s.currentSeat()).isEqualTo(1);
        assertThat(s.hand(0).cards()).containsExactly(Card.parse("9"));
    }

    @Test
    @DisplayName("NZ-TURN-2: a drawn card that cannot be played is kept (pass); the turn waits for the player")
    void drawnCardKept() {
        NambarzState s = Table.of(2).hand(0, "10 9").played("3").draw("8 5").state();
        Transition t = NambarzGame.apply(s, NambarzMove.parse("draw"));
        // Waiting also when nothing fits, so that the pause does not tell the pupil the answer.
        assertThat(t.state().currentSeat()).isZero();
        assertThat(NambarzGame.legalMoves(t.state())).containsExactly(new NambarzMove.Pass());
        Transition kept = NambarzGame.apply(t.state(), new NambarzMove.Pass());
        assertThat(kept.state().currentSeat()).isEqualTo(1);
        assertThat(kept.state().hand(0).cards()).containsExactly(Card.parse("8"), Card.parse("9"), Card.parse("10"));
        assertThat(t.events()).contains(new NambarzEvent.Drew(0, Card.parse("8")));
        assertThat(kept.events()).contains(new NambarzEvent.Passed(0));
    }

    @Test
    @DisplayName("NZ-TURN-2 (reading): drawing is allowed also when a play was possible")
    void drawingIsAlwaysAllowed() {
        NambarzState s = Table.of(2).hand(0, "3 10").played("3").draw("1").state();
        assertThat(legal(s)).contains("3", "draw");
        assertThat(Table.play(s, "draw").hand(0).size()).isEqualTo(3);
    }

    @Test
    @DisplayName("NZ-TURN-3: only cards in the hand can be put down; a refused move changes nothing")
    void cardsMustBeInHand() {
        NambarzState s = Table.of(2).hand(0, "7 4").played("3").state();
        assertThatThrownBy(() -> Table.play(s, "7 - 5"))
                .isInstanceOf(IllegalMoveException.class)
                .extracting(e -> ((IllegalMoveException) e).problem())
                .isEqualTo(IllegalMoveException.Problem.NOT_IN_HAND);
        assertThatThrownBy(() -> Table.play(s, "pass")).isInstanceOf(IllegalMoveException.class);
        assertThat(s.hand(0).size()).isEqualTo(2);
    }

    @Test
    @DisplayName("NZ-TARGET-1: a replay joker on top is transparent")
    void replayJokerIsTransparent() {
        NambarzState s = Table.of(2).played("3-bee J-replay").state();
        assertThat(s.target()).isEqualTo(new Target.NumberTarget((NumberCard) Card.parse("3-bee")));
        NambarzState lone = Table.of(2).played("3 J-number J-replay").state();
        assertThat(lone.target()).isEqualTo(new Target.JokerTarget(JokerKind.NUMBER));
    }

    @Test
    @DisplayName("NZ-DEAL-3: an empty draw pile is refilled with the played cards but the top one")
    void reshuffle() {
        NambarzState s = Table.of(2).hand(0, "10 9").played("1 2 4 6 3").draw("").state();
        Transition t = NambarzGame.apply(s, NambarzMove.parse("draw"));
        assertThat(t.events()).contains(new NambarzEvent.Reshuffled(4));
        assertThat(t.state().playedPile().cards()).containsExactly(Card.parse("3"));
        assertThat(t.state().drawPile().size() + t.state().hand(0).size()).isEqualTo(6);
    }

    @Test
    @DisplayName("NZ-DEAL-3: with nothing to draw, the player keeps their hand and passes")
    void nothingToDraw() {
        NambarzState s = Table.of(2).hand(0, "10 9").played("3").draw("").state();
        Transition t = NambarzGame.apply(s, NambarzMove.parse("draw"));
        assertThat(t.events()).contains(new NambarzEvent.NothingToDraw(0));
        assertThat(t.state().currentSeat()).isEqualTo(1);
    }
}
