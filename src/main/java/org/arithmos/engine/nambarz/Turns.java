package org.arithmos.engine.nambarz;

import static org.arithmos.engine.nambarz.IllegalMoveException.Problem.DRAWN_CARD_NOT_USED;
import static org.arithmos.engine.nambarz.IllegalMoveException.Problem.NOT_IN_HAND;
import static org.arithmos.engine.nambarz.IllegalMoveException.Problem.NOT_NOW;
import static org.arithmos.engine.nambarz.IllegalMoveException.Problem.PARENTHESES_OFF;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.nambarz.NambarzMove.Draw;
import org.arithmos.engine.nambarz.NambarzMove.Pass;
import org.arithmos.engine.nambarz.NambarzMove.PlayJoker;
import org.arithmos.engine.nambarz.NambarzMove.PutDown;

/**
 * One move within a turn (NZ-TURN-1..3, NZ-JOKER-*, NZ-PEN-*). The turn ends by itself when nothing
 * is left to decide: after a play when the player holds no replay joker, after a drawn card that
 * cannot be played, after a change joker when no card may follow it.
 */
final class Turns {

    static final int PENALTY_CARDS = 3;

    private Turns() {
    }

    static void apply(StateEditor e, NambarzMove move) {
        switch (e.phase) {
            case TurnPhase.Open open -> {
                switch (move) {
                    case PutDown p -> putDown(e, p);
                    case PlayJoker j when open.replayed() && j.kind().isChange() -> changeJokerAfterReplay(e, j.kind());
                    case PlayJoker j -> joker(e, j.kind());
                    case Draw d -> draw(e);
                    case Pass p -> throw notNow("draw before passing (NZ-TURN-2)");
                }
            }
            case TurnPhase.Played played -> {
                switch (move) {
                    case PlayJoker(JokerKind kind) when kind == JokerKind.REPLAY -> joker(e, kind);
                    case Pass p -> pass(e);
                    default -> throw notNow("after a correct play only a replay joker may follow (NZ-JOKER-5)");
                }
            }
            case TurnPhase.AfterChangeJoker after -> {
                switch (move) {
                    case PutDown p -> cardAfterJoker(e, after, p);
                    case PlayJoker j when j.kind().isChange() -> secondChangeJoker(e, after, j.kind());
                    case Pass p -> pass(e);
                    default -> throw notNow("after a change joker, put one card or end the turn (NZ-JOKER-2)");
                }
            }
            case TurnPhase.Drawn drawn -> {
                switch (move) {
                    case PutDown p when p.cards().contains(drawn.card()) -> putDown(e, p);
                    case PlayJoker j when drawn.card().equals(Joker.of(j.kind())) -> joker(e, j.kind());
                    case Pass p -> pass(e);
                    case Draw d -> throw notNow("one card is drawn per turn (NZ-TURN-2)");
                    default -> throw new IllegalMoveException(DRAWN_CARD_NOT_USED,
                            "after drawing, only the drawn card may be played, alone or in a calculation (NZ-TURN-2)");
                }
            }
        }
    }

    private static void putDown(StateEditor e, PutDown p) {
        checkCards(e, p);
        Target target = e.target();
        Judgment judgment = Judge.judge(target, p.cards(), p.expr(), e.options.calcMode(e.current)); // the seat's own level (0018)
        settle(e, p, new PlayContext.OnTarget(target), judgment, null);
    }

    private static void cardAfterJoker(StateEditor e, TurnPhase.AfterChangeJoker after, PutDown p) {
        checkCards(e, p);
        Judgment judgment = Judge.judgeAfterChangeJoker(after.kind(), after.covered(), p.cards());
        settle(e, p, new PlayContext.AfterChangeJoker(after.kind(), after.covered()), judgment, after.kind());
    }

    private static void checkCards(StateEditor e, PutDown p) {
        if (!e.hand().containsAll(p.cards())) {
            throw new IllegalMoveException(NOT_IN_HAND, "these cards are not all in the hand: " + p.notation());
        }
        if (!e.options.calcMode(e.current).parentheses() && !p.expr().isLeftToRight()) {
            throw new IllegalMoveException(PARENTHESES_OFF, "parentheses are off in this game (NZ-CALC-5)");
        }
    }

    /** Puts the cards on the pile, or applies the penalty's correction (NZ-PEN-1..5). */
    private static void settle(StateEditor e, PutDown p, PlayContext context, Judgment judgment, JokerKind jokerBefore) {
        List<Card> cards = new ArrayList<>(p.cards());
        e.setHand(e.hand().minusAll(cards));
        e.events.add(new NambarzEvent.Played(e.current, cards, p.expr(), context, judgment));
        switch (judgment) {
            case Judgment.Accepted accepted -> {
                e.played = e.played.pushAll(cards);
                e.movedThisTurn = true;
                e.playedThisTurn = true;
                if (accepted.bonus() > 0) {
                    e.addBonus(e.current, accepted.bonus());
                }
                afterCorrectPlay(e);
            }
            case Judgment.Penalized penalty -> {
                List<Card> stays = switch (penalty.correction()) {
                    case Correction.KeepShorter(List<Integer> order, var expr) -> pick(cards, order);
                    case Correction.Recombine(List<Integer> order, var expr) -> pick(cards, order);
                    case Correction.KeepMatching(int position) -> List.of(cards.get(position));
                    case Correction.MatchInstead m -> {
                        e.played = e.played.pop(); // the change joker goes back (NZ-PEN-5)
                        e.setHand(e.hand().plus(Joker.of(jokerBefore)));
                        yield List.of(cards.getFirst());
                    }
                    case Correction.TakeBack t -> List.of();
                };
                List<Card> back = new ArrayList<>(cards);
                stays.forEach(back::remove);
                penalize(e, stays, back);
            }
        }
    }

