package org.arithmos.engine.multicartes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.arithmos.engine.multicartes.MulticartesJudgment.Problem;
import org.arithmos.engine.multicartes.MulticartesMove.Multiply;
import org.arithmos.engine.multicartes.MulticartesMove.Pass;
import org.arithmos.engine.multicartes.MulticartesMove.SwapAndMultiply;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scenario tests of Multicartes, one or more per rule id of RULES.md section 2. */
class MulticartesRulesTest {

    @Test
    @DisplayName("MC-DECK-1: 32 number cards, three 1s, three 2s, four 3s, four 4s, three each of 5-10")
    void numberCards() {
        List<Integer> deck = NumberCards.deck();
        assertThat(deck).hasSize(32);
        assertThat(deck.stream().filter(v -> v == 1)).hasSize(3);
        assertThat(deck.stream().filter(v -> v == 3)).hasSize(4);
        assertThat(deck.stream().filter(v -> v == 4)).hasSize(4);
        assertThat(deck.stream().filter(v -> v == 10)).hasSize(3);
    }

    @Test
    @DisplayName("MC-DECK-2: 20 combination cards of four numbers; the decoys are no product of two cards")
    void combinationCards() {
        assertThat(Combination.ALL).hasSize(20);
        assertThat(Combination.of(17).values()).containsExactly(81, 1, 20, 18);
        Set<Integer> products = new TreeSet<>();
        for (int a = 1; a <= 10; a++) {
            for (int b = 1; b <= 10; b++) {
                products.add(a * b);
            }
        }
        Set<Integer> decoys = new TreeSet<>();
        Combination.ALL.forEach(c -> c.values().stream().filter(v -> !products.contains(v)).forEach(decoys::add));
        assertThat(decoys).containsExactly(0, 11, 23, 29, 39, 41, 43, 47, 52, 57, 58, 62);
    }

    @Test
    @DisplayName("MC-DEAL-1: 16 each for two, 10 each for three (2 aside), 8 each for four, 10 solo")
    void dealing() {
        int[][] expected = {{1, 10, 22}, {2, 16, 0}, {3, 10, 2}, {4, 8, 0}};
        for (int[] e : expected) {
            MulticartesState s = MulticartesGame.newGame(MulticartesOptions.of(e[0]), 5L);
            s.hands().forEach(h -> assertThat(h).hasSize(e[1]));
            assertThat(s.aside()).hasSize(e[2]);
            assertThat(s.numberCardCount()).isEqualTo(32);
            assertThat(s.turned()).hasSize(1);
            assertThat(s.toMove()).isEqualTo(0);
        }
    }

    @Test
    @DisplayName("MC-TURN-1: two cards whose product is on the card are discarded, the second said on top")
    void aProductOnTheCard() {
        MulticartesState s = Positions.twoPlayers(List.of(2, 6, 7, 9), List.of(1, 1), 6, List.of());
        MulticartesState after = MulticartesGame.play(s, new Multiply(2, 6));
        assertThat(after.hand(0)).containsExactly(7, 9);
        assertThat(after.discard()).containsExactly(2, 6);
        assertThat(after.discardTop()).isEqualTo(6);
        assertThat(after.toMove()).isEqualTo(1);
    }

    @Test
    @DisplayName("MC-TURN-1: a product not on the card is refused, with a correct product and the near miss")
    void aProductNotOnTheCard() {
        // Card 17 shows 81 1 20 18; 2 × 6 = 12 is not there; 2 × 9 = 18 would need a 9.
        MulticartesState s = Positions.twoPlayers(List.of(2, 6, 10), List.of(1, 1), 17, List.of());
        MulticartesJudgment j = MulticartesRules.judge(s, new Multiply(2, 6));
        assertThat(j.problem()).isEqualTo(Problem.NOT_ON_CARD);
        assertThat(j.rule()).isEqualTo("MC-TURN-1");
        assertThat(j.atFault()).containsExactly(2, 6);
        assertThat(j.correction()).isEqualTo(new Multiply(2, 10));
        assertThat(j.nearMiss()).isEqualTo(new Multiply(2, 9));
        assertThatThrownBy(() -> MulticartesGame.play(s, new Multiply(2, 6))).isInstanceOf(IllegalMulticartesMove.class);
    }

