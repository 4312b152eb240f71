package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliJudgment.Problem;
import org.arithmos.engine.krambambuli.KrambambuliMove.Add;
import org.arithmos.engine.krambambuli.KrambambuliMove.Discard;
import org.arithmos.engine.krambambuli.KrambambuliMove.Draw;
import org.arithmos.engine.krambambuli.KrambambuliMove.Lay;
import org.arithmos.engine.krambambuli.KrambambuliMove.RetrieveJoker;
import org.arithmos.engine.krambambuli.KrambambuliMove.TakeDiscard;
import org.arithmos.engine.krambambuli.KrambambuliMove.TakeFromMeld;
import org.arithmos.engine.krambambuli.KrambambuliState.Turn;

/** Legality in one place: the judge of every step, and the kinds of step open at this moment of a turn. */
public final class KrambambuliRules {

    /** A first laying down must make more than this (KB-OPEN-1). */
    public static final int OPENING_MINIMUM = 51;

    /** The kinds of step of a turn (KB-TURN-1, KB-TURN-2, KB-JOKER-1). */
    public enum Step { DRAW, TAKE_DISCARD, LAY, ADD, TAKE_FROM_MELD, RETRIEVE_JOKER, DISCARD }

    private KrambambuliRules() {
    }

    /** The kinds of step the player to move may take now; a concrete step of each kind may still be refused. */
    public static List<Step> steps(KrambambuliState s) {
        if (s.over()) {
            return List.of();
        }
        Turn t = s.turn();
        List<Step> out = new ArrayList<>();
        if (!t.drawn()) {
            if (canDraw(s)) {
                out.add(Step.DRAW);
            }
            if (s.discardTop() != null) {
                out.add(Step.TAKE_DISCARD);
            }
            return out;
        }
        boolean opened = s.opened(s.toMove());
        if (!t.laid()) {
            out.add(Step.LAY);
        }
        if (opened) {
            out.add(Step.ADD);
            if (!t.laid()) {
                out.add(Step.TAKE_FROM_MELD);
            }
            out.add(Step.RETRIEVE_JOKER);
        }
        out.add(Step.DISCARD);
        return out;
    }

    static boolean canDraw(KrambambuliState s) {
        return !s.stock().isEmpty() || s.discard().size() > 1;
    }

    /** The verdict on a step of the player to move; nothing changes. */
    public static KrambambuliJudgment judge(KrambambuliState s, KrambambuliMove move) {
        if (s.over()) {
            return KrambambuliJudgment.of(Problem.NOT_NOW, List.of());
        }
        List<PlayingCard> hand = s.hand(s.toMove());
        Turn turn = s.turn();
        boolean opened = s.opened(s.toMove());
        if (turn.drawn() && (move instanceof Draw || move instanceof TakeDiscard)) {
            return KrambambuliJudgment.of(Problem.ALREADY_DRAWN, List.of());
        }
        if (!turn.drawn() && !(move instanceof Draw || move instanceof TakeDiscard)) {
            return KrambambuliJudgment.of(Problem.DRAW_FIRST, List.of());
        }
        return switch (move) {
            case Draw d -> canDraw(s) ? KrambambuliJudgment.ok() : KrambambuliJudgment.of(Problem.NOTHING_TO_DRAW, List.of());
            case TakeDiscard t -> {
                if (s.discardTop() == null) {
                    yield KrambambuliJudgment.of(Problem.NO_DISCARD, List.of());
                }
                List<PlayingCard> available = new ArrayList<>(hand);
                available.add(s.discardTop());
                yield judgeLaying(t.melds(), available, opened, s.discardTop());
            }
            case Lay l -> turn.laid() ? KrambambuliJudgment.of(Problem.ONE_MELD_PER_TURN, List.of())
                    : judgeLaying(l.melds(), hand, opened, null);
            case Add a -> judgeAdd(s, a, hand, opened);
            case TakeFromMeld f -> judgeTake(s, f, hand, opened);
            case RetrieveJoker r -> judgeJoker(s, r, hand, opened);
            case Discard d -> hand.contains(d.card()) ? KrambambuliJudgment.ok()
                    : KrambambuliJudgment.of(Problem.NOT_IN_HAND, List.of(d.card()));
        };
    }

