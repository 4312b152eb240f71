package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.CalculationSearch;
import org.arithmos.engine.arithmetic.ValueCalculation;
import org.arithmos.engine.arithmetic.ValueMultiset;

/**
 * The moves the rules allow the player to move, from what that player can see: every match, every
 * legal calculation once per distinct multiset of cards (in one valid order), every joker that may be
 * played, and draw or pass when allowed.
 */
public final class LegalMoves {

    private LegalMoves() {
    }

    public static List<NambarzMove> of(NambarzObservation o) {
        return of(o, Integer.MAX_VALUE);
    }

    /**
     * The legal moves with calculations of at most {@code maxCards} cards: what a bot that looks no
     * further considers (every move listed is legal; longer calculations are simply not listed).
     */
    public static List<NambarzMove> of(NambarzObservation o, int maxCards) {
        Hand hand = o.hand();
        CalcMode mode = o.options().calcMode(o.seat());
        List<NambarzMove> moves = new ArrayList<>();
        switch (o.phase()) {
            case TurnPhase.Open open -> {
                addPlays(hand, o.target(), mode, null, maxCards, moves);
                for (JokerKind kind : JokerKind.values()) {
                    boolean afterReplay = open.replayed() && kind.isChange(); // NZ-JOKER-5
                    if (hand.holds(kind) && !afterReplay && Judge.judgeJoker(o.target(), kind).legal()) {
                        moves.add(new NambarzMove.PlayJoker(kind));
                    }
                }
                moves.add(new NambarzMove.Draw());
            }
            case TurnPhase.Played played -> {
                if (hand.holds(JokerKind.REPLAY)) {
                    moves.add(new NambarzMove.PlayJoker(JokerKind.REPLAY));
                }
                moves.add(new NambarzMove.Pass());
            }
            case TurnPhase.AfterChangeJoker(JokerKind kind, NumberCard covered) -> {
                for (Card card : hand.distinctCards()) {
                    if (card instanceof NumberCard n && kind.fits(n.type()) && !n.matches(covered)) {
                        moves.add(NambarzMove.PutDown.single(n));
                    }
                }
                moves.add(new NambarzMove.Pass());
            }
            case TurnPhase.Drawn(Card card) -> {
                if (card instanceof NumberCard number) {
                    addPlays(hand, o.target(), mode, number, maxCards, moves);
                } else if (card instanceof Joker joker && Judge.judgeJoker(o.target(), joker.kind()).legal()) {
                    moves.add(new NambarzMove.PlayJoker(joker.kind()));
                }
                moves.add(new NambarzMove.Pass());
            }
        }
        return moves;
    }

    /** Every match and legal calculation (or single card on a lone change joker) a hand has on a target. */
    public static List<NambarzMove> plays(Hand hand, Target target, CalcMode mode) {
        List<NambarzMove> out = new ArrayList<>();
        addPlays(hand, target, mode, null, Integer.MAX_VALUE, out);
        return out;
    }

    /** Matches and calculations, or single cards on a change joker; all using {@code required} if given. */
    static void addPlays(Hand hand, Target target, CalcMode mode, NumberCard required, int maxCards,
                         List<NambarzMove> out) {
        switch (target) {
            case Target.JokerTarget(JokerKind kind) -> {
                for (Card card : hand.distinctCards()) {
                    if (card instanceof NumberCard n && kind.fits(n.type()) && (required == null || n.equals(required))) {
                        out.add(NambarzMove.PutDown.single(n));
                    }
                }
            }
            case Target.NumberTarget(NumberCard goal) -> {
                boolean[] matching = Faces.MATCHES[goal.face()];
                for (int face = 0; face < 30; face++) {
                    if (matching[face] && hand.countFace(face) > 0 && (required == null || required.face() == face)) {
                        out.add(NambarzMove.PutDown.single((NumberCard) Card.ofFace(face)));
                    }
                }
                if (required == null || !required.matches(goal)) {
                    for (CardType type : CardType.values()) {
                        if (required == null || required.type() == type) {
                            Calculations.addAll(hand, type, goal, mode, required, maxCards, out);
                        }
                    }
                }
            }
        }
    }

