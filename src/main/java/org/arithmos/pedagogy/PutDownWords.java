package org.arithmos.pedagogy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Evaluation;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.CardType;
import org.arithmos.engine.nambarz.Correction;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.LegalMoves;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;

/** Words for number cards put down on a number card: a match (NZ-MATCH-1) or a calculation (NZ-CALC-*). */
final class PutDownWords {

    private final Words words;
    private final StepWords steps;

    PutDownWords(Words words, StepWords steps) {
        this.words = words;
        this.steps = steps;
    }

    /** The play as the judge saw it; {@code values} are the cards' values in the order put down. */
    private record Play(NumberCard target, List<NumberCard> cards, Expr expr, CalcMode mode, long[] values) {
        int goal() {
            return target.value();
        }
    }

    Explanation explain(NumberCard target, List<NumberCard> cards, Expr expr, CalcMode mode, Judgment judgment) {
        long[] values = cards.stream().mapToLong(NumberCard::value).toArray();
        Play play = new Play(target, cards, expr, mode, values);
        return switch (judgment) {
            case Judgment.Accepted accepted -> accepted(play, accepted);
            case Judgment.Penalized penalized -> penalized(play, penalized);
        };
    }

    private Explanation accepted(Play play, Judgment.Accepted accepted) {
        if (play.cards().size() == 1) {
            NumberCard card = play.cards().getFirst();
            return new Explanation(true, NambarzRule.NZ_MATCH_1, words.text("title.match"),
                    words.text(sameNumber(card, play.target()) ? "why.match.number" : "why.match.animal",
                            words.card(card), words.card(play.target())),
                    null, List.of(), null);
        }
        String bonus = accepted.bonus() == 0 ? null
                : words.text(accepted.bonus() == 7 ? "bonus.master" : "bonus.superMaster", Words.number(accepted.bonus()));
        return new Explanation(true, NambarzRule.NZ_CALC_3, words.text("title.calculation"),
                words.text("why.calculation", Words.calculation(play.expr(), play.values()), Words.number(play.goal())),
                null, steps.steps(accepted.evaluation(), play.goal()), bonus);
    }

    private Explanation penalized(Play play, Judgment.Penalized p) {
        List<String> stepTexts = steps.steps(p.evaluation(), play.goal());
        String correct = correction(play, p.correction());
        return switch (p.rule()) {
            case NZ_MATCH_1 -> penalty(p, "title.notMatch", notMatch(play.cards().getFirst(), play.target()), correct, stepTexts);
            case NZ_CALC_2 -> penalty(p, "title.mixed", mixed(play, p.atFault()), correct, stepTexts);
            case NZ_CALC_6 -> penalty(p, "title.operation", words.text("why.operation", forbiddenOperators(play)), correct,
                    stepTexts);
            case NZ_CALC_8 -> penalty(p, "title.matching", matching(play, p.atFault()), correct, stepTexts);
            case NZ_CALC_4 -> penalty(p, "title.forbiddenStep", steps.forbidden(p.evaluation().invalidStep(), "why"),
                    correct, stepTexts);
            case NZ_CALC_3 -> penalty(p, "title.wrongResult", words.text("why.wrongResult",
                    Words.calculation(play.expr(), play.values()), Words.number(p.evaluation().result()),
                    Words.number(play.goal())), correct, stepTexts);
            case NZ_CALC_7 -> penalty(p, "title.tooMany", tooMany(play, (Correction.KeepShorter) p.correction()), correct,
                    stepTexts);
            default -> throw new IllegalArgumentException("the judge does not name " + p.rule() + " for cards put down");
        };
    }

    private Explanation penalty(Judgment.Penalized p, String titleKey, String reason, String correct, List<String> steps) {
        return new Explanation(false, p.rule(), words.text(titleKey), reason, correct, steps, null);
    }

    private String notMatch(NumberCard card, NumberCard target) {
        String key = target.type() == CardType.SYMBOL
                ? card.type() == CardType.DRAWING ? "why.notMatch.symbolTarget" : "why.notMatch.number"
                : card.type() == CardType.DRAWING ? "why.notMatch.numberOrAnimal" : "why.notMatch.number";
        return words.text(key, words.card(card), words.card(target));
    }

    /** NZ-CALC-2: the cards of the smaller kind (the ones at fault) first, then the others. */
    private String mixed(Play play, List<Integer> atFault) {
        CardType odd = play.cards().get(atFault.getFirst()).type();
        List<NumberCard> oddCards = play.cards().stream().filter(c -> c.type() == odd).toList();
        List<NumberCard> others = play.cards().stream().filter(c -> c.type() != odd).toList();
        return words.text("why.mixed", kindSentence(oddCards, odd), kindSentence(others, others.getFirst().type()));
    }

