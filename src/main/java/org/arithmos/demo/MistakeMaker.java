package org.arithmos.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.DrawingCard;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.SymbolCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.TurnPhase;

/**
 * Finds, among the cards of a hand, a play that makes a given {@link Mistake}: the calculations a child
 * would believe right (a correct result with a card too many, a matching card inside, mixed types, × at the
 * + − level), a miscount, a wrong operator, the smaller number minus the bigger, an animal taken for a
 * number, the wrong change joker. A play is offered only when the engine's {@link Judge} penalizes it under
 * the mistake's rule: nothing is faked, the table judges it again when it is played.
 */
final class MistakeMaker {

    private static final List<Operator> ALL = List.of(Operator.values());

    private MistakeMaker() {
    }

    /** A play making this mistake now (at the start of the pupil's turn), or empty when the hand allows none. */
    static Optional<NambarzMove> make(Mistake kind, NambarzObservation o, Rng random) {
        if (!(o.phase() instanceof TurnPhase.Open open) || !(o.target() instanceof Target.NumberTarget goal)) {
            return Optional.empty();
        }
        CalcMode mode = o.options().calcMode();
        return switch (kind) {
            case WRONG_JOKER -> open.replayed() ? Optional.empty() : wrongJoker(o.hand(), goal);
            case NOT_MATCHING -> notMatching(o.hand(), goal, mode, random);
            default -> calculation(kind, shuffledNumbers(o.hand(), random), goal, mode).map(p -> p);
        };
    }

    private static Optional<NambarzMove> wrongJoker(Hand hand, Target.NumberTarget goal) {
        JokerKind wrong = goal.card() instanceof SymbolCard ? JokerKind.DRAWING : JokerKind.NUMBER;
        return hand.holds(wrong) && penalizedAs(Judge.judgeJoker(goal, wrong), Mistake.WRONG_JOKER)
                ? Optional.of(new NambarzMove.PlayJoker(wrong)) : Optional.empty();
    }

    /** An animal taken for its number (8-bee on a 3) if the hand has one, else a card one away. */
    private static Optional<NambarzMove> notMatching(Hand hand, Target.NumberTarget goal, CalcMode mode, Rng random) {
        int t = goal.value();
        List<NumberCard> animals = new ArrayList<>();
        List<NumberCard> nearBy = new ArrayList<>();
        for (Card c : hand.distinctCards()) {
            if (c instanceof NumberCard n && !n.matches(goal.card())) {
                if (n instanceof DrawingCard d && d.animal().isOn(t)) {
                    animals.add(n);
                } else if (Math.abs(n.value() - t) == 1) {
                    nearBy.add(n);
                }
            }
        }
        List<NumberCard> choices = animals.isEmpty() ? nearBy : animals;
        if (choices.isEmpty()) {
            return Optional.empty();
        }
        NambarzMove.PutDown card = NambarzMove.PutDown.single(choices.get(random.nextInt(choices.size())));
        return penalizedAs(Judge.judge(goal, card.cards(), card.expr(), mode), Mistake.NOT_MATCHING)
                ? Optional.of(card) : Optional.empty();
    }

    private static Optional<NambarzMove.PutDown> calculation(Mistake kind, List<NumberCard> cards,
                                                             Target.NumberTarget goal, CalcMode mode) {
        List<Operator> ops = operators(kind, mode);
        if (ops.isEmpty()) {
            return Optional.empty();
        }
        for (int size : sizes(kind, cards.size())) {
            Search search = new Search(kind, cards, goal, mode, ops, size, false);
            if (search.run(0)) {
                return Optional.of(search.found);
            }
        }
        if (kind == Mistake.MATCHING_CARD_INSIDE) {
            // No right result with the matching card: a child who does not know it must be played alone
            // still starts a calculation with it.
            Search search = new Search(kind, cards, goal, mode, ops, 2, true);
            if (search.run(0)) {
                return Optional.of(search.found);
            }
        }
        return Optional.empty();
    }

