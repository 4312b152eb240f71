package org.arithmos.engine.nainjaune;

import static org.arithmos.engine.nainjaune.Positions.cards;
import static org.arithmos.engine.nainjaune.Positions.open;
import static org.arithmos.engine.nainjaune.Positions.table;
import static org.arithmos.engine.nainjaune.Positions.toStart;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.cards.Decks;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Suit;
import org.arithmos.engine.nainjaune.NainJauneEvent.BoxWon;
import org.arithmos.engine.nainjaune.NainJauneEvent.RoundEnded;
import org.arithmos.engine.nainjaune.NainJauneEvent.SequenceBlocked;
import org.arithmos.engine.nainjaune.NainJauneEvent.SequenceCompleted;
import org.arithmos.engine.nainjaune.NainJauneJudgment.Problem;
import org.arithmos.engine.nainjaune.NainJauneMove.Pass;
import org.arithmos.engine.nainjaune.NainJauneOptions.Dealing;
import org.arithmos.engine.nainjaune.NainJauneState.Payment;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scenario tests of Nain Jaune, one or more per rule id of RULES.md section 3 and per decision 32-39. */
class NainJauneRulesTest {

    private static NainJauneMove put(String card) {
        return NainJauneMove.put(card);
    }

    private static NainJauneState withRounds(NainJauneState s, int rounds) {
        return new NainJauneState(s.options().withRounds(rounds), s.seed(), s.round(), s.hands(), s.aside(),
                s.sequences(), s.board(), s.tokens(), s.toMove(), s.excluded(), s.roundStarter(), s.results(),
                s.moves(), s.over());
    }

    @Test
    @DisplayName("NJ-DECK-1: 52 cards; the board's five boxes are the 7♦, 10♦, J♣, Q♠ and K♦")
    void deckAndBoard() {
        NainJauneState s = NainJauneGame.newGame(NainJauneOptions.of(4).withDealing(Dealing.CLASSIC), 3L);
        List<PlayingCard> all = new ArrayList<>();
        s.hands().forEach(all::addAll);
        assertThat(all).hasSize(52).containsExactlyInAnyOrderElementsOf(Decks.standard());
        assertThat(List.of(Box.values()).stream().map(b -> b.card().notation()))
                .containsExactly("7D", "10D", "JC", "QS", "KD");
        assertThat(s.board()).hasSize(5);
    }

    @Test
    @DisplayName("NJ-DEAL-1: simplified deals equal hands and sets the rest aside; classic deals every card")
    void dealing() {
        int[][] simplified = {{2, 26, 0}, {3, 17, 1}, {5, 10, 2}, {7, 7, 3}, {8, 6, 4}};
        for (int[] e : simplified) {
            NainJauneState s = NainJauneGame.newGame(NainJauneOptions.of(e[0]), 9L);
            s.hands().forEach(h -> assertThat(h).hasSize(e[1]));
            assertThat(s.aside()).hasSize(e[2]);
            assertThat(s.cardCount()).isEqualTo(52);
        }
        NainJauneState classic = NainJauneGame.newGame(NainJauneOptions.of(5).withDealing(Dealing.CLASSIC), 9L);
        assertThat(classic.hands().stream().map(List::size)).containsExactly(11, 11, 10, 10, 10);
        assertThat(classic.aside()).isEmpty();
    }

    @Test
    @DisplayName("NJ-DEAL-2: every player puts one token in each box; the starting tokens are an option")
    void stakes() {
        NainJauneState s = NainJauneGame.newGame(NainJauneOptions.of(3).withStartTokens(20), 4L);
        assertThat(s.board()).containsExactly(3, 3, 3, 3, 3);
        assertThat(s.tokens()).containsExactly(15, 15, 15);
        assertThat(s.tokenCount()).isEqualTo(60);
    }

    @Test
    @DisplayName("NJ-DEAL-2, decision 37: a player with fewer than 5 tokens stakes what they have")
    void stakeWhatYouHave() {
        // Seat 0 puts its last card and has 4; seat 1 pays 1 and has 2 left: they stake 4 and 2.
        NainJauneState s = withRounds(table(0, null, List.of(open(Suit.SPADES, 1, 4)), 0, 3, "5S", "AH"), 2);
        NainJauneState next = NainJauneGame.play(s, put("5S"));
        assertThat(next.round()).isEqualTo(2);
        assertThat(next.tokens().get(1)).isZero();
        assertThat(next.board().stream().mapToInt(Integer::intValue).sum()).isEqualTo(4 + 2);
    }

