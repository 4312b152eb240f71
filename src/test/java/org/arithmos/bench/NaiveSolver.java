package org.arithmos.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.NumberCard;

/**
 * The baseline the solver is measured against: no tables, no multisets, just trying every way to put
 * cards down. Every ordered subset of the hand's cards (by position, so two copies of a card are tried
 * separately), every operator between them, and with the parentheses option every bracketing; each
 * expression is evaluated with the engine's own step rule ({@link Operator#apply}, NZ-CALC-4). It
 * shares work the obvious way: a left-to-right calculation extends the running value of its prefix,
 * and an expression with a forbidden step is not extended. The legal calculations are then the card
 * multisets that reach the target, are of one type (NZ-CALC-2), hold no matching card (NZ-CALC-8) and
 * contain no smaller multiset that also reaches it (NZ-CALC-7); the matches are added as single cards.
 */
final class NaiveSolver {

    /** Which ordered subsets are evaluated. */
    enum Subsets {
        /** Every ordered subset of the hand, as the issue defines the baseline; illegal ones are dropped after. */
        ALL,
        /** Only subsets that could be legal at all: one card type, no matching card. */
        SAME_TYPE
    }

    private final NumberCard[] cards;
    private final long target;
    private final NumberCard goal;
    private final Operator[] operators;
    private final Subsets subsets;
    private final boolean[] reaches;
    private final int[] sequence;

    private NaiveSolver(List<NumberCard> cards, NumberCard goal, CalcMode mode, Subsets subsets) {
        if (cards.size() > 20) {
            throw new IllegalArgumentException("the naive search is for small hands, not " + cards.size() + " cards");
        }
        this.cards = cards.toArray(NumberCard[]::new);
        this.goal = goal;
        this.target = goal.value();
        this.operators = Arrays.stream(Operator.values()).filter(mode.operations()::allows).toArray(Operator[]::new);
        this.subsets = subsets;
        this.reaches = new boolean[1 << this.cards.length];
        this.sequence = new int[this.cards.length];
    }

    /** Every legal play of the hand on {@code goal}, each as the multiset of its cards. */
    static Set<Hand> legalPlays(Hand hand, NumberCard goal, CalcMode mode, Subsets subsets) {
        List<NumberCard> numbers = hand.cards().stream()
                .filter(NumberCard.class::isInstance).map(NumberCard.class::cast).toList();
        NaiveSolver search = new NaiveSolver(numbers, goal, mode, subsets);
        if (mode.parentheses()) {
            search.everyBracketing(0, 0);
        } else {
            search.everyLeftToRight(0, 0, 0);
        }
        return search.legal();
    }

    // --- every ordered subset, every operator ----------------------------------------------------

    private void everyLeftToRight(int used, int length, long value) {
        for (int i = 0; i < cards.length; i++) {
            if ((used & 1 << i) != 0 || !mayExtend(used, i)) {
                continue;
            }
            int next = used | 1 << i;
            if (length == 0) {
                everyLeftToRight(next, 1, cards[i].value());
                continue;
            }
            for (Operator op : operators) {
                long v = op.apply(value, cards[i].value());
                if (v != Operator.INVALID) {
                    if (v == target) {
                        reaches[next] = true;
                    }
                    everyLeftToRight(next, length + 1, v);
                }
            }
        }
    }

    private void everyBracketing(int used, int length) {
        for (int i = 0; i < cards.length; i++) {
            if ((used & 1 << i) != 0 || !mayExtend(used, i)) {
                continue;
            }
            sequence[length] = i;
            int next = used | 1 << i;
            if (length >= 1 && contains(values(0, length + 1), target)) {
                reaches[next] = true;
            }
            everyBracketing(next, length + 1);
        }
    }

    /** The value of every expression (every bracketing, every operator) over sequence[from, to), with repeats. */
    private long[] values(int from, int to) {
        if (to - from == 1) {
            return new long[] {cards[sequence[from]].value()};
        }
        LongList out = new LongList();
        for (int split = from + 1; split < to; split++) {
            long[] lefts = values(from, split);
            long[] rights = values(split, to);
            for (long l : lefts) {
                for (long r : rights) {
                    for (Operator op : operators) {
                        long v = op.apply(l, r);
                        if (v != Operator.INVALID) {
                            out.add(v);
                        }
                    }
                }
            }
        }
        return out.toArray();
    }

    private boolean mayExtend(int used, int card) {
        if (subsets == Subsets.ALL) {
            return true;
        }
        if (cards[card].matches(goal)) {
            return false;
        }
        int first = Integer.numberOfTrailingZeros(used);
        return used == 0 || cards[first].type() == cards[card].type();
    }

    // --- which reaching multisets are legal plays ------------------------------------------------

    private Set<Hand> legal() {
        boolean[] candidate = new boolean[reaches.length];
        for (int mask = 0; mask < reaches.length; mask++) {
            candidate[mask] = reaches[mask] && oneTypeNoMatch(mask);
        }
        Set<Hand> plays = new HashSet<>();
        for (int mask = 0; mask < reaches.length; mask++) {
            if (candidate[mask] && !containsSmaller(candidate, mask)) {
                plays.add(handOf(mask));
            }
        }
        for (NumberCard card : cards) {
            if (card.matches(goal)) {
                plays.add(Hand.of(card));
            }
        }
        return plays;
    }

    private boolean oneTypeNoMatch(int mask) {
        NumberCard first = cards[Integer.numberOfTrailingZeros(mask)];
        for (int i = 0; i < cards.length; i++) {
            if ((mask & 1 << i) != 0 && (cards[i].type() != first.type() || cards[i].matches(goal))) {
                return false;
            }
        }
        return true;
    }

    /** NZ-CALC-7: some proper part of at least two cards also reaches the target. */
    private static boolean containsSmaller(boolean[] candidate, int mask) {
        for (int sub = (mask - 1) & mask; sub != 0; sub = (sub - 1) & mask) {
            if (Integer.bitCount(sub) >= 2 && candidate[sub]) {
                return true;
            }
        }
        return false;
    }

    private Hand handOf(int mask) {
        List<Card> chosen = new ArrayList<>();
        for (int i = 0; i < cards.length; i++) {
            if ((mask & 1 << i) != 0) {
                chosen.add(cards[i]);
            }
        }
        return Hand.of(chosen);
    }

    private static boolean contains(long[] values, long wanted) {
        for (long v : values) {
            if (v == wanted) {
                return true;
            }
        }
        return false;
    }

    private static final class LongList {
        private long[] data = new long[16];
        private int size;

        void add(long v) {
            if (size == data.length) {
                data = Arrays.copyOf(data, size * 2);
            }
            data[size++] = v;
        }

        long[] toArray() {
            return Arrays.copyOf(data, size);
        }
    }
}
