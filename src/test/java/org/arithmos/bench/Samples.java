package org.arithmos.bench;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.Deck;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.JokerLevel;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;

/**
 * Seeded inputs shared by the benchmarks and {@code NaiveSolverTest}: hands drawn from the real deck's
 * 80 number cards (NZ-DECK-1..3), against every number card as the target (values 1-10, symbol and
 * drawing faces). The same seed always gives the same sample, so the solver and the naive baseline
 * are timed on the same (hand, target) pairs.
 */
public final class Samples {

    /** The fixed seed of every sample. */
    static final long SEED = 20_260_101L;

    /** The two calculation modes of the targets, both with + − × ÷ (JMH parameter values). */
    public enum Mode {
        LEFT_TO_RIGHT(CalcMode.LEFT_TO_RIGHT), PARENTHESES(CalcMode.WITH_PARENTHESES);

        final CalcMode calcMode;

        Mode(CalcMode calcMode) {
            this.calcMode = calcMode;
        }
    }

    /** A hand and the card it must cover. */
    record SolveCase(Hand hand, NumberCard goal, Target target) {
        SolveCase(Hand hand, NumberCard goal) {
            this(hand, goal, new Target.NumberTarget(goal));
        }
    }

    /** The 80 number cards of the deck: 40 symbol cards (4 × 1-10), 40 drawing cards (2 × 20 faces). */
    static final List<NumberCard> NUMBER_CARDS = Deck.cards(JokerLevel.BEGINNER).stream()
            .filter(NumberCard.class::isInstance).map(NumberCard.class::cast).toList();

    /** The 30 number faces, one card each: every target a game can show. */
    static final List<NumberCard> TARGETS = NUMBER_CARDS.stream().distinct().toList();

    private Samples() {
    }

    /** A fresh, shuffled copy of the number cards. */
    static List<NumberCard> shuffledNumberCards(Rng rng) {
        byte[] order = new byte[NUMBER_CARDS.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = (byte) i;
        }
        rng.shuffle(order, order.length);
        List<NumberCard> out = new ArrayList<>(order.length);
        for (byte i : order) {
            out.add(NUMBER_CARDS.get(i));
        }
        return out;
    }

    /**
     * {@code hands} random hands of {@code size} cards, each against all 30 targets, in a shuffled
     * order (so that consecutive invocations do not repeat a hand).
     */
    static List<SolveCase> solveCases(int size, int hands, long seed) {
        Rng rng = Rng.at(seed * 1_000_003L + size);
        List<SolveCase> cases = new ArrayList<>(hands * TARGETS.size());
        for (int h = 0; h < hands; h++) {
            Hand hand = Hand.of(shuffledNumberCards(rng).subList(0, size));
            for (NumberCard target : TARGETS) {
                cases.add(new SolveCase(hand, target));
            }
        }
        return shuffle(cases, rng);
    }

    static <T> List<T> shuffle(List<T> items, Rng rng) {
        List<T> out = new ArrayList<>(items);
        for (int i = out.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            T t = out.get(i);
            out.set(i, out.get(j));
            out.set(j, t);
        }
        return out;
    }

    /** Cycles through a prepared array, one element per benchmark invocation. */
    static final class Cycle<T> {
        private final Object[] items;
        private int next;

        Cycle(List<T> items) {
            if (items.isEmpty()) {
                throw new IllegalArgumentException("nothing to cycle through");
            }
            this.items = items.toArray();
        }

        @SuppressWarnings("unchecked")
        T next() {
            T item = (T) items[next];
            next = next + 1 == items.length ? 0 : next + 1;
            return item;
        }

        int size() {
            return items.length;
        }
    }
}