    @Test
    @DisplayName("NJ-PLAY-1: the first round is started by the holder of the A♥ (or the lowest heart dealt, decision 35)")
    void firstStarter() {
        for (long seed = 1; seed < 200; seed++) {
            NainJauneState s = NainJauneGame.newGame(NainJauneOptions.of(8), seed);
            PlayingCard.Suited lowestHeart = s.hands().stream().flatMap(List::stream)
                    .filter(c -> c.suit() == Suit.HEARTS).min(NainJauneGame.HAND_ORDER).orElseThrow();
            assertThat(s.hand(s.toMove())).contains(lowestHeart);
            if (!s.aside().contains(Positions.cards("AH").getFirst())) {
                assertThat(lowestHeart.notation()).isEqualTo("AH");
            }
        }
    }

    @Test
    @DisplayName("NJ-PLAY-1: a later round is started by the last round's winner")
    void winnerStartsNextRound() {
        NainJauneState s = withRounds(table(1, null, List.of(open(Suit.SPADES, 1, 4)), 1, 20, "AH 2H", "5S"), 3);
        NainJauneState next = NainJauneGame.play(s, put("5S"));
        assertThat(next.round()).isEqualTo(2);
        assertThat(next.toMove()).isEqualTo(1);
        assertThat(next.roundStarter()).isEqualTo(1);
        assertThat(next.sequences()).isEmpty();
    }

    @Test
    @DisplayName("NJ-PLAY-2, decision 32: a sequence starts with the lowest low card; among equal ranks the player chooses the suit")
    void lowestCardStarts() {
        NainJauneState s = toStart(0, "3S 2H 2C KD", "4H");
        assertThat(NainJauneRules.legalMoves(s)).containsExactlyInAnyOrder(put("2H"), put("2C"));
        NainJauneJudgment higher = NainJauneRules.judge(s, put("3S"));
        assertThat(higher.problem()).isEqualTo(Problem.START_WITH_LOWEST);
        assertThat(higher.rule()).isEqualTo("NJ-PLAY-2");
        assertThat(higher.atFault().notation()).isEqualTo("3S");
        assertThat(higher.allowed()).containsExactlyInAnyOrderElementsOf(cards("2H 2C"));
        assertThat(NainJauneRules.judge(s, put("KD")).problem()).isEqualTo(Problem.START_WITH_LOW_CARD);
        assertThat(NainJauneRules.judge(s, put("9S")).problem()).isEqualTo(Problem.NOT_IN_HAND);
        assertThatThrownBy(() -> NainJauneGame.play(s, put("3S"))).isInstanceOf(IllegalNainJauneMove.class);
    }

    @Test
    @DisplayName("NJ-PLAY-3: the next player must put the next card of the same suit")
    void nextCardOfTheSuit() {
        NainJauneState s = table(0, null, List.of(open(Suit.SPADES, 1, 4)), 1, 20, "5S 2H", "6S 3C");
        assertThat(NainJauneRules.legalMoves(s)).containsExactly(put("5S"));
        NainJauneJudgment wrong = NainJauneRules.judge(s, put("2H"));
        assertThat(wrong.problem()).isEqualTo(Problem.MUST_PUT_NEXT);
        assertThat(wrong.allowed()).containsExactlyElementsOf(cards("5S"));
        NainJauneState after = NainJauneGame.play(s, put("5S"));
        assertThat(after.toMove()).isEqualTo(1);
        assertThat(after.openSequence().ranks()).hasSize(5);
        assertThat(NainJauneRules.legalMoves(after)).containsExactly(put("6S"));
    }

    @Test
    @DisplayName("NJ-PLAY-3, NJ-PLAY-4: a sequence the next player cannot continue is blocked for good; its last player starts again")
    void blockedSequence() {
        NainJauneState s = table(0, null, List.of(open(Suit.SPADES, 1, 4)), 1, 20, "5S 2H", "3C 7S", "6S 4D");
        NainJauneTransition t = NainJauneGame.apply(s, put("5S"));
        assertThat(t.events()).contains(new SequenceBlocked(Suit.SPADES, cards("6S").getFirst(), 1, 0));
        NainJauneState after = t.state();
        assertThat(after.sequences().getLast().status()).isEqualTo(Sequence.Status.BLOCKED);
        assertThat(after.toMove()).isZero();
        assertThat(after.excluded()).isEqualTo(Suit.SPADES);
        assertThat(NainJauneRules.legalMoves(after)).containsExactly(put("2H"));
        // The 6♠ can never be put now: after 2♥ and 3♥ missing, seat 2's 6♠ is no start card either.
        NainJauneState later = NainJauneGame.play(after, put("2H"));
        assertThat(NainJauneRules.legalMoves(later)).doesNotContain(put("6S"));
    }