    /** Two cards first (the usual slip); a card too many needs three, or four in a small hand. */
    private static List<Integer> sizes(Mistake kind, int cards) {
        return switch (kind) {
            case TOO_MANY_CARDS -> cards <= 9 ? List.of(3, 4) : List.of(3);
            case WRONG_OPERATOR -> List.of(2);
            default -> List.of(2, 3);
        };
    }

    /** × and ÷ only for the mistake of using them at the + − level; else the level's operations. */
    private static List<Operator> operators(Mistake kind, CalcMode mode) {
        if (kind == Mistake.ABOVE_LEVEL) {
            return mode.operations() == OperationSet.ADD_SUBTRACT ? ALL : List.of();
        }
        return ALL.stream().filter(mode.operations()::allows).toList();
    }

    private static boolean penalizedAs(Judgment judgment, Mistake kind) {
        return judgment instanceof Judgment.Penalized p && p.rule() == kind.rule();
    }

    private static List<NumberCard> shuffledNumbers(Hand hand, Rng random) {
        List<NumberCard> out = new ArrayList<>();
        for (Card c : hand.cards()) {
            if (c instanceof NumberCard n) {
                out.add(n);
            }
        }
        for (int i = out.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            out.set(i, out.set(j, out.get(i)));
        }
        return out;
    }

    /** Every ordered choice of {@code size} cards and operators, left to right, until the engine agrees. */
    private static final class Search {
        final Mistake kind;
        final List<NumberCard> cards;
        final Target.NumberTarget goal;
        final CalcMode mode;
        final List<Operator> ops;
        final boolean anyResult;
        final int[] chosen;
        final boolean[] used;
        final long[] values;
        final Operator[] picked;
        NambarzMove.PutDown found;

        Search(Mistake kind, List<NumberCard> cards, Target.NumberTarget goal, CalcMode mode, List<Operator> ops,
               int size, boolean anyResult) {
            this.kind = kind;
            this.cards = cards;
            this.goal = goal;
            this.mode = mode;
            this.ops = ops;
            this.anyResult = anyResult;
            this.chosen = new int[size];
            this.used = new boolean[cards.size()];
            this.values = new long[size];
            this.picked = new Operator[size - 1];
        }

        boolean run(int n) {
            if (n == chosen.length) {
                return cardsFit() && withOperators(0);
            }
            for (int i = 0; i < cards.size(); i++) {
                if (!used[i]) {
                    used[i] = true;
                    chosen[n] = i;
                    values[n] = cards.get(i).value();
                    boolean done = run(n + 1);
                    used[i] = false;
                    if (done) {
                        return true;
                    }
                }
            }
            return false;
        }

        private boolean cardsFit() {
            boolean mixed = false;
            boolean matching = false;
            for (int i : chosen) {
                mixed |= cards.get(i).type() != cards.get(chosen[0]).type();
                matching |= cards.get(i).matches(goal.card());
            }
            return Candidates.cardsFit(kind, mixed, matching);
        }

        private boolean withOperators(int n) {
            if (n == picked.length) {
                return Candidates.valueFits(kind, values, picked, goal.value(), mode, anyResult) && judgedAsMeant();
            }
            for (Operator op : ops) {
                picked[n] = op;
                if (withOperators(n + 1)) {
                    return true;
                }
            }
            return false;
        }

        private boolean judgedAsMeant() {
            List<NumberCard> play = new ArrayList<>(chosen.length);
            for (int i : chosen) {
                play.add(cards.get(i));
            }
            NambarzMove.PutDown p = new NambarzMove.PutDown(play, Expr.leftToRight(List.of(picked)));
            if (penalizedAs(Judge.judge(goal, p.cards(), p.expr(), mode), kind)) {
                found = p;
                return true;
            }
            return false;
        }
    }
}
