package org.arithmos.engine.krambambuli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.arithmos.engine.cards.Decks;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.core.Rng;

/** Random playouts of Krambambuli by its bots, checking the invariants of the rules (KB-*). */
class KrambambuliPropertiesTest {

    private static final Comparator<PlayingCard> ORDER = Comparator.comparing(PlayingCard::notation);

    /** Bots (by seat) play the game to its end; every state is passed to {@code check}; every step must be legal. */
    static List<KrambambuliMove> playOut(KrambambuliOptions options, long seed, List<KrambambuliBot> bots,
                                         Consumer<KrambambuliState> check) {
        KrambambuliState s = KrambambuliGame.newGame(options, seed);
        List<KrambambuliMove> moves = new ArrayList<>();
        check.accept(s);
        while (!s.over()) {
            assertThat(moves.size()).as("the game ends").isLessThan(200_000);
            KrambambuliBot bot = bots.get(s.toMove() % bots.size());
            KrambambuliMove m = bot.decide(s.observation(s.toMove())).move();
            KrambambuliJudgment j = KrambambuliRules.judge(s, m);
            assertThat(j.legal()).as("%s by %s in %s", m.notation(), bot, s.observation(s.toMove())).isTrue();
            s = KrambambuliGame.play(s, m);
            moves.add(m);
            check.accept(s);
        }
        return moves;
    }

    private static List<PlayingCard> sorted(List<PlayingCard> cards) {
        List<PlayingCard> out = new ArrayList<>(cards);
        out.sort(ORDER);
        return out;
    }

    @Property(tries = 40)
    void everyCardIsAlwaysSomewhereAndBotsFinishForEveryPlayerCount(@ForAll @IntRange(min = 2, max = 8) int players,
                                                                    @ForAll @IntRange(min = 0, max = 2) int jokers,
                                                                    @ForAll long seed, @ForAll boolean beginners) {
        KrambambuliOptions options = KrambambuliOptions.of(players).withJokers(jokers).withTarget(150);
        List<PlayingCard> deck = sorted(Decks.shuffled(options.decks(), jokers, Rng.at(1)));
        var bots = beginners ? List.of(KrambambuliBot.BEGINNER, KrambambuliBot.EXPERT) : List.of(KrambambuliBot.EXPERT);
        playOut(options, seed, bots, s -> {
            assertThat(sorted(s.allCards())).isEqualTo(deck);
            s.table().forEach(t -> assertThat(Melds.validInOrder(t.meld().cards())).isTrue());
        });
    }

    @org.junit.jupiter.api.Test
    void botsOfBothLevelsFinishAGameForEveryPlayerCount() {
        for (int players = 2; players <= 8; players++) {
            for (KrambambuliBot level : KrambambuliBot.values()) {
                KrambambuliOptions options = KrambambuliOptions.of(players).withTarget(200);
                List<KrambambuliState> states = new ArrayList<>();
                playOut(options, 1000L + players, List.of(level), states::add);
                assertThat(states.getLast().over()).as("%d players, %s", players, level).isTrue();
                assertThat(states.getLast().results()).isNotEmpty();
            }
        }
    }

    @Property(tries = 30)
    void replayingTheStepsRebuildsTheSameStateAndNotationRoundTrips(@ForAll @IntRange(min = 2, max = 5) int players,
                                                                    @ForAll long seed) {
        KrambambuliOptions options = KrambambuliOptions.of(players).withTarget(100);
        List<KrambambuliState> states = new ArrayList<>();
        List<KrambambuliMove> moves = playOut(options, seed, List.of(KrambambuliBot.EXPERT, KrambambuliBot.BEGINNER),
                states::add);
        List<KrambambuliMove> parsed = moves.stream().map(m -> KrambambuliMove.parse(m.notation())).toList();
        assertThat(parsed).isEqualTo(moves);
        assertThat(KrambambuliGame.replay(options, seed, parsed)).isEqualTo(states.getLast());
        int half = moves.size() / 2;
        assertThat(KrambambuliGame.replay(options, seed, moves.subList(0, half))).isEqualTo(states.get(half));
        assertThat(KrambambuliOptions.parse(options.notation())).isEqualTo(options);
    }

    @Property(tries = 200)
    void arrangedMeldsAreValidAndTheFinderOnlyFindsMelds(@ForAll long seed, @ForAll @IntRange(min = 3, max = 14) int n) {
        List<PlayingCard> hand = Decks.shuffled(1, 2, Rng.at(seed)).subList(0, n);
        for (Meld m : MeldFinder.melds(hand)) {
            assertThat(Melds.arrange(m.cards()).ok()).isTrue();
            assertThat(KrambambuliRules.missing(hand, m.cards())).isEmpty();
        }
        List<Meld> opening = MeldFinder.bestOpening(hand, null);
        if (!opening.isEmpty()) {
            List<PlayingCard> used = new ArrayList<>();
            opening.forEach(m -> used.addAll(m.cards()));
            assertThat(KrambambuliRules.missing(hand, used)).isEmpty();
            assertThat(KrambambuliRules.judgeLaying(opening.stream().map(Meld::cards).toList(), hand, false, null)
                    .legal()).isTrue();
        }
    }
}
