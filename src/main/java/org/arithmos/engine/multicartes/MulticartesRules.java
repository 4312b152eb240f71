package org.arithmos.engine.multicartes;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.arithmos.engine.multicartes.MulticartesJudgment.Problem;
import org.arithmos.engine.multicartes.MulticartesMove.Multiply;
import org.arithmos.engine.multicartes.MulticartesMove.Pass;
import org.arithmos.engine.multicartes.MulticartesMove.SwapAndMultiply;

/** Legality in one place (MC-TURN-1, MC-TURN-2): the judge and the list of legal moves agree by construction. */
public final class MulticartesRules {

    private MulticartesRules() {
    }

    /** Every legal move of the player to move: multiplications (each order), else swaps; pass always. */
    public static List<MulticartesMove> legalMoves(MulticartesState s) {
        if (s.over()) {
            return List.of();
        }
        List<Integer> hand = s.hand(s.toMove());
        Combination card = s.combination();
        Set<MulticartesMove> moves = new LinkedHashSet<>(multiplications(hand, card));
        if (moves.isEmpty() && s.discardTop() != null) {
            int taken = s.discardTop();
            for (int given : distinct(hand)) {
                List<Integer> after = without(hand, given);
                after.add(taken);
                for (Multiply m : multiplications(after, card)) {
                    if (m.first() == taken || m.second() == taken) {
                        moves.add(new SwapAndMultiply(given, m.first(), m.second()));
                    }
                }
            }
        }
        moves.add(new Pass());
        return List.copyOf(moves);
    }

    /** The products of the card this hand makes, each pair in both orders. */
    static List<Multiply> multiplications(List<Integer> hand, Combination card) {
        List<Multiply> out = new ArrayList<>();
        List<Integer> values = distinct(hand);
        for (int a : values) {
            for (int b : values) {
                if ((a != b || count(hand, a) >= 2) && card.shows(a * b)) {
                    out.add(new Multiply(a, b));
                }
            }
        }
        return out;
    }

    /** The verdict on a move of the player to move; nothing changes. */
    public static MulticartesJudgment judge(MulticartesState s, MulticartesMove move) {
        if (s.over()) {
            return new MulticartesJudgment(Problem.NOT_NOW, List.of(), null, null);
        }
        List<Integer> hand = s.hand(s.toMove());
        Combination card = s.combination();
        MulticartesMove correction = legalMoves(s).stream().filter(m -> !(m instanceof Pass)).findFirst().orElse(null);
        return switch (move) {
            case Pass p -> MulticartesJudgment.ok();
            case Multiply m -> judgeProduct(hand, card, m, correction);
            case SwapAndMultiply w -> {
                if (s.discardTop() == null) {
                    yield new MulticartesJudgment(Problem.NOTHING_TO_SWAP, List.of(w.given()), correction, null);
                }
                if (!multiplications(hand, card).isEmpty()) {
                    yield new MulticartesJudgment(Problem.SWAP_WHILE_HAND_PLAYS, List.of(), correction, null);
                }
                if (!hand.contains(w.given())) {
                    yield new MulticartesJudgment(Problem.NOT_IN_HAND, List.of(w.given()), correction, null);
                }
                int taken = s.discardTop();
                if (w.first() != taken && w.second() != taken) {
                    yield new MulticartesJudgment(Problem.TAKEN_CARD_NOT_USED, List.of(w.first(), w.second()), correction, null);
                }
                List<Integer> after = without(hand, w.given());
                after.add(taken);
                yield judgeProduct(after, card, new Multiply(w.first(), w.second()), correction);
            }
        };
    }

    private static MulticartesJudgment judgeProduct(List<Integer> hand, Combination card, Multiply m,
                                                    MulticartesMove correction) {
        List<Integer> rest = new ArrayList<>(hand);
        List<Integer> missing = new ArrayList<>();
        for (int c : List.of(m.first(), m.second())) {
            if (!rest.remove(Integer.valueOf(c))) {
                missing.add(c);
            }
        }
        if (!missing.isEmpty()) {
            return new MulticartesJudgment(Problem.NOT_IN_HAND, missing, correction, null);
        }
        if (!card.shows(m.product())) {
            return new MulticartesJudgment(Problem.NOT_ON_CARD, List.of(m.first(), m.second()), correction,
                    nearMiss(hand, card, m));
        }
        return MulticartesJudgment.ok();
    }

    /** A product of the card that one of the cards said makes with a card the hand does not hold. */
    static Multiply nearMiss(List<Integer> hand, Combination card, Multiply said) {
        for (int c : List.of(said.first(), said.second())) {
            for (int v : card.values()) {
                if (v > 0 && v % c == 0 && v / c <= NumberCards.HIGHEST && !without(hand, c).contains(v / c)) {
                    return new Multiply(c, v / c);
                }
            }
        }
        return null;
    }

    static List<Integer> distinct(List<Integer> hand) {
        return hand.stream().distinct().sorted().toList();
    }

    static int count(List<Integer> hand, int value) {
        return (int) hand.stream().filter(v -> v == value).count();
    }

    static List<Integer> without(List<Integer> hand, int value) {
        List<Integer> out = new ArrayList<>(hand);
        out.remove(Integer.valueOf(value));
        return out;
    }
}
