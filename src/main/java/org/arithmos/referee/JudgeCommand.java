package org.arithmos.referee;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.i18n.Language;
import org.arithmos.pedagogy.Explanations;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code judge}: cards put down on a target, judged by the engine ({@link Judge}), explained in English.
 * One card is a match; more, with {@code ops} or {@code expr}, a calculation; a joker first is a joker play,
 * and after a change joker the card(s) put with it (NZ-JOKER-1..5).
 */
final class JudgeCommand {

    private static final String CARDS_EXAMPLE = "the cards put down in order, like [\"6\",\"2\"] or [\"7-fish\"]";
    private static final String OPS_EXAMPLE = "like [\"+\",\"-\"]";
    private static final Explanations ENGLISH = Explanations.in(Language.ENGLISH);

    private JudgeCommand() {
    }

    static ObjectNode answer(Request request) {
        NumberCard targetCard = CardNotation.target(request);
        List<Card> cards = CardNotation.parseAll("cards", request.strings("cards", CARDS_EXAMPLE));
        if (cards.isEmpty()) {
            throw new RequestError("\"cards\" is empty: " + CARDS_EXAMPLE);
        }
        CalcMode mode = Options.calcMode(request);
        boolean hasOps = request.has("ops");
        boolean hasExpr = request.has("expr");
        if (hasOps && hasExpr) {
            throw new RequestError("give either \"ops\" (left to right) or \"expr\", not both");
        }
        CardNotation.checkDeck(targetCard, cards);
        Target target = new Target.NumberTarget(targetCard);
        boolean noOperators = !hasExpr && (!hasOps || request.strings("ops", OPS_EXAMPLE).isEmpty());
        if (cards.getFirst() instanceof Joker joker && noOperators) {
            return jokerFirst(target, targetCard, joker.kind(), cards.subList(1, cards.size()), mode);
        }
        List<NumberCard> numbers = numberCards(cards);
        Expr expr = hasExpr ? Calculations.fromExpr(numbers, request.string("expr", "like \"9-(8/2)\""), mode)
                : hasOps ? Calculations.fromOps(numbers, request.strings("ops", OPS_EXAMPLE))
                : single(numbers);
        Judgment judgment = Judge.judge(target, numbers, expr, mode);
        return Answers.verdict(judgment, numbers, List.of(), mode, ENGLISH.explain(target, numbers, expr, mode, judgment));
    }

    private static List<NumberCard> numberCards(List<Card> cards) {
        for (Card card : cards) {
            if (card instanceof Joker) {
                throw new RequestError("a joker cannot be part of a calculation: \"" + card.notation()
                        + "\" (put a joker down alone, or a change joker first and then one card, without ops)");
            }
        }
        return cards.stream().map(NumberCard.class::cast).toList();
    }

    private static Expr single(List<NumberCard> cards) {
        if (cards.size() > 1) {
            throw new RequestError(cards.size() + " cards are a calculation: give its "
                    + Calculations.operators(cards.size() - 1) + " in \"ops\", like [\"+\",\"-\"], or an \"expr\", "
                    + "like \"9-(8/2)\"");
        }
        return Expr.single();
    }

    /**
     * A joker alone ({@link Judge#judgeJoker}), or a change joker and the card(s) put after it
     * ({@link Judge#judgeAfterChangeJoker}, judged only when the joker itself was allowed).
     */
    private static ObjectNode jokerFirst(Target target, NumberCard targetCard, JokerKind kind, List<Card> after,
                                         CalcMode mode) {
        if (kind == JokerKind.REPLAY && !after.isEmpty()) {
            throw new RequestError("put the replay joker down alone; judge the play after it in its own line, on the "
                    + "same target (NZ-JOKER-5)");
        }
        if (after.stream().anyMatch(Joker.class::isInstance)) {
            throw new RequestError("after a change joker comes one number card, not a joker (NZ-JOKER-2, NZ-JOKER-4)");
        }
        Judgment jokerJudgment = Judge.judgeJoker(target, kind);
        List<Card> joker = List.of(Joker.of(kind));
        if (!jokerJudgment.legal() || after.isEmpty()) {
            // A wrong joker ends the turn (NZ-PEN-5): any card meant to follow it goes back with it.
            List<Card> all = new ArrayList<>(joker);
            all.addAll(after);
            return Answers.verdict(jokerJudgment, all, List.of(), mode, ENGLISH.explainJoker(target, kind, jokerJudgment));
        }
        List<NumberCard> numbers = after.stream().map(NumberCard.class::cast).toList();
        Judgment judgment = Judge.judgeAfterChangeJoker(kind, targetCard, numbers);
        return Answers.verdict(judgment, numbers, joker, mode,
                ENGLISH.explainAfterChangeJoker(kind, targetCard, numbers, judgment));
    }
}
