package org.arithmos.engine.nainjaune;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.cards.Suit;
import org.arithmos.engine.nainjaune.NainJauneJudgment.Problem;
import org.arithmos.engine.nainjaune.NainJauneMove.Pass;
import org.arithmos.engine.nainjaune.NainJauneMove.Put;

/** Legality in one place (NJ-PLAY-2 to NJ-PLAY-5): the judge and the list of legal moves agree by construction. */
public final class NainJauneRules {

    private NainJauneRules() {
    }

    /**
     * The legal moves of the player to move: the next card of the open sequence (NJ-PLAY-3; the engine blocks
     * the sequence when the player lacks it, so they always hold it); else the lowest low cards outside the
     * excluded suit, one per suit when several share that rank, the player choosing (decision 32); else pass.
     */
    public static List<NainJauneMove> legalMoves(NainJauneState s) {
        if (s.over()) {
            return List.of();
        }
        Sequence open = s.openSequence();
        if (open != null) {
            return List.of(new Put(open.next()));
        }
        List<Suited> starts = startCards(s.hand(s.toMove()), s.excluded());
        if (starts.isEmpty()) {
            return List.of(new Pass());
        }
        return starts.stream().map(c -> (NainJauneMove) new Put(c)).toList();
    }

    /** NJ-PLAY-2 and NJ-PLAY-4: the low cards of the lowest rank in hand, outside {@code excluded}. */
    public static List<Suited> startCards(List<Suited> hand, Suit excluded) {
        List<Suited> low = hand.stream().filter(c -> isLow(c) && c.suit() != excluded).toList();
        int lowest = low.stream().mapToInt(c -> c.rank().number()).min().orElse(0);
        return low.stream().filter(c -> c.rank().number() == lowest).toList();
    }

    /** A low card, A to 10 (NJ-PLAY-2). */
    public static boolean isLow(Suited c) {
        return c.rank().number() <= Rank.TEN.number();
    }

    /** NJ-END-1: 5 for the 7♦ (the Nain Jaune), 2 for a J, Q or K, 1 for any other card. */
    public static int price(Suited c) {
        if (c.equals(Box.NAIN_JAUNE.card())) {
            return 5;
        }
        return c.rank().face() ? 2 : 1;
    }

    /** The verdict on a move of the player to move; nothing changes. */
    public static NainJauneJudgment judge(NainJauneState s, NainJauneMove move) {
        if (s.over()) {
            return new NainJauneJudgment(Problem.NOT_NOW, null, List.of(), null);
        }
        List<NainJauneMove> legal = legalMoves(s);
        if (legal.contains(move)) {
            return NainJauneJudgment.ok();
        }
        List<Suited> allowed = new ArrayList<>();
        legal.forEach(m -> {
            if (m instanceof Put p) {
                allowed.add(p.card());
            }
        });
        Suit excluded = s.openSequence() == null ? s.excluded() : null;
        return switch (move) {
            case Pass p -> new NainJauneJudgment(Problem.CANNOT_PASS, null, allowed, excluded);
            case Put p -> {
                Suited c = p.card();
                Problem problem;
                if (!s.hand(s.toMove()).contains(c)) {
                    problem = Problem.NOT_IN_HAND;
                } else if (s.openSequence() != null) {
                    problem = Problem.MUST_PUT_NEXT;
                } else if (allowed.isEmpty()) {
                    problem = Problem.MUST_PASS;
                } else if (!isLow(c)) {
                    problem = Problem.START_WITH_LOW_CARD;
                } else if (c.suit() == excluded) {
                    problem = Problem.ANOTHER_SUIT;
                } else {
                    problem = Problem.START_WITH_LOWEST;
                }
                yield new NainJauneJudgment(problem, c, allowed, excluded);
            }
        };
    }
}