    @Test
    @DisplayName("MC-TURN-1: the cards must be in the hand; a square needs two of the card")
    void cardsFromTheHand() {
        MulticartesState s = Positions.twoPlayers(List.of(9, 2), List.of(1, 1), 17, List.of());
        assertThat(MulticartesRules.judge(s, new Multiply(9, 9)).problem()).isEqualTo(Problem.NOT_IN_HAND);
        assertThat(MulticartesRules.judge(s, new Multiply(9, 9)).atFault()).containsExactly(9);
        assertThat(MulticartesRules.legalMoves(s)).containsExactly(new Multiply(2, 9), new Multiply(9, 2), new Pass());
    }

    @Test
    @DisplayName("MC-TURN-1: one multiplication per turn (Q&A: never more than two cards)")
    void oneMultiplicationPerTurn() {
        MulticartesState s = Positions.twoPlayers(List.of(2, 3, 4, 6), List.of(1, 1), 6, List.of());
        MulticartesState after = MulticartesGame.play(s, new Multiply(2, 6));
        assertThat(after.toMove()).isEqualTo(1);
        assertThat(after.hand(0)).containsExactly(3, 4);
    }

    @Test
    @DisplayName("MC-TURN-2: the seed's example: hand 2 6 6 8, card 81-1-20-18, discard 10: swap 8 for 10, 2 × 10 = 20")
    void theSeedsSwap() {
        MulticartesState s = Positions.twoPlayers(List.of(2, 6, 6, 8), List.of(1, 1), 17, List.of(5, 10));
        assertThat(MulticartesRules.legalMoves(s)).contains(new SwapAndMultiply(8, 2, 10))
                .noneMatch(m -> m instanceof Multiply);
        MulticartesState after = MulticartesGame.play(s, new SwapAndMultiply(8, 2, 10));
        assertThat(after.hand(0)).containsExactly(6, 6);
        assertThat(after.discard()).containsExactly(5, 8, 2, 10);
    }

    @Test
    @DisplayName("MC-TURN-2: no swap while the hand makes a product; the card taken must be used; none from an empty pile")
    void swapRules() {
        MulticartesState playable = Positions.twoPlayers(List.of(2, 9, 8), List.of(1, 1), 17, List.of(10));
        assertThat(MulticartesRules.judge(playable, new SwapAndMultiply(8, 2, 10)).problem())
                .isEqualTo(Problem.SWAP_WHILE_HAND_PLAYS);
        MulticartesState stuck = Positions.twoPlayers(List.of(2, 6, 6, 8), List.of(1, 1), 17, List.of(10));
        assertThat(MulticartesRules.judge(stuck, new SwapAndMultiply(2, 6, 6)).problem())
                .isEqualTo(Problem.TAKEN_CARD_NOT_USED);
        MulticartesState empty = Positions.twoPlayers(List.of(2, 6, 6, 8), List.of(1, 1), 17, List.of());
        assertThat(MulticartesRules.judge(empty, new SwapAndMultiply(8, 2, 10)).problem())
                .isEqualTo(Problem.NOTHING_TO_SWAP);
        assertThat(MulticartesRules.legalMoves(empty)).containsExactly(new Pass());
    }

    @Test
    @DisplayName("MC-TURN-2: if still impossible, pass")
    void passWhenNothingWorks() {
        MulticartesState s = Positions.twoPlayers(List.of(7, 3), List.of(1, 1), 17, List.of(5));
        assertThat(MulticartesRules.legalMoves(s)).containsExactly(new Pass());
        assertThat(MulticartesGame.play(s, new Pass()).hand(0)).containsExactly(3, 7);
    }

