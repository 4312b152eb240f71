package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.arithmos.engine.arithmetic.Arrangement;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.CalculationSearch;
import org.arithmos.engine.arithmetic.Evaluation;
import org.arithmos.engine.arithmetic.Evaluator;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.arithmetic.ValueMultiset;

/**
 * Judges what a player puts down. Legality has one home: the game, the hints, the bots and the
 * referee all ask here. Rules are checked in NZ-PEN-0's order, so the rule named is the first broken.
 */
public final class Judge {

    private Judge() {
    }

    /**
     * Number cards put down on a target, in this order and shape: a match (one card), a calculation
     * (two or more), or a card on a change joker played alone.
     */
    public static Judgment judge(Target target, List<? extends NumberCard> cards, Expr expr, CalcMode mode) {
        checkShape(cards, expr, mode);
        return switch (target) {
            case Target.JokerTarget(JokerKind kind) -> onJoker(kind, cards);
            case Target.NumberTarget(NumberCard card) when cards.size() == 1 -> match(card, cards.getFirst());
            case Target.NumberTarget(NumberCard card) -> calculation(card, cards, expr, mode);
        };
    }

    /** A joker played on the target, at the start of a turn, after drawing it, or after a replay. */
    public static Judgment judgeJoker(Target target, JokerKind kind) {
        if (kind == JokerKind.REPLAY) {
            return new Judgment.Accepted(PlayKind.REPLAY_JOKER, 0, null);
        }
        return switch (target) {
            case Target.JokerTarget lone -> penalty(NambarzRule.NZ_JOKER_4, List.of(0), new Correction.TakeBack(), null);
            case Target.NumberTarget(NumberCard card) when kind.fits(card.type()) ->
                    new Judgment.Accepted(PlayKind.CHANGE_JOKER, 0, null);
            case Target.NumberTarget number -> penalty(NambarzRule.NZ_JOKER_1, List.of(0), new Correction.TakeBack(), null);
        };
    }

    /** The card(s) a player puts right after their own change joker (NZ-JOKER-2, NZ-JOKER-4). */
    public static Judgment judgeAfterChangeJoker(JokerKind joker, NumberCard covered, List<? extends NumberCard> cards) {
        if (cards.size() != 1) {
            return penalty(NambarzRule.NZ_JOKER_2, allPositions(cards.size()), new Correction.TakeBack(), null);
        }
        NumberCard card = cards.getFirst();
        if (!joker.fits(card.type())) {
            return penalty(NambarzRule.NZ_JOKER_2, List.of(0), new Correction.TakeBack(), null);
        }
        if (card.matches(covered)) {
            return penalty(NambarzRule.NZ_JOKER_4, List.of(0), new Correction.MatchInstead(), null);
        }
        return new Judgment.Accepted(PlayKind.CARD_AFTER_JOKER, 0, null);
    }

    private static void checkShape(List<? extends NumberCard> cards, Expr expr, CalcMode mode) {
        if (cards.isEmpty()) {
            throw new IllegalArgumentException("no card put down");
        }
        if (expr.leafCount() != cards.size() || !expr.hasLeavesInOrder()) {
            throw new IllegalArgumentException("the calculation must use each card once, in the order put down");
        }
        if (!mode.parentheses() && !expr.isLeftToRight()) {
            throw new IllegalArgumentException("parentheses are off in this game (NZ-CALC-5)");
        }
    }

    private static Judgment onJoker(JokerKind kind, List<? extends NumberCard> cards) {
        if (cards.size() == 1 && kind.fits(cards.getFirst().type())) {
            return new Judgment.Accepted(PlayKind.CARD_ON_JOKER, 0, null);
        }
        return penalty(NambarzRule.NZ_JOKER_3, allPositions(cards.size()), new Correction.TakeBack(), null);
    }

    private static Judgment match(NumberCard target, NumberCard card) {
        return card.matches(target)
                ? new Judgment.Accepted(PlayKind.MATCH, 0, null)
                : penalty(NambarzRule.NZ_MATCH_1, List.of(0), new Correction.TakeBack(), null);
    }

