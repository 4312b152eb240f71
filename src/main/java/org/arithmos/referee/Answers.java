package org.arithmos.referee;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Correction;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.pedagogy.Explanation;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** The JSON the referee answers with (the format is in README.md, "Referee mode"). */
final class Answers {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private Answers() {
    }

    static ObjectNode error(String message) {
        return JSON.objectNode().put("error", message);
    }

    /**
     * A judge's answer. {@code judged} are the cards the judgment's positions refer to; {@code staying} the
     * cards of the line already accepted before them (a change joker), which stay unless the correction
     * sends them back.
     */
    static ObjectNode verdict(Judgment judgment, List<? extends Card> judged, List<? extends Card> staying,
                              CalcMode mode, Explanation explanation) {
        ObjectNode answer = JSON.objectNode().put("legal", judgment.legal());
        switch (judgment) {
            case Judgment.Accepted accepted -> answer.putNull("rule").put("bonus", accepted.bonus());
            case Judgment.Penalized penalized -> {
                answer.put("rule", penalized.rule().id());
                strings(answer.putArray("atFault"), penalized.atFault().stream().map(i -> judged.get(i).notation()).toList());
                answer.set("correction", correction(penalized.correction(), judged, staying, mode));
            }
        }
        return answer.put("explanation", explanation.oneLine());
    }

    /** What happens to the cards: {@code cards} stay on the pile, in this order; {@code back} go back to the hand. */
    static ObjectNode correction(Correction correction, List<? extends Card> judged, List<? extends Card> staying,
                                 CalcMode mode) {
        ObjectNode out = JSON.objectNode();
        return switch (correction) {
            case Correction.KeepShorter(List<Integer> order, Expr expr) ->
                    kept(out.put("kind", "shorter"), judged, order, expr, mode);
            case Correction.KeepMatching(int position) ->
                    kept(out.put("kind", "matching-card"), judged, List.of(position), Expr.single(), mode);
            case Correction.Recombine(List<Integer> order, Expr expr) ->
                    kept(out.put("kind", "recombination"), judged, order, expr, mode);
            case Correction.MatchInstead instead -> {
                // NZ-JOKER-4 / NZ-PEN-5: the card stays alone as a match; the change joker before it goes back.
                strings(out.put("kind", "match-instead").putArray("cards"), List.of(judged.getFirst().notation()));
                List<Card> back = new ArrayList<>(staying);
                back.addAll(judged.subList(1, judged.size()));
                strings(out.putArray("back"), CardNotation.notation(back));
                yield out;
            }
            case Correction.TakeBack back -> {
                strings(out.put("kind", "none").putArray("cards"), CardNotation.notation(staying));
                strings(out.putArray("back"), CardNotation.notation(judged));
                yield out;
            }
        };
    }

    private static ObjectNode kept(ObjectNode out, List<? extends Card> judged, List<Integer> order, Expr expr,
                                   CalcMode mode) {
        List<NumberCard> stays = order.stream().map(i -> (NumberCard) judged.get(i)).toList();
        calculation(out, stays, expr, mode);
        List<Card> back = new ArrayList<>();
        for (int i = 0; i < judged.size(); i++) {
            if (!order.contains(i)) {
                back.add(judged.get(i));
            }
        }
        strings(out.putArray("back"), CardNotation.notation(back));
        return out;
    }

    /**
     * Cards in the order put down, with {@code "ops"} (parentheses off) or {@code "expr"} (parentheses on),
     * as a judge request writes them; a single card is just {@code "cards"}.
     */
    static ObjectNode calculation(ObjectNode out, List<? extends NumberCard> cards, Expr expr, CalcMode mode) {
        strings(out.putArray("cards"), CardNotation.notation(cards));
        if (cards.size() == 1) {
            return out;
        }
        if (mode.parentheses()) {
            out.put("expr", Calculations.expr(expr, cards));
        } else {
            strings(out.putArray("ops"), Calculations.ops(expr));
        }
        return out;
    }

    static ObjectNode calculation(List<? extends NumberCard> cards, Expr expr, CalcMode mode) {
        return calculation(JSON.objectNode(), cards, expr, mode);
    }

    static ObjectNode object() {
        return JSON.objectNode();
    }

    static ArrayNode strings(ArrayNode array, List<String> items) {
        items.forEach(array::add);
        return array;
    }
}
