package org.arithmos.engine.nambarz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.arithmos.engine.core.Rng;

/** Random playouts of whole games, checking the invariants at every step. */
class GamePropertiesTest {

    private static final int MAX_MOVES = 200_000;

    @Provide
    Arbitrary<NambarzOptions> options() {
        return GameArbitraries.options();
    }

    @Property(tries = 60)
    void cardsAreAllSomewhereAtEveryStep(@ForAll("options") NambarzOptions options, @ForAll long seed) {
        NambarzState s = NambarzGame.newGame(options, seed);
        Rng random = Rng.at(seed);
        int[] deck = new int[Card.FACES];
        for (int face = 0; face < Card.FACES; face++) {
            deck[face] = Deck.copies(face, options.jokerLevel());
        }
        while (!s.isOver()) {
            assertThat(s.faceCounts()).isEqualTo(deck);
            List<NambarzMove> legal = NambarzGame.legalMoves(s);
            assertThat(legal).isNotEmpty();
            s = NambarzGame.play(s, GameArbitraries.randomMove(legal, random));
            assertThat(s.moveCount()).isLessThan(MAX_MOVES);
        }
        assertThat(s.faceCounts()).isEqualTo(deck);
        // Tie-break rounds decide the first five places (decision 20); places beyond may be shared.
        assertThat(s.standings()).extracting(Standing::rank).filteredOn(rank -> rank <= 5).doesNotHaveDuplicates();
    }

    @Property(tries = 40)
    void replayingTheMovesGivesTheSameState(@ForAll("options") NambarzOptions options, @ForAll long seed) {
        NambarzState s = NambarzGame.newGame(options, seed);
        List<NambarzMove> moves = new ArrayList<>();
        List<NambarzState> states = new ArrayList<>();
        Rng random = Rng.at(~seed);
        while (!s.isOver()) {
            NambarzMove move = GameArbitraries.randomMove(NambarzGame.legalMoves(s), random);
            // Moves are stored as text: replay from the notation.
            moves.add(NambarzMove.parse(move.notation()));
            s = NambarzGame.play(s, move);
            states.add(s);
        }
        assertThat(NambarzGame.replay(options, seed, moves)).isEqualTo(s);
        int middle = moves.size() / 2;
        assertThat(NambarzGame.replay(options, seed, moves.subList(0, middle + 1))).isEqualTo(states.get(middle));
    }

    @Property(tries = 40)
    void everyListedMoveIsAcceptedAndReadsBack(@ForAll("options") NambarzOptions options, @ForAll long seed) {
        NambarzState s = NambarzGame.newGame(options, seed);
        Rng random = Rng.at(seed + 1);
        while (!s.isOver()) {
            List<NambarzMove> legal = NambarzGame.legalMoves(s);
            assertThat(new HashSet<>(legal)).hasSameSizeAs(legal);
            for (NambarzMove move : legal) {
                assertThat(NambarzMove.parse(move.notation())).isEqualTo(move);
                for (NambarzEvent e : NambarzGame.apply(s, move).events()) {
                    if (e instanceof NambarzEvent.Played p && p.seat() == s.currentSeat()) {
                        assertThat(p.judgment().legal()).as("%s on %s", move.notation(), s).isTrue();
                    }
                }
            }
            s = NambarzGame.play(s, GameArbitraries.randomMove(legal, random));
        }
    }

    @Property(tries = 150)
    void everyAcceptedCalculationIsListed(@ForAll("options") NambarzOptions options, @ForAll long seed) {
        // A dealt hand cut to 5 cards (4 with parentheses) so that every order, operator and shape can be tried.
        NambarzState dealt = NambarzGame.newGame(options, seed);
        var mode = options.calcMode(0); // seat 0's own level at a mixed-ability table (0018)
        List<Card> five = dealt.hand(0).cards().subList(0, mode.parentheses() ? 4 : 5);
        NambarzState s = Table.of(options).hand(0, String.join(" ", five.stream().map(Card::notation).toList()))
                .played(dealt.playedPile().top().notation()).state();
        Set<List<Card>> listed = new HashSet<>();
        for (NambarzMove m : NambarzGame.legalMoves(s)) {
            if (m instanceof NambarzMove.PutDown p) {
                listed.add(sorted(p.cards()));
            }
        }
        List<NumberCard> numbers = five.stream().filter(c -> c instanceof NumberCard).map(c -> (NumberCard) c).toList();
        for (List<NumberCard> order : AllPlays.orderedSubsets(numbers)) {
            for (var shape : AllPlays.shapes(order.size(), mode.operations(), mode.parentheses())) {
                Judgment j = Judge.judge(s.target(), order, shape, mode);
                if (j.legal()) {
                    assertThat(listed).as("%s", new NambarzMove.PutDown(order, shape).notation()).contains(sorted(order));
                }
            }
        }
    }

    private static List<Card> sorted(List<? extends Card> cards) {
        List<Card> out = new ArrayList<>(cards);
        out.sort(java.util.Comparator.comparingInt(Card::face));
        return out;
    }
}