    @Test
    @DisplayName("NJ-PLAY-4: the new sequence is in another suit; with only that suit's low cards the player passes (decision 33)")
    void anotherSuit() {
        NainJauneState s = table(0, Suit.SPADES, List.of(), 1, 20, "AS 3H", "4C");
        assertThat(NainJauneRules.legalMoves(s)).containsExactly(put("3H"));
        NainJauneJudgment same = NainJauneRules.judge(s, put("AS"));
        assertThat(same.problem()).isEqualTo(Problem.ANOTHER_SUIT);
        assertThat(same.rule()).isEqualTo("NJ-PLAY-4");
        assertThat(same.excluded()).isEqualTo(Suit.SPADES);
        NainJauneState only = table(0, Suit.SPADES, List.of(), 1, 20, "AS KH", "4C");
        assertThat(NainJauneRules.legalMoves(only)).containsExactly(new Pass());
    }

    @Test
    @DisplayName("NJ-PLAY-4: whoever puts a King starts a new sequence, in another suit (decision 33)")
    void king() {
        NainJauneState s = table(0, null, List.of(open(Suit.HEARTS, 1, 12)), 1, 20, "KH 2C 2H", "3C");
        NainJauneTransition t = NainJauneGame.apply(s, put("KH"));
        assertThat(t.events()).contains(new SequenceCompleted(Suit.HEARTS, 0));
        assertThat(t.state().sequences().getLast().status()).isEqualTo(Sequence.Status.COMPLETE);
        assertThat(t.state().toMove()).isZero();
        assertThat(NainJauneRules.legalMoves(t.state())).containsExactly(put("2C"));
    }

    @Test
    @DisplayName("NJ-PLAY-5: a player who cannot start passes, and the next player starts in any suit (decision 34)")
    void pass() {
        NainJauneState s = table(0, Suit.CLUBS, List.of(), 1, 20, "JC QD", "AC 5H");
        assertThat(NainJauneRules.legalMoves(s)).containsExactly(new Pass());
        assertThat(NainJauneRules.judge(s, put("JC")).problem()).isEqualTo(Problem.MUST_PASS);
        NainJauneState after = NainJauneGame.play(s, new Pass());
        assertThat(after.toMove()).isEqualTo(1);
        assertThat(after.excluded()).isNull();
        assertThat(NainJauneRules.legalMoves(after)).containsExactly(put("AC"));
        NainJauneJudgment cannot = NainJauneRules.judge(after, new Pass());
        assertThat(cannot.problem()).isEqualTo(Problem.CANNOT_PASS);
        assertThat(cannot.allowed()).containsExactlyElementsOf(cards("AC"));
    }

    @Test
    @DisplayName("NJ-BOX-1: putting a box's card wins the tokens in that box")
    void boxes() {
        NainJauneState s = table(0, null, List.of(open(Suit.DIAMONDS, 1, 6)), 4, 20, "7D 2H", "8D");
        NainJauneTransition t = NainJauneGame.apply(s, put("7D"));
        assertThat(t.events()).contains(new BoxWon(0, Box.NAIN_JAUNE, 4));
        assertThat(t.state().board()).containsExactly(0, 4, 4, 4, 4);
        assertThat(t.state().tokens()).containsExactly(24, 20);
    }

    @Test
    @DisplayName("NJ-END-1: the first without cards takes the board; the others pay 1 per low card, 2 per face, 5 for the 7♦")
    void endOfRound() {
        NainJauneState s = table(0, null, List.of(open(Suit.SPADES, 1, 4)), 3, 20, "5S", "AH JC 7D 3C", "KS");
        NainJauneTransition t = NainJauneGame.apply(s, put("5S"));
        RoundEnded ended = (RoundEnded) t.events().stream().filter(e -> e instanceof RoundEnded).findFirst().orElseThrow();
        assertThat(ended.result().winner()).isZero();
        assertThat(ended.result().boardTaken()).isEqualTo(15);
        Payment lina = ended.result().payments().getFirst();
        assertThat(lina.prices()).containsExactly(1, 2, 5, 1);
        assertThat(lina.due()).isEqualTo(9);
        assertThat(lina.paid()).isEqualTo(9);
        assertThat(t.state().tokens()).containsExactly(20 + 15 + 9 + 2, 11, 18);
        assertThat(t.state().board()).containsExactly(0, 0, 0, 0, 0);
    }

