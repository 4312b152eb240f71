package org.arithmos.bench;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.CalculationSearch;
import org.arithmos.engine.arithmetic.Evaluator;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.CardType;
import org.arithmos.engine.nambarz.Correction;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.LegalMoves;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;

/**
 * Calculations of real cards as pupils put them down, for {@code JudgeBenchmark}: legal plays and the
 * three penalties a calculation of one card type meets with all four operations (NZ-PEN-0 order: a
 * matching card, a wrong result, too many cards). Every case is judged once while it is built, so its
 * kind is what the engine says, not what the generator meant.
 */
public final class JudgeCases {

    /** What a case is, and its share of the mix: legal plays half, each penalty rule a sixth. */
    public enum Kind {
        /** A legal calculation found in a random hand (NZ-CALC-1..8 all kept). */
        LEGAL(6, "accepted"),
        /** A correct result with a shorter calculation inside (NZ-CALC-7, corrected by NZ-PEN-1). */
        TOO_MANY(2, "NZ-CALC-7, NZ-PEN-1 keeps the shortest"),
        /** The cards of a legal play in a wrong order or with wrong operators (NZ-CALC-3/4, NZ-PEN-4 recombines). */
        WRONG_ORDER(1, "NZ-CALC-3/4, NZ-PEN-4 recombines"),
        /** Random cards and operators with a wrong or forbidden result (NZ-CALC-3/4, nothing to recombine). */
        WRONG_CARDS(1, "NZ-CALC-3/4, cards go back"),
        /** A card that matches the target inside the calculation (NZ-CALC-8). */
        MATCHING(2, "NZ-CALC-8, NZ-PEN-2");

        final int shares;
        final String rule;

        Kind(int shares, String rule) {
            this.shares = shares;
            this.rule = rule;
        }
    }

    record JudgeCase(Target target, List<NumberCard> cards, Expr expr, CalcMode mode, Kind kind) {
        Judgment judge() {
            return Judge.judge(target, cards, expr, mode);
        }
    }

    private static final int MAX_ATTEMPTS = 400_000;
    private static final Operator[] OPERATORS = Operator.values();

    private final int size;
    private final CalcMode mode;
    private final Rng rng;
    private final Map<Kind, List<JudgeCase>> found = new EnumMap<>(Kind.class);

    private JudgeCases(int size, CalcMode mode, Rng rng) {
        this.size = size;
        this.mode = mode;
        this.rng = rng;
        for (Kind kind : Kind.values()) {
            found.put(kind, new ArrayList<>());
        }
    }

    /**
     * The mix for calculations of {@code size} cards, in both modes: {@code perShare} cases per share of
     * each kind and mode, shuffled. A kind the rules make impossible (too many cards with two cards, a
     * legal calculation of seven cards with parentheses) is left out.
     */
    static List<JudgeCase> mix(int size, int perShare, long seed) {
        Rng rng = Rng.at(seed * 7_919L + size);
        List<JudgeCase> all = new ArrayList<>();
        for (Samples.Mode mode : Samples.Mode.values()) {
            all.addAll(new JudgeCases(size, mode.calcMode, rng).collect(perShare));
        }
        return Samples.shuffle(all, rng);
    }

    private List<JudgeCase> collect(int perShare) {
        for (int attempt = 0; attempt < MAX_ATTEMPTS && !full(perShare); attempt++) {
            if (attempt % 2 == 0) {
                fromHand(perShare);
            } else {
                fromRandomCards(perShare);
            }
        }
        List<JudgeCase> out = new ArrayList<>();
        found.values().forEach(out::addAll);
        return out;
    }

    private boolean full(int perShare) {
        for (Kind kind : Kind.values()) {
            if (found.get(kind).size() < quota(kind, perShare) && possible(kind)) {
                return false;
            }
        }
        return true;
    }

    private boolean possible(Kind kind) {
        int longest = CalculationSearch.maxCalculationSize(mode);
        return switch (kind) {
            case LEGAL, WRONG_ORDER -> size <= longest;
            case TOO_MANY -> size >= 3;
            case WRONG_CARDS, MATCHING -> true;
        };
    }

    private static int quota(Kind kind, int perShare) {
        return kind.shares * perShare;
    }

    /** A legal play of this size from a random 30-card hand, and the same cards put down wrongly. */
    private void fromHand(int perShare) {
        Hand hand = Hand.of(Samples.shuffledNumberCards(rng).subList(0, 30));
        NumberCard goal = Samples.TARGETS.get(rng.nextInt(Samples.TARGETS.size()));
        Target target = new Target.NumberTarget(goal);
        List<NambarzMove.PutDown> plays = new ArrayList<>();
        for (NambarzMove move : LegalMoves.plays(hand, target, mode)) {
            if (move instanceof NambarzMove.PutDown p && p.cards().size() == size) {
                plays.add(p);
            }
        }
        if (plays.isEmpty()) {
            return;
        }
        NambarzMove.PutDown play = plays.get(rng.nextInt(plays.size()));
        keep(target, play.cards(), play.expr(), perShare);
        keep(target, Samples.shuffle(play.cards(), rng), randomShape(0, size), perShare);
    }

    /** Random cards of one type with random operators, on a target they make, match, or miss. */
    private void fromRandomCards(int perShare) {
        CardType type = rng.nextInt(2) == 0 ? CardType.SYMBOL : CardType.DRAWING;
        List<NumberCard> cards = Samples.shuffledNumberCards(rng).stream()
                .filter(c -> c.type() == type).limit(size).toList();
        Expr expr = randomShape(0, size);
        long result = Evaluator.value(cards.stream().mapToLong(NumberCard::value).toArray(), expr);
        List<NumberCard> targets = result >= 1 && result <= 10
                ? Samples.TARGETS.stream().filter(t -> t.value() == result).toList()
                : Samples.TARGETS;
        NumberCard goal = targets.get(rng.nextInt(targets.size()));
        keep(new Target.NumberTarget(goal), cards, expr, perShare);
        NumberCard other = Samples.TARGETS.get(rng.nextInt(Samples.TARGETS.size()));
        keep(new Target.NumberTarget(other), cards, expr, perShare);
    }

    /** Keeps a play under the kind the judge gives it, while that kind still needs cases. */
    private void keep(Target target, List<NumberCard> cards, Expr expr, int perShare) {
        Kind kind = kindOf(Judge.judge(target, cards, expr, mode));
        if (kind != null && found.get(kind).size() < quota(kind, perShare)) {
            found.get(kind).add(new JudgeCase(target, cards, expr, mode, kind));
        }
    }

    private static Kind kindOf(Judgment judgment) {
        return switch (judgment) {
            case Judgment.Accepted accepted -> Kind.LEGAL;
            case Judgment.Penalized p -> switch (p.rule()) {
                case NZ_CALC_7 -> Kind.TOO_MANY;
                case NZ_CALC_8 -> Kind.MATCHING;
                case NZ_CALC_3, NZ_CALC_4 -> p.correction() instanceof Correction.Recombine
                        ? Kind.WRONG_ORDER : Kind.WRONG_CARDS;
                default -> null;
            };
        };
    }

    /** A random tree over leaves from..from+n-1 in order: left-deep without parentheses. */
    private Expr randomShape(int from, int n) {
        if (n == 1) {
            return new Expr.Leaf(from);
        }
        int left = mode.parentheses() ? 1 + rng.nextInt(n - 1) : n - 1;
        Operator op = OPERATORS[rng.nextInt(OPERATORS.length)];
        return new Expr.Node(op, randomShape(from, left), randomShape(from + left, n - left));
    }
}
