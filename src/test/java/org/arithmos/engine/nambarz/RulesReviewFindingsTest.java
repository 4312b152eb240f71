package org.arithmos.engine.nambarz;

import static org.arithmos.engine.nambarz.Judgments.judge;
import static org.arithmos.engine.nambarz.Judgments.kept;
import static org.arithmos.engine.nambarz.Judgments.plusMinus;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Independent review of the Nambarz engine against RULES.md section 1 and seeds 000/001.
 *
 * <p>Each test was a finding of the review (the engine disagreed with the rules or with the project's
 * own reading in docs/rules-decisions.md); all are fixed, and the tests stay as regression tests.
 * Each states what the rules say.
 */
class RulesReviewFindingsTest {

    private static List<String> legal(NambarzState s) {
        return NambarzGame.legalMoves(s).stream().map(NambarzMove::notation).toList();
    }

    private static Judgment.Penalized penaltyIn(Transition t) {
        return t.events().stream()
                .filter(e -> e instanceof NambarzEvent.Played p && !p.judgment().legal())
                .map(e -> (Judgment.Penalized) ((NambarzEvent.Played) e).judgment())
                .findFirst().orElseThrow(() -> new AssertionError("no penalty in " + t.events()));
    }

    // ---------------------------------------------------------------------------------------------
    // Finding 1. NZ-JOKER-5: "It may also be played before any other play, or as the only card left:
    // then the player draws one card and plays it (alone or combined) if possible, else keeps it."
    // Seed 000: "jouer ce joker même sans avoir joué une première fois (si on n'a aucune carte de bonne)
    // ce qui permet de piocher une carte". The engine draws only for the last card; a replay joker put
    // before any play opens a free second play from the hand.

    @Test
    @DisplayName("FINDING 1 NZ-JOKER-5: a replay joker before any play makes the player draw one card")
    void NZ_JOKER_5_replayBeforeAnyPlayDraws() {
        NambarzState s = Table.of(2).hand(0, "J-replay 3").played("3").draw("9 9 9").state();
        Transition t = NambarzGame.apply(s, NambarzMove.parse("J-replay"));
        assertThat(t.events()).as("the player draws at once").contains(new NambarzEvent.Drew(0, Card.parse("9")));
    }

    @Test
    @DisplayName("FINDING 1 NZ-JOKER-5: with J-replay and a match, a player cannot shed both and finish without drawing")
    void NZ_JOKER_5_replayFirstIsNoFreeExtraCard() {
        NambarzState s = Table.of(2).hand(0, "J-replay 3").played("3").draw("9 9 9").state();
        NambarzState after = NambarzGame.play(s, NambarzMove.parse("J-replay"));
        // Engine: phase Open(replayed) with "3" listed; playing it empties the hand: out in one turn, no draw.
        assertThat(legal(after)).doesNotContain("3");
    }

    @Test
    @DisplayName("FINDING 1 NZ-JOKER-5 / NZ-TURN-2: a drawn replay joker played before any play makes the player draw again")
    void NZ_JOKER_5_drawnReplayJokerDraws() {
        NambarzState s = Table.of(2).hand(0, "3 9").played("3").draw("J-replay 8 8").state();
        s = NambarzGame.play(s, NambarzMove.parse("draw"));
        Transition t = NambarzGame.apply(s, NambarzMove.parse("J-replay"));
        assertThat(t.events()).contains(new NambarzEvent.Drew(0, Card.parse("8")));
    }

    // ---------------------------------------------------------------------------------------------
    // Finding 2. NZ-JOKER-5: "play again on the target under it, by match or calculation". Seed 000:
    // "rejouer encore une fois en posant une carte concordante ou plusieurs cartes dont le résultat du
    // calcul correspond". Decision 9 also allows change jokers after a replay joker.

    @Test
    @DisplayName("FINDING 2 NZ-JOKER-5: after a replay joker, a match or a calculation (or draw), not a change joker")
    void NZ_JOKER_5_noChangeJokerAfterReplay() {
        NambarzState s = Table.of(2).hand(0, "4 J-replay J-number 9 8").played("4").draw("1 1 1").state();
        s = Table.play(s, "4", "J-replay");
        assertThat(legal(s)).doesNotContain("J-number");
    }

    // ---------------------------------------------------------------------------------------------
    // Finding 3. NZ-JOKER-4 "Not two change jokers in a row" + NZ-PEN-5 "Wrong joker (NZ-JOKER-1,
    // NZ-JOKER-4): the joker goes back; turn ends" (each penalty: draw 3). Decision 3: "Plays that break
    // a rule are judged and penalized (NZ-PEN-*), never refused." The engine penalizes a change joker on
    // another player's lone change joker, but refuses (IllegalMoveException) the same fault in one turn.