    /**
     * New melds from {@code available}; with {@code mustUse} (the discard taken) in one of them. Before the
     * first laying down: a clean sequence and more than 51 points (KB-OPEN-1), unless the melds take the whole
     * hand or all but the card to discard (Rami sec, KB-SEC-1, decision 45); after it, one meld (KB-TURN-1).
     */
    static KrambambuliJudgment judgeLaying(List<List<PlayingCard>> melds, List<PlayingCard> available, boolean opened,
                                           PlayingCard mustUse) {
        if (melds.isEmpty()) {
            return KrambambuliJudgment.of(Problem.TOO_FEW_CARDS, List.of());
        }
        List<Meld> checked = new ArrayList<>();
        List<PlayingCard> used = new ArrayList<>();
        for (List<PlayingCard> cards : melds) {
            Melds.Arranged a = Melds.check(cards);
            if (!a.ok()) {
                return KrambambuliJudgment.of(a.problem(), a.atFault());
            }
            checked.add(a.meld());
            used.addAll(cards);
        }
        List<PlayingCard> missing = missing(available, used);
        if (!missing.isEmpty()) {
            return KrambambuliJudgment.of(Problem.NOT_IN_HAND, missing);
        }
        if (mustUse != null && !used.contains(mustUse)) {
            return KrambambuliJudgment.of(Problem.DISCARD_NOT_USED, List.of(mustUse));
        }
        if (opened) {
            return melds.size() > 1 ? KrambambuliJudgment.of(Problem.ONE_MELD_PER_TURN, List.of())
                    : KrambambuliJudgment.ok();
        }
        if (available.size() - used.size() <= 1) {
            return KrambambuliJudgment.ok();
        }
        if (checked.stream().noneMatch(Meld::cleanSequence)) {
            return KrambambuliJudgment.of(Problem.NO_CLEAN_SEQUENCE, used);
        }
        List<Integer> points = new ArrayList<>();
        checked.forEach(m -> points.addAll(m.cardPoints()));
        int total = points.stream().mapToInt(Integer::intValue).sum();
        if (total <= OPENING_MINIMUM) {
            return new KrambambuliJudgment(Problem.TOO_FEW_POINTS, used, points, total);
        }
        return new KrambambuliJudgment(Problem.NONE, List.of(), points, total);
    }

    private static KrambambuliJudgment judgeAdd(KrambambuliState s, Add a, List<PlayingCard> hand, boolean opened) {
        if (!opened) {
            return KrambambuliJudgment.of(Problem.NOT_OPENED, List.of());
        }
        if (a.meld() < 0 || a.meld() >= s.table().size()) {
            return KrambambuliJudgment.of(Problem.NO_SUCH_MELD, List.of());
        }
        Meld old = s.table().get(a.meld()).meld();
        Melds.Arranged result = Melds.check(a.result());
        if (!result.ok()) {
            return KrambambuliJudgment.of(result.problem(), result.atFault());
        }
        boolean kept = old.kind() == Meld.Kind.SEQUENCE
                ? result.meld().kind() == Meld.Kind.SEQUENCE && Collections.indexOfSubList(a.result(), old.cards()) >= 0
                : missing(a.result(), old.cards()).isEmpty();
        List<PlayingCard> added = minus(a.result(), old.cards());
        if (!kept || added.isEmpty()) {
            return KrambambuliJudgment.of(Problem.ADD_CHANGES_MELD, added);
        }
        List<PlayingCard> notHeld = missing(hand, added);
        return notHeld.isEmpty() ? KrambambuliJudgment.ok() : KrambambuliJudgment.of(Problem.NOT_IN_HAND, notHeld);
    }