    private static Judgment calculation(NumberCard target, List<? extends NumberCard> cards, Expr expr, CalcMode mode) {
        int k = cards.size();
        List<Integer> minority = minorityType(cards);
        if (!minority.isEmpty()) {
            return penalty(NambarzRule.NZ_CALC_2, minority, new Correction.TakeBack(), null);
        }
        long[] values = values(cards);
        Evaluation evaluation = Evaluator.evaluate(values, expr);
        int t = target.value();
        int code = code(cards);
        List<Operator> forbidden = expr.operators().stream().filter(op -> !mode.operations().allows(op)).toList();
        List<Integer> matching = matchingPositions(target, cards);
        if (!forbidden.isEmpty()) {
            return penalty(NambarzRule.NZ_CALC_6, cardsAroundForbidden(expr, mode),
                    recombination(values, code, t, mode, matching), evaluation);
        }
        if (!matching.isEmpty()) {
            List<Integer> fault = matching;
            return penalty(NambarzRule.NZ_CALC_8, fault, new Correction.KeepMatching(matching.getFirst()), evaluation);
        }
        if (!evaluation.valid()) {
            return penalty(NambarzRule.NZ_CALC_4, leavesOfFailingStep(values, expr),
                    recombination(values, code, t, mode, matching), evaluation);
        }
        if (evaluation.result() != t) {
            return penalty(NambarzRule.NZ_CALC_3, allPositions(k), recombination(values, code, t, mode, matching), evaluation);
        }
        if (CalculationSearch.hasShorter(code, t, mode)) {
            Correction.KeepShorter shorter = shortest(values, code, t, mode);
            List<Integer> back = new ArrayList<>(allPositions(k));
            back.removeAll(shorter.order());
            return penalty(NambarzRule.NZ_CALC_7, back, shorter, evaluation);
        }
        return new Judgment.Accepted(PlayKind.CALCULATION, Judgment.masterStrokeBonus(k), evaluation);
    }

    /** NZ-PEN-4: the same cards in another order or with other operations, when that is a legal play. */
    private static Correction recombination(long[] values, int code, int target, CalcMode mode, List<Integer> matching) {
        if (!matching.isEmpty() || !CalculationSearch.isMinimal(code, target, mode)) {
            return new Correction.TakeBack();
        }
        Optional<Arrangement> best = Arrangement.closest(values, allPositionsArray(values.length), target, mode);
        return best.<Correction>map(a -> new Correction.Recombine(boxed(a.order()), a.expr()))
                .orElseGet(Correction.TakeBack::new);
    }

    /**
     * NZ-PEN-1: the shortest correct calculation among the cards; ties go to the one closest to the
     * player's order (fewest swapped pairs, then earliest cards).
     */
    private static Correction.KeepShorter shortest(long[] values, int code, int target, CalcMode mode) {
        List<Integer> codes = new ArrayList<>();
        int[] smallest = {Integer.MAX_VALUE};
        CalculationSearch.forEachMinimal(code, target, mode, (sub, size) -> {
            if (size < smallest[0]) {
                smallest[0] = size;
                codes.clear();
            }
            if (size == smallest[0]) {
                codes.add(sub);
            }
        });
        Arrangement best = null;
        for (int sub : codes) {
            // Every choice of cards with those values: a later copy may be the one in the player's order.
            for (int[] positions : positionChoices(values, sub)) {
                Arrangement a = Arrangement.closest(values, positions, target, mode).orElseThrow();
                if (best == null || closer(a, best)) {
                    best = a;
                }
            }
        }
        return new Correction.KeepShorter(boxed(best.order()), best.expr());
    }

    /** Every set of positions whose values make the multiset {@code sub} (ascending positions). */
    private static List<int[]> positionChoices(long[] values, int sub) {
        List<int[]> out = new ArrayList<>();
        choose(values, sub, 0, new int[ValueMultiset.size(sub)], 0, out);
        return out;
    }

    private static void choose(long[] values, int left, int from, int[] chosen, int n, List<int[]> out) {
        if (n == chosen.length) {
            out.add(chosen.clone());
            return;
        }
        for (int i = from; i < values.length; i++) {
            int v = (int) values[i];
            if (ValueMultiset.count(left, v) > 0) {
                chosen[n] = i;
                choose(values, ValueMultiset.minus(left, v), i + 1, chosen, n + 1, out);
            }
        }
    }