    @Test
    @DisplayName("FINDING 3 NZ-JOKER-4 / NZ-PEN-5: a second change joker right after one's own is penalized, not refused")
    void NZ_JOKER_4_twoChangeJokersInOneTurnArePenalized() {
        NambarzState s = Table.of(2).hand(0, "J-number J-any 9 8").played("3").draw("1 2 4").state();
        NambarzState afterFirst = NambarzGame.play(s, NambarzMove.parse("J-number"));
        assertThatCode(() -> NambarzGame.apply(afterFirst, NambarzMove.parse("J-any"))).doesNotThrowAnyException();
        Transition t = NambarzGame.apply(afterFirst, NambarzMove.parse("J-any"));
        assertThat(penaltyIn(t).rule()).isEqualTo(NambarzRule.NZ_JOKER_4);
        assertThat(t.state().hand(0).cards()).containsExactlyInAnyOrderElementsOf(Table.cards("J-any 9 8 1 2 4"));
        assertThat(t.state().currentSeat()).isEqualTo(1);
    }

    // ---------------------------------------------------------------------------------------------
    // Finding 4. NZ-PEN-1: "the shortest correct calculation among the cards put down stays on the pile
    // (ties: the one closest to the player's order)". Decision 14: "fewest pairs of cards swapped compared
    // with the order the player put them down, then the earliest cards first". Judge.shortest only tries,
    // for each value multiset, the EARLIEST cards of each value; a later copy that keeps the player's
    // order is never tried.

    @Test
    @DisplayName("FINDING 4 NZ-PEN-1: 6 + 9 - 6 - 6 + 1 on 4: the player's own 9 - 6 + 1 stays (0 swaps), not 6 × 6 ÷ 9")
    void NZ_PEN_1_tieKeepsThePlayersOwnOrder() {
        String play = "6 + 9 - 6 - 6 + 1";
        Judgment j = judge("4", play);
        assertThat(Judgments.rule(j)).isEqualTo(NambarzRule.NZ_CALC_7);
        assertThat(kept(play, j)).containsExactly("9", "6", "1");
    }

    @Test
    @DisplayName("FINDING 4 NZ-PEN-1: with two drawing cards of one value, the one that keeps the player's order stays")
    void NZ_PEN_1_tieWithDrawingCardsKeepsTheRightAnimal() {
        // 2 + 5 - 6 + 2 = 3. 5-cat - 2-frog = 3 in the player's order (0 swaps); the engine keeps
        // 5-cat, 2-fish (1 swap), so the next player must cover a fish instead of a frog.
        String play = "2-fish + 5-cat - 6-dragonfly + 2-frog";
        Judgment j = judge("3", play);
        assertThat(Judgments.rule(j)).isEqualTo(NambarzRule.NZ_CALC_7);
        assertThat(kept(play, j)).containsExactly("5-cat", "2-frog");
    }

    // ---------------------------------------------------------------------------------------------
    // Finding 5. NZ-SCORE-1: "with 6-12 only the five who finished" score. Decision 19 claims "Places
    // beyond 5th score 0, so with 6-12 players only the five out score", but in a blocked round
    // (decision 4) players still holding cards take places 3-5 and score 25, 19, 14.

    @Test
    @DisplayName("FINDING 5 NZ-SCORE-1: 6 players, blocked round: players who did not finish score nothing")
    void NZ_SCORE_1_blockedRoundWithSixPlayers() {
        NambarzState s = Table.of(6).hand(0, "10").hand(3, "10 10").finished(1, 2).played("5").draw("").state();
        Transition t = null;
        for (int i = 0; i < 4; i++) {
            t = NambarzGame.apply(s, NambarzMove.parse("draw"));
            s = t.state();
        }
        RoundResult r = t.events().stream().filter(e -> e instanceof NambarzEvent.RoundEnded)
                .map(e -> ((NambarzEvent.RoundEnded) e).result()).findFirst().orElseThrow();
        assertThat(r.blocked()).isTrue();
        for (int seat : List.of(0, 3, 4, 5)) {
            assertThat(r.finished().get(seat)).isFalse();
            assertThat(r.placePoints().get(seat)).as("seat %d did not finish", seat).isZero();
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Finding 6. NZ-PEN-6: "Every penalty comes with its explanation: which rule, which cards, and the
    // correct play". A forbidden operation (NZ-CALC-6) names no card at all.

    @Test
    @DisplayName("FINDING 6 NZ-PEN-6 / NZ-CALC-6: a forbidden operation names the cards it joins")
    void NZ_PEN_6_forbiddenOperationNamesCards() {
        Judgment.Penalized p = (Judgment.Penalized) judge("3", "6 / 2", plusMinus());
        assertThat(p.rule()).isEqualTo(NambarzRule.NZ_CALC_6);
        assertThat(p.atFault()).containsExactly(0, 1);
    }
}