    private String kindSentence(List<NumberCard> cards, CardType type) {
        return words.counted(type == CardType.SYMBOL ? "kind.symbol" : "kind.drawing", cards.size(), words.cards(cards));
    }

    private static String forbiddenOperators(Play play) {
        Set<String> symbols = new LinkedHashSet<>();
        for (Operator op : play.expr().operators()) {
            if (!play.mode().operations().allows(op)) {
                symbols.add(String.valueOf(op.symbol()));
            }
        }
        return String.join(" ", symbols);
    }

    /** NZ-CALC-8: the matching card that stays, by number or by animal, and any other matching card. */
    private String matching(Play play, List<Integer> atFault) {
        NumberCard first = play.cards().get(atFault.getFirst());
        String why = words.text(sameNumber(first, play.target()) ? "why.matching.number" : "why.matching.animal",
                words.card(first), words.card(play.target()));
        if (atFault.size() == 1) {
            return why;
        }
        List<NumberCard> more = atFault.subList(1, atFault.size()).stream().map(play.cards()::get).toList();
        return why + " " + words.counted("why.matching.more", more.size(), words.cards(more), words.card(play.target()));
    }

    /** NZ-CALC-7: the shorter calculation the engine found among the cards. */
    private String tooMany(Play play, Correction.KeepShorter shorter) {
        return words.text("why.tooMany", ordered(play, shorter.order(), shorter.expr()), Words.number(play.goal()),
                Words.number(shorter.order().size()), Words.number(play.cards().size()));
    }

    /** What happens to the cards (NZ-PEN-1..4), a tip when nothing could stay, and the 3 cards to draw. */
    private String correction(Play play, Correction correction) {
        String goal = Words.number(play.goal());
        String text = switch (correction) {
            case Correction.KeepShorter(List<Integer> order, Expr expr) -> {
                List<NumberCard> back = others(play.cards(), order);
                yield words.counted("correct.keep", back.size(), ordered(play, order, expr), goal, words.cards(back));
            }
            case Correction.KeepMatching(int position) -> {
                List<NumberCard> back = others(play.cards(), List.of(position));
                yield words.counted("correct.matching", back.size(), words.card(play.cards().get(position)),
                        words.cards(back));
            }
            case Correction.Recombine(List<Integer> order, Expr expr) ->
                    words.text("correct.recombine", ordered(play, order, expr), goal);
            case Correction.TakeBack back -> words.counted("correct.back", play.cards().size(), words.cards(play.cards()))
                    + tip(play);
            case Correction.MatchInstead instead ->
                    throw new IllegalArgumentException("a card after a change joker: use explainAfterChangeJoker");
        };
        return text + " " + words.text("penalty");
    }

    /** Decision 13 of docs/rules-decisions.md: when everything goes back, still show a play the cards allow. */
    private String tip(Play play) {
        if (play.cards().size() < 2) {
            return "";
        }
        List<NambarzMove> plays = LegalMoves.plays(Hand.of(play.cards()), new Target.NumberTarget(play.target()),
                play.mode());
        return plays.stream()
                .map(NambarzMove.PutDown.class::cast)
                .max(Comparator.comparingInt(p -> p.cards().size()))
                .map(best -> " " + (best.cards().size() == 1
                        ? words.text("tip.match", words.card(best.cards().getFirst()), words.card(play.target()))
                        : words.text("tip.calculation", Words.calculation(best.expr(), values(best.cards())),
                        Words.number(play.goal()))))
                .orElse("");
    }

    /** A correction's calculation: leaf i is the card at {@code order.get(i)}. */
    private static String ordered(Play play, List<Integer> order, Expr expr) {
        long[] values = order.stream().mapToLong(i -> play.values()[i]).toArray();
        return Words.calculation(expr, values);
    }

    private static long[] values(List<NumberCard> cards) {
        return cards.stream().mapToLong(NumberCard::value).toArray();
    }

    /** The cards not at these positions, in the order they were put down. */
    static List<NumberCard> others(List<NumberCard> cards, List<Integer> kept) {
        List<NumberCard> out = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            if (!kept.contains(i)) {
                out.add(cards.get(i));
            }
        }
        return out;
    }

    static boolean sameNumber(NumberCard card, NumberCard target) {
        return card.value() == target.value();
    }
}