    /** NZ-PEN-6 for NZ-CALC-6: the two cards each operation of another level stands between. */
    private static List<Integer> cardsAroundForbidden(Expr expr, CalcMode mode) {
        java.util.TreeSet<Integer> out = new java.util.TreeSet<>();
        around(expr, mode, out);
        return List.copyOf(out);
    }

    private static void around(Expr expr, CalcMode mode, java.util.Set<Integer> out) {
        if (expr instanceof Expr.Node(Operator op, Expr left, Expr right)) {
            if (!mode.operations().allows(op)) {
                out.add(edge(left, false));
                out.add(edge(right, true));
            }
            around(left, mode, out);
            around(right, mode, out);
        }
    }

    private static int edge(Expr expr, boolean leftmost) {
        return switch (expr) {
            case Expr.Leaf(int position) -> position;
            case Expr.Node node -> edge(leftmost ? node.left() : node.right(), leftmost);
        };
    }

    private static boolean closer(Arrangement a, Arrangement b) {
        if (a.inversions() != b.inversions()) {
            return a.inversions() < b.inversions();
        }
        return Arrays.compare(a.order(), b.order()) < 0;
    }

    private static List<Integer> minorityType(List<? extends NumberCard> cards) {
        long symbols = cards.stream().filter(c -> c.type() == CardType.SYMBOL).count();
        if (symbols == 0 || symbols == cards.size()) {
            return List.of();
        }
        CardType odd = symbols * 2 < cards.size() ? CardType.SYMBOL
                : symbols * 2 > cards.size() ? CardType.DRAWING
                : cards.getFirst().type() == CardType.SYMBOL ? CardType.DRAWING : CardType.SYMBOL;
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i).type() == odd) {
                out.add(i);
            }
        }
        return out;
    }

    private static List<Integer> matchingPositions(NumberCard target, List<? extends NumberCard> cards) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i).matches(target)) {
                out.add(i);
            }
        }
        return out;
    }

    /** The cards under the first step NZ-CALC-4 forbids. */
    private static List<Integer> leavesOfFailingStep(long[] values, Expr expr) {
        List<Integer> out = new ArrayList<>();
        failing(values, expr, out);
        return out;
    }

    private static boolean failing(long[] values, Expr expr, List<Integer> out) {
        if (expr instanceof Expr.Node node) {
            if (failing(values, node.left(), out) || failing(values, node.right(), out)) {
                return true;
            }
            long l = Evaluator.value(values, node.left());
            long r = Evaluator.value(values, node.right());
            if (node.op().apply(l, r) == Operator.INVALID) {
                leaves(node, out);
                return true;
            }
        }
        return false;
    }

    private static void leaves(Expr expr, List<Integer> out) {
        switch (expr) {
            case Expr.Leaf(int position) -> out.add(position);
            case Expr.Node node -> {
                leaves(node.left(), out);
                leaves(node.right(), out);
            }
        }
    }

    static long[] values(List<? extends NumberCard> cards) {
        long[] values = new long[cards.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = cards.get(i).value();
        }
        return values;
    }

    private static int code(List<? extends NumberCard> cards) {
        int[] counts = new int[11];
        for (NumberCard c : cards) {
            counts[c.value()]++;
        }
        return ValueMultiset.of(counts);
    }

    private static Judgment.Penalized penalty(NambarzRule rule, List<Integer> fault, Correction correction, Evaluation ev) {
        return new Judgment.Penalized(rule, fault, correction, ev);
    }

    private static List<Integer> allPositions(int k) {
        List<Integer> all = new ArrayList<>(k);
        for (int i = 0; i < k; i++) {
            all.add(i);
        }
        return all;
    }

    private static int[] allPositionsArray(int k) {
        int[] all = new int[k];
        for (int i = 0; i < k; i++) {
            all[i] = i;
        }
        return all;
    }

    private static List<Integer> boxed(int[] a) {
        return Arrays.stream(a).boxed().toList();
    }
}