    /** Whether a just-drawn card can be played (NZ-TURN-2), without listing the plays. */
    static boolean canPlayDrawn(Hand hand, Target target, Card drawn, CalcMode mode) {
        if (drawn instanceof Joker joker) {
            return Judge.judgeJoker(target, joker.kind()).legal();
        }
        NumberCard card = (NumberCard) drawn;
        return switch (target) {
            case Target.JokerTarget(JokerKind kind) -> kind.fits(card.type());
            case Target.NumberTarget(NumberCard goal) -> card.matches(goal)
                    || Calculations.anyWithValue(hand, card.type(), goal, mode, card.value());
        };
    }

    /** Whether some card may follow a change joker (NZ-JOKER-2/4). */
    static boolean canFollowChangeJoker(Hand hand, JokerKind kind, NumberCard covered) {
        for (Card card : hand.distinctCards()) {
            if (card instanceof NumberCard n && kind.fits(n.type()) && !n.matches(covered)) {
                return true;
            }
        }
        return false;
    }

    /** Every legal calculation of one card type in a hand, as card plays. */
    static final class Calculations {

        private Calculations() {
        }

        static void addAll(Hand hand, CardType type, NumberCard goal, CalcMode mode, NumberCard required, int maxCards,
                           List<NambarzMove> out) {
            if (maxCards < 2) {
                return;
            }
            int[] pool = pool(hand, type, goal);
            int t = goal.value();
            CalculationSearch.forEachMinimal(ValueMultiset.of(valueCounts(pool)), t, mode, maxCards, (code, size) -> {
                if (required != null && ValueMultiset.count(code, required.value()) == 0) {
                    return;
                }
                ValueCalculation witness = CalculationSearch.witness(code, t, mode);
                CardChoices.expand(pool, type, witness, required, out);
            });
        }

        static boolean anyWithValue(Hand hand, CardType type, NumberCard goal, CalcMode mode, int value) {
            int[] pool = pool(hand, type, goal);
            boolean[] found = {false};
            CalculationSearch.forEachMinimal(ValueMultiset.of(valueCounts(pool)), goal.value(), mode, (code, size) -> {
                found[0] |= ValueMultiset.count(code, value) > 0;
            });
            return found[0];
        }

        /** Counts per face of one type, leaving out cards that match the target (NZ-CALC-8). */
        static int[] pool(Hand hand, CardType type, NumberCard goal) {
            int[] pool = new int[Card.FACES];
            int from = type == CardType.SYMBOL ? 0 : 10;
            int to = type == CardType.SYMBOL ? 10 : 30;
            boolean[] matching = Faces.MATCHES[goal.face()];
            for (int face = from; face < to; face++) {
                int n = hand.countFace(face);
                if (n > 0 && !matching[face]) {
                    pool[face] = n;
                }
            }
            return pool;
        }

        static int[] valueCounts(int[] pool) {
            int[] counts = new int[11];
            for (int face = 0; face < 30; face++) {
                counts[Faces.VALUE[face]] += pool[face];
            }
            return counts;
        }
    }

    /** Facts about faces the search asks for constantly, worked out once. */
    static final class Faces {
        /** The value of each number face (index 0 for jokers). */
        static final int[] VALUE = new int[Card.FACES];
        /** {@code MATCHES[target][face]}: whether that card matches that target (NZ-MATCH-1). */
        static final boolean[][] MATCHES = new boolean[Card.FACES][Card.FACES];

        static {
            for (int f = 0; f < 30; f++) {
                VALUE[f] = ((NumberCard) Card.ofFace(f)).value();
            }
            for (int t = 0; t < 30; t++) {
                for (int f = 0; f < 30; f++) {
                    MATCHES[t][f] = ((NumberCard) Card.ofFace(f)).matches((NumberCard) Card.ofFace(t));
                }
            }
        }

        private Faces() {
        }
    }
}