    private static KrambambuliJudgment judgeTake(KrambambuliState s, TakeFromMeld f, List<PlayingCard> hand,
                                                 boolean opened) {
        if (!opened) {
            return KrambambuliJudgment.of(Problem.NOT_OPENED, List.of());
        }
        if (s.turn().laid()) {
            return KrambambuliJudgment.of(Problem.ONE_MELD_PER_TURN, List.of());
        }
        if (f.meld() < 0 || f.meld() >= s.table().size()) {
            return KrambambuliJudgment.of(Problem.NO_SUCH_MELD, List.of());
        }
        Meld old = s.table().get(f.meld()).meld();
        if (!old.cards().contains(f.card())) {
            return KrambambuliJudgment.of(Problem.NOT_IN_MELD, List.of(f.card()));
        }
        if (!Melds.validInOrder(remaining(old, f.card()))) {
            return KrambambuliJudgment.of(Problem.TAKE_BREAKS_MELD, List.of(f.card()));
        }
        Melds.Arranged result = Melds.check(f.result());
        if (!result.ok()) {
            return KrambambuliJudgment.of(result.problem(), result.atFault());
        }
        if (!f.result().contains(f.card())) {
            return KrambambuliJudgment.of(Problem.TAKEN_CARD_NOT_USED, List.of(f.card()));
        }
        List<PlayingCard> fromHand = minus(f.result(), List.of(f.card()));
        List<PlayingCard> notHeld = missing(hand, fromHand);
        return notHeld.isEmpty() ? KrambambuliJudgment.ok() : KrambambuliJudgment.of(Problem.NOT_IN_HAND, notHeld);
    }

    private static KrambambuliJudgment judgeJoker(KrambambuliState s, RetrieveJoker r, List<PlayingCard> hand,
                                                  boolean opened) {
        if (!opened) {
            return KrambambuliJudgment.of(Problem.NOT_OPENED, List.of());
        }
        if (r.meld() < 0 || r.meld() >= s.table().size()) {
            return KrambambuliJudgment.of(Problem.NO_SUCH_MELD, List.of());
        }
        Meld m = s.table().get(r.meld()).meld();
        if (!m.hasJoker()) {
            return KrambambuliJudgment.of(Problem.NO_JOKER, List.of());
        }
        PlayingCard face = m.face(m.jokerIndex());
        if (face == null) {
            return KrambambuliJudgment.of(Problem.JOKER_AMBIGUOUS, List.of(PlayingCard.JOKER));
        }
        if (!face.equals(r.card())) {
            return KrambambuliJudgment.of(Problem.NOT_THE_JOKERS_CARD, List.of(r.card()));
        }
        return hand.contains(r.card()) ? KrambambuliJudgment.ok() : KrambambuliJudgment.of(Problem.NOT_IN_HAND, List.of(r.card()));
    }

    /** A table meld without one card: a sequence loses it at its place (so a middle card leaves a gap). */
    static List<PlayingCard> remaining(Meld old, PlayingCard card) {
        List<PlayingCard> out = new ArrayList<>(old.cards());
        out.remove(card);
        return out;
    }

    /** {@code all} without one copy of each card of {@code taken} (cards {@code all} lacks are ignored). */
    static List<PlayingCard> minus(List<PlayingCard> all, List<PlayingCard> taken) {
        List<PlayingCard> out = new ArrayList<>(all);
        taken.forEach(out::remove);
        return out;
    }

    /** The cards of {@code wanted} that {@code available} does not hold (counting copies). */
    static List<PlayingCard> missing(List<PlayingCard> available, List<PlayingCard> wanted) {
        List<PlayingCard> left = new ArrayList<>(available);
        List<PlayingCard> out = new ArrayList<>();
        for (PlayingCard c : wanted) {
            if (!left.remove(c)) {
                out.add(c);
            }
        }
        return out;
    }
}