    @Test
    @DisplayName("NJ-END-1, decision 37: a player who owes more than they have pays what they have")
    void payWhatYouHave() {
        NainJauneState s = table(0, null, List.of(open(Suit.SPADES, 1, 4)), 0, 4, "5S", "JC QD 7D");
        NainJauneTransition t = NainJauneGame.apply(s, put("5S"));
        RoundEnded ended = (RoundEnded) t.events().stream().filter(e -> e instanceof RoundEnded).findFirst().orElseThrow();
        assertThat(ended.result().payments().getFirst().due()).isEqualTo(9);
        assertThat(ended.result().payments().getFirst().paid()).isEqualTo(4);
        assertThat(t.state().tokens()).containsExactly(8, 0);
    }

    @Test
    @DisplayName("NJ-END-2: the game ends after the agreed rounds; most tokens wins")
    void endAfterRounds() {
        NainJauneState s = table(0, null, List.of(open(Suit.SPADES, 1, 4)), 1, 20, "5S", "AH");
        NainJauneTransition t = NainJauneGame.apply(s, put("5S"));
        assertThat(t.state().over()).isTrue();
        assertThat(t.events().getLast()).isEqualTo(new NainJauneEvent.GameEnded(List.of(26, 19), List.of(0)));
        assertThat(NainJauneRules.legalMoves(t.state())).isEmpty();
        assertThat(NainJauneRules.judge(t.state(), new Pass()).problem()).isEqualTo(Problem.NOT_NOW);
    }

    @Test
    @DisplayName("NJ-END-2: the game ends when a player has no tokens, even with rounds left")
    void endWhenNoTokens() {
        NainJauneState s = withRounds(table(0, null, List.of(open(Suit.SPADES, 1, 4)), 0, 2, "5S", "JC QD"), 5);
        NainJauneState after = NainJauneGame.play(s, put("5S"));
        assertThat(after.over()).isTrue();
        assertThat(after.round()).isEqualTo(1);
    }

    @Test
    @DisplayName("Decision 36: when nobody holds a low card, the round is blocked and the lowest count wins it")
    void blockedRound() {
        // Seat 0 puts the 10♠; nobody holds the J♠ nor a low card: seat 1 counts 2, seats 0 and 2 count 4.
        NainJauneState s = withRounds(table(0, null, List.of(open(Suit.SPADES, 1, 9)), 2, 20, "10S KC QD", "QH",
                "JC KH"), 2);
        NainJauneTransition t = NainJauneGame.apply(s, put("10S"));
        RoundEnded ended = (RoundEnded) t.events().stream().filter(e -> e instanceof RoundEnded).findFirst().orElseThrow();
        assertThat(ended.result().blocked()).isTrue();
        assertThat(ended.result().winner()).isEqualTo(1);
        assertThat(ended.result().winnerCount().due()).isEqualTo(2);
        assertThat(ended.result().boardTaken()).isEqualTo(10);
        assertThat(ended.result().payments()).extracting(Payment::payer, Payment::due).containsExactly(
                org.assertj.core.groups.Tuple.tuple(0, 4), org.assertj.core.groups.Tuple.tuple(2, 4));
        assertThat(t.state().round()).isEqualTo(2);
        assertThat(t.state().toMove()).isEqualTo(1);
        assertThat(t.state().tokens().get(1)).isEqualTo(20 + 10 + 8 - 5);
    }

    @Test
    @DisplayName("Decision 36: equal counts: fewer cards wins, then turn order from the player to move")
    void blockedRoundTie() {
        NainJauneState s = table(0, null, List.of(open(Suit.SPADES, 1, 9)), 1, 20, "10S KC", "QH", "JC");
        NainJauneTransition t = NainJauneGame.apply(s, put("10S"));
        RoundEnded ended = (RoundEnded) t.events().stream().filter(e -> e instanceof RoundEnded).findFirst().orElseThrow();
        // After the block seat 0 is to move: seats 0, 1 and 2 all count 2, one card each; seat 0 comes first.
        assertThat(ended.result().winner()).isZero();
    }

    @Test
    @DisplayName("Options: notation round trip and bounds (NJ-DEAL-1, NJ-DEAL-2, NJ-END-2)")
    void options() {
        NainJauneOptions o = new NainJauneOptions(6, Dealing.CLASSIC, 30, 80, NainJauneOptions.Continuing.NEXT_PLAYER);
        assertThat(NainJauneOptions.parse(o.notation())).isEqualTo(o);
        assertThat(o.untilNoTokens()).isTrue();
        assertThatThrownBy(() -> NainJauneOptions.of(9)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NainJauneOptions.of(1)).isInstanceOf(IllegalArgumentException.class);
    }
}