    @Test
    @DisplayName("MC-TURN-3: a new combination card when the turn comes back to the first player; reshuffled when used up")
    void newCombinationEachRoundOfTurns() {
        MulticartesState s = MulticartesGame.newGame(MulticartesOptions.of(3), 11L);
        int first = s.turned().getLast();
        s = MulticartesGame.play(s, new Pass());
        s = MulticartesGame.play(s, new Pass());
        assertThat(s.turned().getLast()).isEqualTo(first);
        s = MulticartesGame.play(s, new Pass());
        assertThat(s.turned()).hasSize(2);
        assertThat(s.toMove()).isZero();
        List<Integer> seen = new ArrayList<>();
        MulticartesState solo = MulticartesGame.newGame(MulticartesOptions.solo(), 3L);
        seen.add(solo.turned().getLast());
        for (int i = 0; i < 20; i++) {
            solo = MulticartesGame.play(solo, new Pass());
            seen.add(solo.turned().getLast());
        }
        assertThat(new TreeSet<>(seen.subList(0, 20))).hasSize(20);
        assertThat(solo.turned()).hasSize(1);
        assertThat(solo.pile()).hasSize(19);
    }

    @Test
    @DisplayName("MC-END-1: the round ends when a hand is empty; the others score the values left")
    void endOfRound() {
        MulticartesState s = Positions.twoPlayers(List.of(2, 6), List.of(3, 9, 10), 6, List.of());
        MulticartesState after = MulticartesGame.play(s, new Multiply(6, 2));
        assertThat(after.over()).isTrue();
        assertThat(after.results().getFirst().winner()).isZero();
        assertThat(after.totals()).containsExactly(0, 22);
    }

    @Test
    @DisplayName("MC-END-1: several rounds, or until a score; the next player starts the next round")
    void severalRounds() {
        MulticartesState s = new MulticartesState(new MulticartesOptions(2, 3, 0), 1L, List.of(List.of(2, 6), List.of(3, 9)),
                List.of(), List.of(), List.of(1, 2), List.of(6), 7L, 0, 0, 1, List.of(0, 0), List.of(), 1, 0, false);
        MulticartesState next = MulticartesGame.play(s, new Multiply(2, 6));
        assertThat(next.over()).isFalse();
        assertThat(next.round()).isEqualTo(2);
        assertThat(next.starter()).isEqualTo(1);
        assertThat(next.toMove()).isEqualTo(1);
        assertThat(next.totals()).containsExactly(0, 12);
        MulticartesState toScore = new MulticartesState(new MulticartesOptions(2, 5, 10), 1L,
                List.of(List.of(2, 6), List.of(3, 9)), List.of(), List.of(), List.of(1, 2), List.of(6), 7L, 0, 0, 1,
                List.of(0, 0), List.of(), 1, 0, false);
        assertThat(MulticartesGame.play(toScore, new Multiply(2, 6)).over()).isTrue();
    }

    @Test
    @DisplayName("MC-SOLO-1: 10 cards, one multiplication per combination card; the score is the cards turned")
    void solo() {
        MulticartesState s = MulticartesGame.newGame(MulticartesOptions.solo(), 9L);
        assertThat(s.hand(0)).hasSize(10);
        MulticartesBot bot = MulticartesBot.EXPERT;
        while (!s.over()) {
            int before = s.turnedInRound();
            s = MulticartesGame.play(s, bot.decide(s.observation(0), 1L).move());
            assertThat(s.over() || s.turnedInRound() == before + 1).isTrue();
        }
        assertThat(s.hand(0)).isEmpty();
        SoloOptimum.Best best = SoloOptimum.forDeal(9L);
        assertThat(best.combinationsTurned()).isLessThanOrEqualTo(s.turnedInRound()).isGreaterThanOrEqualTo(5);
        MulticartesState replayed = MulticartesGame.replay(MulticartesOptions.solo(), 9L, best.moves());
        assertThat(replayed.hand(0)).isEmpty();
        assertThat(replayed.turnedInRound()).isEqualTo(best.combinationsTurned());
    }

    @Test
    @DisplayName("Moves have a text notation that reads back")
    void notation() {
        for (String text : List.of("2x6", "swap 8 2x10", "pass")) {
            assertThat(MulticartesMove.parse(text).notation()).isEqualTo(text);
        }
        assertThat(MulticartesMove.parse("2 × 6".replace(" ", ""))).isEqualTo(new Multiply(2, 6));
        assertThat(MulticartesOptions.parse(new MulticartesOptions(3, 5, 100).notation()))
                .isEqualTo(new MulticartesOptions(3, 5, 100));
    }
}
