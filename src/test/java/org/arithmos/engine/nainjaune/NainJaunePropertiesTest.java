package org.arithmos.engine.nainjaune;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.arithmos.engine.cards.Decks;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.nainjaune.NainJauneOptions.Continuing;

/** Random playouts of Nain Jaune checking the invariants of the rules (NJ-*). */
class NainJaunePropertiesTest {

    /** Bots of the given levels (by seat) play the game to its end; every state is passed to {@code check}. */
    static List<NainJauneMove> playOut(NainJauneOptions options, long seed, List<NainJauneBot> bots,
                                       Consumer<NainJauneState> check) {
        NainJauneState s = NainJauneGame.newGame(options, seed);
        List<NainJauneMove> moves = new ArrayList<>();
        check.accept(s);
        while (!s.over()) {
            assertThat(moves.size()).as("the game ends").isLessThan(20_000);
            NainJauneMove m = bots.get(s.toMove() % bots.size()).decide(s.observation(s.toMove()), seed + moves.size()).move();
            assertThat(NainJauneRules.judge(s, m).legal()).isTrue();
            s = NainJauneGame.play(s, m);
            moves.add(m);
            check.accept(s);
        }
        return moves;
    }

    private static NainJauneOptions options(int players, boolean classic, int rounds, int tokens, Continuing continuing) {
        return new NainJauneOptions(players, classic ? NainJauneOptions.Dealing.CLASSIC : NainJauneOptions.Dealing.SIMPLIFIED,
                rounds, tokens, continuing);
    }

    @Property(tries = 200)
    void cardsAndTokensAreConservedAndBotsFinish(@ForAll @IntRange(min = 2, max = 8) int players,
                                                 @ForAll boolean classic, @ForAll @IntRange(min = 1, max = 4) int rounds,
                                                 @ForAll @IntRange(min = 5, max = 60) int tokens,
                                                 @ForAll long seed, @ForAll boolean beginners,
                                                 @ForAll Continuing continuing) {
        var bots = beginners ? List.of(NainJauneBot.BEGINNER, NainJauneBot.EXPERT) : List.of(NainJauneBot.EXPERT);
        int total = players * tokens;
        playOut(options(players, classic, rounds, tokens, continuing), seed, bots, s -> {
            assertThat(s.cardCount()).isEqualTo(52);
            List<PlayingCard> all = new ArrayList<>(s.aside());
            s.hands().forEach(all::addAll);
            s.sequences().forEach(q -> all.addAll(q.cards()));
            assertThat(all).containsExactlyInAnyOrderElementsOf(Decks.standard());
            assertThat(s.tokenCount()).isEqualTo(total);
            assertThat(s.tokens()).allMatch(t -> t >= 0);
            assertThat(s.over() || !NainJauneRules.legalMoves(s).isEmpty()).isTrue();
        });
    }

    @Property(tries = 30)
    void gamesUntilSomeoneHasNoTokensEnd(@ForAll @IntRange(min = 2, max = 8) int players, @ForAll long seed,
                                         @ForAll Continuing continuing) {
        NainJauneOptions o = options(players, false, NainJauneOptions.MAX_ROUNDS, 10, continuing);
        List<NainJauneState> states = new ArrayList<>();
        playOut(o, seed, List.of(NainJauneBot.EXPERT, NainJauneBot.BEGINNER), states::add);
        NainJauneState end = states.getLast();
        assertThat(end.round() == NainJauneOptions.MAX_ROUNDS || end.tokens().contains(0)).isTrue();
    }

    @Property(tries = 100)
    void replayingTheMovesRebuildsTheSameState(@ForAll @IntRange(min = 2, max = 8) int players,
                                               @ForAll boolean classic, @ForAll long seed,
                                               @ForAll Continuing continuing) {
        NainJauneOptions o = options(players, classic, 2, 50, continuing);
        List<NainJauneState> states = new ArrayList<>();
        List<NainJauneMove> moves = playOut(o, seed, List.of(NainJauneBot.BEGINNER), states::add);
        assertThat(NainJauneGame.replay(o, seed, moves)).isEqualTo(states.getLast());
        int half = moves.size() / 2;
        assertThat(NainJauneGame.replay(o, seed, moves.subList(0, half))).isEqualTo(states.get(half));
        List<NainJauneMove> parsed = moves.stream().map(m -> NainJauneMove.parse(m.notation())).toList();
        assertThat(parsed).isEqualTo(moves);
        assertThat(NainJauneOptions.parse(o.notation())).isEqualTo(o);
    }

    @Property(tries = 100)
    void anObservationShowsOnlyTheSeatsOwnHand(@ForAll @IntRange(min = 2, max = 8) int players, @ForAll long seed,
                                               @ForAll @IntRange(min = 0, max = 7) int seat) {
        NainJauneState s = NainJauneGame.newGame(NainJauneOptions.of(players), seed);
        int me = seat % players;
        NainJauneObservation o = s.observation(me);
        assertThat(o.hand()).isEqualTo(s.hand(me));
        assertThat(o.handSizes()).isEqualTo(s.hands().stream().map(List::size).toList());
        assertThat(o.legalMoves().isEmpty()).isEqualTo(me != s.toMove());
    }
}