    private static List<Card> pick(List<Card> cards, List<Integer> order) {
        return order.stream().map(cards::get).toList();
    }

    private static void joker(StateEditor e, JokerKind kind) {
        Joker joker = Joker.of(kind);
        if (!e.hand().holds(kind)) {
            throw new IllegalMoveException(NOT_IN_HAND, "no " + kind.notation() + " in the hand");
        }
        Target target = e.target();
        Judgment judgment = Judge.judgeJoker(target, kind);
        e.setHand(e.hand().minus(joker));
        e.events.add(new NambarzEvent.Played(e.current, List.of(joker), null, new PlayContext.OnTarget(target), judgment));
        if (!judgment.legal()) {
            penalize(e, List.of(), List.of(joker));
            return;
        }
        e.played = e.played.push(joker);
        e.movedThisTurn = true;
        if (kind == JokerKind.REPLAY) {
            e.phase = new TurnPhase.Open(true);
            if (e.hand().isEmpty() || !e.playedThisTurn) {
                // NZ-JOKER-5: played before any other play, or as the last card, it makes the player draw one.
                draw(e);
            }
            return;
        }
        e.playedThisTurn = true;
        NumberCard covered = ((Target.NumberTarget) target).card();
        e.phase = new TurnPhase.AfterChangeJoker(kind, covered);
        if (!LegalMoves.canFollowChangeJoker(e.hand(), kind, covered)) {
            endTurn(e);
        }
    }

    private static void draw(StateEditor e) {
        Card card = e.drawOne();
        if (card == null) {
            e.events.add(new NambarzEvent.NothingToDraw(e.current));
            pass(e);
            return;
        }
        e.setHand(e.hand().plus(card));
        e.events.add(new NambarzEvent.Drew(e.current, card));
        // NZ-TURN-2: the player now plays it or keeps it (Pass). The turn waits even when it cannot be played:
        // ending it at once would tell the pupil the answer (docs/rules-decisions.md).
        e.phase = new TurnPhase.Drawn(card);
    }

    /** NZ-JOKER-5: after a replay joker only a match, a calculation, a replay joker or a draw may follow. */
    private static void changeJokerAfterReplay(StateEditor e, JokerKind kind) {
        jokerPenalty(e, kind, new PlayContext.OnTarget(e.target()),
                new Judgment.Penalized(NambarzRule.NZ_JOKER_5, List.of(0), new Correction.TakeBack(), null));
    }

    /** NZ-JOKER-4: not two change jokers in a row; the first one stays alone on the pile. */
    private static void secondChangeJoker(StateEditor e, TurnPhase.AfterChangeJoker after, JokerKind kind) {
        Target lone = new Target.JokerTarget(after.kind());
        jokerPenalty(e, kind, new PlayContext.OnTarget(lone), Judge.judgeJoker(lone, kind));
    }

    private static void jokerPenalty(StateEditor e, JokerKind kind, PlayContext context, Judgment judgment) {
        Joker joker = Joker.of(kind);
        if (!e.hand().holds(kind)) {
            throw new IllegalMoveException(NOT_IN_HAND, "no " + kind.notation() + " in the hand");
        }
        e.setHand(e.hand().minus(joker));
        e.events.add(new NambarzEvent.Played(e.current, List.of(joker), null, context, judgment));
        penalize(e, List.of(), List.of(joker));
    }

    private static void pass(StateEditor e) {
        e.events.add(new NambarzEvent.Passed(e.current));
        endTurn(e);
    }

    private static void afterCorrectPlay(StateEditor e) {
        if (!e.hand().isEmpty() && e.hand().holds(JokerKind.REPLAY)) {
            e.phase = new TurnPhase.Played();
        } else {
            endTurn(e);
        }
    }

    /** Cards that stay go on the pile, the others back to the hand; then 3 cards are drawn. */
    private static void penalize(StateEditor e, List<Card> stays, List<Card> back) {
        if (!stays.isEmpty()) {
            e.played = e.played.pushAll(stays);
            e.movedThisTurn = true;
        }
        e.setHand(e.hand().plusAll(back));
        List<Card> drawn = new ArrayList<>(PENALTY_CARDS);
        for (int i = 0; i < PENALTY_CARDS; i++) {
            Card card = e.drawOne();
            if (card == null) {
                break;
            }
            drawn.add(card);
        }
        e.setHand(e.hand().plusAll(drawn));
        e.events.add(new NambarzEvent.PenaltyDrawn(e.current, drawn));
        endTurn(e);
    }

    /**
     * Ends the turn: a player with no cards is out; the round may end; else the next player holding
     * cards plays. Reading: when every player still in has had a turn in a row in which no card moved
     * (nothing to draw, nothing played), the round is blocked and ends.
     */
    static void endTurn(StateEditor e) {
        int seat = e.current;
        if (e.hands[seat].isEmpty() && !e.finished(seat)) {
            e.addFinished(seat);
            e.events.add(new NambarzEvent.Finished(seat, e.finishOrder.length));
        }
        e.idleTurns = e.movedThisTurn ? 0 : e.idleTurns + 1;
        if (Rounds.isOver(e)) {
            Rounds.endRound(e, false);
            return;
        }
        if (e.idleTurns >= e.activeCount()) {
            Rounds.endRound(e, true);
            return;
        }
        int players = e.options.players();
        int next = seat;
        do {
            next = (next + 1) % players;
        } while (!e.inRound(next) || e.finished(next));
        e.current = next;
        e.turns++;
        e.phase = new TurnPhase.Open(false);
        e.movedThisTurn = false;
        e.playedThisTurn = false;
    }

    private static IllegalMoveException notNow(String why) {
        return new IllegalMoveException(NOT_NOW, why);
    }
}
