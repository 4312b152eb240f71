package org.arithmos.engine.krambambuli;

import static org.arithmos.engine.krambambuli.Positions.cards;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliJudgment.Problem;
import org.arithmos.engine.krambambuli.KrambambuliMove.Add;
import org.arithmos.engine.krambambuli.KrambambuliMove.Discard;
import org.arithmos.engine.krambambuli.KrambambuliMove.Draw;
import org.arithmos.engine.krambambuli.KrambambuliMove.Lay;
import org.arithmos.engine.krambambuli.KrambambuliMove.RetrieveJoker;
import org.arithmos.engine.krambambuli.KrambambuliMove.TakeDiscard;
import org.arithmos.engine.krambambuli.KrambambuliMove.TakeFromMeld;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scenario tests of Krambambuli, one or more per rule id of RULES.md section 4 (and docs/rules-decisions.md 40-49). */
class KrambambuliRulesTest {

    private static KrambambuliJudgment judge(KrambambuliState s, KrambambuliMove m) {
        return KrambambuliRules.judge(s, m);
    }

    private static Lay lay(String... melds) {
        return new Lay(List.of(melds).stream().map(Positions::cards).toList());
    }

    @Test
    @DisplayName("KB-DECK-1: one deck and its jokers for 2-3 players, two for 4-7, three for 8 (decision 50); jokers optional")
    void decks() {
        assertThat(KrambambuliGame.newGame(KrambambuliOptions.of(2), 3L).allCards()).hasSize(54);
        assertThat(KrambambuliGame.newGame(KrambambuliOptions.of(3).withJokers(0), 3L).allCards()).hasSize(52)
                .doesNotContain(PlayingCard.JOKER);
        assertThat(KrambambuliGame.newGame(KrambambuliOptions.of(7), 3L).allCards()).hasSize(108);
        assertThat(KrambambuliGame.newGame(KrambambuliOptions.of(8).withJokers(1), 3L).allCards()).hasSize(159);
        assertThatThrownBy(() -> KrambambuliOptions.of(9)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("KB-DEAL-1: 13 cards each, the next card starts the discard pile, the rest is the stock")
    void dealing() {
        KrambambuliState s = KrambambuliGame.newGame(KrambambuliOptions.of(3), 9L);
        s.hands().forEach(h -> assertThat(h).hasSize(13));
        assertThat(s.discard()).hasSize(1);
        assertThat(s.stock()).hasSize(54 - 39 - 1);
        assertThat(s.toMove()).isZero();
    }

    @Test
    @DisplayName("KB-DEAL-1: an empty stock is renewed from the discard pile, its top card staying (decision 41)")
    void stockRenewed() {
        KrambambuliState s = Positions.mine("2H 3H 9S").stock("").discard("4C 5C 6C KD").state();
        Transition t = KrambambuliGame.apply(s, new Draw());
        assertThat(t.state().discard()).containsExactly(PlayingCard.parse("KD"));
        assertThat(t.state().stock()).hasSize(2);
        assertThat(t.state().hand(0)).hasSize(4);
        assertThat(t.events()).anyMatch(e -> e instanceof KrambambuliEvent.StockRenewed r && r.cards() == 3);
    }

    @Test
    @DisplayName("KB-MELD-1: sequences of one suit; the ace low (A 2 3) or high (Q K A)")
    void sequences() {
        assertThat(Melds.arrange(cards("3H AH 2H")).meld().cards()).isEqualTo(cards("AH 2H 3H"));
        assertThat(Melds.arrange(cards("KS AS QS")).meld().cards()).isEqualTo(cards("QS KS AS"));
        assertThat(Meld.parse("AH 2H 3H").cardPoints()).containsExactly(1, 2, 3);
        assertThat(Meld.parse("QS KS AS").cardPoints()).containsExactly(10, 10, 11);
        assertThat(Melds.arrange(cards("5H 7H 8H")).problem()).isEqualTo(Problem.NOT_FOLLOWING);
        assertThat(Melds.arrange(cards("5H 6H 7C")).problem()).isEqualTo(Problem.MIXED_CARDS);
        assertThat(Melds.check(cards("7H 5H 6H")).problem()).isEqualTo(Problem.NOT_IN_ORDER);
        assertThat(Melds.arrange(cards("5H 6H")).problem()).isEqualTo(Problem.TOO_FEW_CARDS);
    }

    @Test
    @DisplayName("KB-MELD-1: Q K A 2 is not a sequence: the ace is low or high, never in the middle")
    void aceInTheMiddle() {
        Melds.Arranged a = Melds.arrange(cards("QD KD AD 2D"));
        assertThat(a.ok()).isFalse();
        assertThat(a.problem()).isEqualTo(Problem.ACE_IN_THE_MIDDLE);
        assertThat(a.problem().rule).isEqualTo("KB-MELD-1");
        assertThat(a.atFault()).containsExactly(PlayingCard.parse("AD"));
        assertThat(Melds.arrange(cards("KD AD 2D")).problem()).isEqualTo(Problem.ACE_IN_THE_MIDDLE);
        KrambambuliState s = Positions.mine("QD KD AD 2D 5C 9S").drawn().opened().state();
        assertThat(judge(s, lay("QD KD AD 2D")).problem()).isEqualTo(Problem.ACE_IN_THE_MIDDLE);
    }

    @Test
    @DisplayName("KB-MELD-2: a group is 3 or 4 cards of one rank and different suits")
    void groups() {
        assertThat(Melds.arrange(cards("8C 8H 8S")).ok()).isTrue();
        assertThat(Melds.arrange(cards("8C 8H 8S 8D")).meld().kind()).isEqualTo(Meld.Kind.GROUP);
        assertThat(Melds.arrange(cards("8C 8H 8H")).problem()).isEqualTo(Problem.GROUP_SAME_SUIT);
        assertThat(Melds.arrange(cards("8C 8H 8S 8D 8C")).problem()).isEqualTo(Problem.GROUP_TOO_BIG);
        assertThat(Meld.parse("AC AH AS").points()).isEqualTo(33);
    }

    @Test
    @DisplayName("KB-MELD-3: a joker stands for any card, at most one per meld")
    void jokers() {
        Meld gap = Melds.arrange(cards("3H JK 5H")).meld();
        assertThat(gap.face(1)).isEqualTo(PlayingCard.parse("4H"));
        assertThat(gap.cardPoints()).containsExactly(3, 4, 5);
        Meld end = Melds.arrange(cards("JK 5H 6H")).meld();
        assertThat(end.cards()).isEqualTo(cards("5H 6H JK"));
        assertThat(end.points()).isEqualTo(18);
        assertThat(Melds.check(cards("JK 5H 6H")).meld().face(0)).isEqualTo(PlayingCard.parse("4H"));
        assertThat(Melds.arrange(cards("JK 5H JK")).problem()).isEqualTo(Problem.TWO_JOKERS);
        assertThat(Melds.arrange(cards("9S 9H JK")).meld().points()).isEqualTo(27);
    }

    @Test
    @DisplayName("KB-OPEN-1: a first laying down of 47 points is refused with the points and the running total")
    void openingUnder51() {
        KrambambuliState s = Positions.mine("5H 6H 7H 8H 7C 7D 7S 2S 5D").drawn().state();
        KrambambuliJudgment j = judge(s, lay("5H 6H 7H 8H", "7C 7D 7S"));
        assertThat(j.problem()).isEqualTo(Problem.TOO_FEW_POINTS);
        assertThat(j.rule()).isEqualTo("KB-OPEN-1");
        assertThat(j.points()).containsExactly(5, 6, 7, 8, 7, 7, 7);
        assertThat(j.total()).isEqualTo(47);
        assertThatThrownBy(() -> KrambambuliGame.play(s, lay("5H 6H 7H 8H", "7C 7D 7S")))
                .isInstanceOf(IllegalKrambambuliMove.class);
    }

    @Test
    @DisplayName("KB-OPEN-1: more than 51 points with a clean sequence opens; without a clean sequence it does not")
    void opening() {
        KrambambuliState s = Positions.mine("JH QH KH 8C 8D 8S 2S 5D").drawn().state();
        KrambambuliJudgment j = judge(s, lay("JH QH KH", "8C 8D 8S"));
        assertThat(j.legal()).isTrue();
        assertThat(j.total()).isEqualTo(54);
        KrambambuliState after = KrambambuliGame.play(s, lay("JH QH KH", "8C 8D 8S"));
        assertThat(after.opened(0)).isTrue();
        assertThat(after.table()).hasSize(2);
        KrambambuliState dirty = Positions.mine("JH JK KH 8C 8D 8S 9C 9D 9S 2S 5D").drawn().state();
        assertThat(judge(dirty, lay("JH JK KH", "8C 8D 8S", "9C 9D 9S")).problem()).isEqualTo(Problem.NO_CLEAN_SEQUENCE);
        KrambambuliState exactly = Positions.mine("JH QH KH 6C 7C 8C 2S 5D").drawn().state();
        assertThat(judge(exactly, lay("JH QH KH", "6C 7C 8C")).problem()).as("51 is not more than 51")
                .isEqualTo(Problem.TOO_FEW_POINTS);
    }

    @Test
    @DisplayName("KB-TURN-1: draw first; the top discard only into a meld laid at once; one meld per turn; discard ends the turn")
    void turn() {
        KrambambuliState s = Positions.mine("5H 6H 2C 9D").opened().discard("7H").state();
        assertThat(judge(s, new Discard(PlayingCard.parse("2C"))).problem()).isEqualTo(Problem.DRAW_FIRST);
        assertThat(judge(s, new TakeDiscard(List.of(cards("2C 9D 5H")))).problem()).isEqualTo(Problem.MIXED_CARDS);
        KrambambuliJudgment unused = judge(Positions.mine("5H 6H 7H 2C").opened().discard("9D").state(),
                new TakeDiscard(List.of(cards("5H 6H 7H"))));
        assertThat(unused.problem()).isEqualTo(Problem.DISCARD_NOT_USED);
        KrambambuliState took = KrambambuliGame.play(s, new TakeDiscard(List.of(cards("5H 6H 7H"))));
        assertThat(took.table()).hasSize(1);
        assertThat(took.hand(0)).isEqualTo(cards("9D 2C"));
        KrambambuliState two = Positions.mine("5H 6H 7H 8C 8D 8S 2C").opened().drawn().state();
        KrambambuliState one = KrambambuliGame.play(two, lay("5H 6H 7H"));
        assertThat(judge(one, lay("8C 8D 8S")).problem()).isEqualTo(Problem.ONE_MELD_PER_TURN);
        assertThat(judge(two, lay("5H 6H 7H", "8C 8D 8S")).problem()).isEqualTo(Problem.ONE_MELD_PER_TURN);
        KrambambuliState next = KrambambuliGame.play(one, new Discard(PlayingCard.parse("2C")));
        assertThat(next.toMove()).isEqualTo(1);
        assertThat(next.discardTop()).isEqualTo(PlayingCard.parse("2C"));
        assertThat(judge(next, new Draw()).legal()).isTrue();
    }

    @Test
    @DisplayName("KB-TURN-1: adding to a table meld, after one's own first laying down")
    void adding() {
        KrambambuliState s = Positions.mine("8H 4H 2C").drawn().table("5H 6H 7H").state();
        assertThat(judge(s, new Add(0, cards("5H 6H 7H 8H"))).problem()).isEqualTo(Problem.NOT_OPENED);
        KrambambuliState o = Positions.mine("8H 4H 2C").drawn().opened().table("5H 6H 7H").state();
        KrambambuliState after = KrambambuliGame.play(o, new Add(0, cards("4H 5H 6H 7H 8H")));
        assertThat(after.table().getFirst().meld().cards()).isEqualTo(cards("4H 5H 6H 7H 8H"));
        assertThat(after.hand(0)).isEqualTo(cards("2C"));
        assertThat(judge(o, new Add(0, cards("6H 7H 8H"))).problem()).isEqualTo(Problem.ADD_CHANGES_MELD);
    }

    @Test
    @DisplayName("KB-TURN-2: once opened, take one card from a table meld if what remains is a meld, into a new meld at once")
    void takingFromTheTable() {
        KrambambuliState s = Positions.mine("8C 8D 2S").drawn().opened().table("5H 6H 7H 8H").state();
        KrambambuliState after = KrambambuliGame.play(s, new TakeFromMeld(0, PlayingCard.parse("8H"), cards("8C 8D 8H")));
        assertThat(after.table().get(0).meld().cards()).isEqualTo(cards("5H 6H 7H"));
        assertThat(after.table().get(1).meld().cards()).isEqualTo(cards("8C 8D 8H"));
        assertThat(after.hand(0)).isEqualTo(cards("2S"));
        assertThat(judge(after, new TakeFromMeld(0, PlayingCard.parse("7H"), cards("2S 7H 7C"))).problem())
                .isEqualTo(Problem.ONE_MELD_PER_TURN);
        KrambambuliState middle = Positions.mine("6C 6D 2S").drawn().opened().table("5H 6H 7H 8H").state();
        assertThat(judge(middle, new TakeFromMeld(0, PlayingCard.parse("6H"), cards("6C 6D 6H"))).problem())
                .isEqualTo(Problem.TAKE_BREAKS_MELD);
        KrambambuliState three = Positions.mine("7C 7D 2S").drawn().opened().table("5H 6H 7H").state();
        assertThat(judge(three, new TakeFromMeld(0, PlayingCard.parse("7H"), cards("7C 7D 7H"))).problem())
                .isEqualTo(Problem.TAKE_BREAKS_MELD);
        KrambambuliState closed = Positions.mine("8C 8D 2S").drawn().table("5H 6H 7H 8H").state();
        assertThat(judge(closed, new TakeFromMeld(0, PlayingCard.parse("8H"), cards("8C 8D 8H"))).problem())
                .isEqualTo(Problem.NOT_OPENED);
    }

    @Test
    @DisplayName("KB-JOKER-1: 3♥ 🃏 5♥: the joker is the 4♥ and the 4♥ takes it back")
    void jokerBackFromASequence() {
        KrambambuliState s = Positions.mine("4H 2S 9D").drawn().opened().table("3H JK 5H").state();
        KrambambuliState after = KrambambuliGame.play(s, new RetrieveJoker(0, PlayingCard.parse("4H")));
        assertThat(after.table().getFirst().meld().cards()).isEqualTo(cards("3H 4H 5H"));
        assertThat(after.hand(0)).contains(PlayingCard.JOKER).doesNotContain(PlayingCard.parse("4H"));
        assertThat(judge(s, new RetrieveJoker(0, PlayingCard.parse("2S"))).problem()).isEqualTo(Problem.NOT_THE_JOKERS_CARD);
    }

    @Test
    @DisplayName("KB-JOKER-1: 9♠ 9♥ 🃏: no, it could be 9♦ or 9♣; with 9♦ there too it is the 9♣ (decision 43)")
    void jokerInAGroup() {
        KrambambuliState s = Positions.mine("9D 9C 2S").drawn().opened().table("9S 9H JK").state();
        KrambambuliJudgment j = judge(s, new RetrieveJoker(0, PlayingCard.parse("9D")));
        assertThat(j.problem()).isEqualTo(Problem.JOKER_AMBIGUOUS);
        assertThat(j.rule()).isEqualTo("KB-JOKER-1");
        KrambambuliState four = Positions.mine("9C 2S 3D").drawn().opened().table("9S 9H 9D JK").state();
        assertThat(judge(four, new RetrieveJoker(0, PlayingCard.parse("9C"))).legal()).isTrue();
    }

    @Test
    @DisplayName("KB-END-1: the round ends on the last card; the others score J Q K 10 = 10, 2-9 face value, ace 11, joker 20")
    void endOfRound() {
        KrambambuliState s = Positions.mine("2C").theirs("KS 10D 7H AC JK").opened().drawn()
                .options(KrambambuliOptions.of(2).withTarget(1000)).state();
        Transition t = KrambambuliGame.apply(s, new Discard(PlayingCard.parse("2C")));
        KrambambuliState.RoundResult r = t.state().results().getFirst();
        assertThat(r.winner()).isZero();
        assertThat(r.ramiSec()).isFalse();
        assertThat(r.points()).containsExactly(0, 10 + 10 + 7 + 11 + 20);
        assertThat(t.state().round()).isEqualTo(2);
        assertThat(t.state().totals()).containsExactly(0, 58);
        KrambambuliState fifty = Positions.mine("2C").theirs("JK").opened().drawn()
                .options(new KrambambuliOptions(2, 2, 50, 1000)).state();
        assertThat(KrambambuliGame.play(fifty, new Discard(PlayingCard.parse("2C"))).totals()).containsExactly(0, 50);
    }

    @Test
    @DisplayName("KB-SEC-1: Rami sec, the whole hand at once as the first laying down, gives 200 to every other player")
    void ramiSec() {
        KrambambuliState s = Positions.mine("2C 3C 4C 9D 9H 9S KS").drawn().options(KrambambuliOptions.of(2).withTarget(1000))
                .state();
        KrambambuliJudgment j = judge(s, lay("2C 3C 4C", "9D 9H 9S"));
        assertThat(j.legal()).as("all but one card: no 51 needed (decision 45)").isTrue();
        KrambambuliState laid = KrambambuliGame.play(s, lay("2C 3C 4C", "9D 9H 9S"));
        KrambambuliState end = KrambambuliGame.play(laid, new Discard(PlayingCard.parse("KS")));
        KrambambuliState.RoundResult r = end.results().getFirst();
        assertThat(r.ramiSec()).isTrue();
        assertThat(r.points()).containsExactly(0, 200);
        KrambambuliState notAll = Positions.mine("2C 3C 4C 9D 9H 9S KS QD").drawn().state();
        assertThat(judge(notAll, lay("2C 3C 4C", "9D 9H 9S")).problem()).isEqualTo(Problem.TOO_FEW_POINTS);
    }

    @Test
    @DisplayName("KB-END-2: the game ends when a total reaches the target; the lowest total wins")
    void endOfGame() {
        KrambambuliState s = Positions.mine("2C").theirs("KS QS").opened().drawn()
                .options(KrambambuliOptions.of(2).withTarget(20)).state();
        Transition t = KrambambuliGame.apply(s, new Discard(PlayingCard.parse("2C")));
        assertThat(t.state().over()).isTrue();
        assertThat(t.state().leaders()).containsExactly(0);
        assertThat(t.events().getLast()).isEqualTo(new KrambambuliEvent.GameEnded(List.of(0)));
        assertThat(KrambambuliRules.steps(t.state())).isEmpty();
        assertThat(judge(t.state(), new Draw()).problem()).isEqualTo(Problem.NOT_NOW);
    }

    @Test
    @DisplayName("Observation: another player's hand and the stock are hidden, the steps open now are listed")
    void observation() {
        KrambambuliState s = KrambambuliGame.newGame(KrambambuliOptions.of(3), 4L);
        KrambambuliObservation o = s.observation(1);
        assertThat(o.hand()).isEqualTo(s.hand(1));
        assertThat(o.handSizes()).containsExactly(13, 13, 13);
        assertThat(o.steps()).isEmpty();
        assertThat(s.observation(0).steps()).containsExactly(KrambambuliRules.Step.DRAW, KrambambuliRules.Step.TAKE_DISCARD);
        assertThat(KrambambuliObservation.class.getRecordComponents()).noneMatch(c -> c.getName().equals("hands")
                || c.getName().equals("stock"));
    }
}
