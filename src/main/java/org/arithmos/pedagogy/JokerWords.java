package org.arithmos.pedagogy;

import java.util.List;
import org.arithmos.engine.nambarz.Correction;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.PlayKind;
import org.arithmos.engine.nambarz.Target;

/** Words for jokers (NZ-JOKER-1..5) and for the cards around a change joker. */
final class JokerWords {

    private final Words words;

    JokerWords(Words words) {
        this.words = words;
    }

    /** A joker played on the target (NZ-JOKER-1, NZ-JOKER-4 two change jokers in a row, NZ-JOKER-5). */
    Explanation joker(Target target, JokerKind kind, Judgment judgment) {
        String joker = words.joker(kind);
        return switch (judgment) {
            case Judgment.Accepted a when a.kind() == PlayKind.REPLAY_JOKER ->
                    accepted(NambarzRule.NZ_JOKER_5, "title.replayJoker", words.text("why.replay", words.target(target)));
            case Judgment.Accepted a when a.kind() == PlayKind.CHANGE_JOKER ->
                    accepted(NambarzRule.NZ_JOKER_1, "title.changeJoker",
                            words.text("why.changeJoker", joker, words.target(target), words.jokerFits(kind)));
            case Judgment.Penalized p when p.rule() == NambarzRule.NZ_JOKER_4
                    && target instanceof Target.JokerTarget(JokerKind under) ->
                    penalty(p, "title.twoChanges", words.text("why.twoChanges", joker, words.joker(under)),
                            words.text("correct.jokerBack", joker));
            case Judgment.Penalized p when p.rule() == NambarzRule.NZ_JOKER_5 ->
                    penalty(p, "title.changeAfterReplay", words.text("why.changeAfterReplay", joker),
                            words.text("correct.jokerBack", joker));
            case Judgment.Penalized p when p.rule() == NambarzRule.NZ_JOKER_1
                    && target instanceof Target.NumberTarget(NumberCard card) ->
                    penalty(p, "title.jokerType", words.text("why.jokerType", joker, words.jokerFits(kind),
                            words.card(card), words.kind(card.type())), words.text("correct.jokerBack", joker));
            default -> throw mismatch(judgment);
        };
    }

    /** The card(s) after one's own change joker (NZ-JOKER-2, NZ-JOKER-4, docs/rules-decisions.md 6-7). */
    Explanation afterChangeJoker(JokerKind kind, NumberCard covered, List<NumberCard> cards, Judgment judgment) {
        String joker = words.joker(kind);
        return switch (judgment) {
            case Judgment.Accepted a when a.kind() == PlayKind.CARD_AFTER_JOKER ->
                    accepted(NambarzRule.NZ_JOKER_2, "title.cardAfterJoker",
                            words.text("why.cardAfterJoker", joker, words.jokerFits(kind), words.card(cards.getFirst())));
            case Judgment.Penalized p when p.correction() instanceof Correction.MatchInstead -> {
                NumberCard card = cards.getFirst();
                String key = PutDownWords.sameNumber(card, covered) ? "why.matchAfterJoker.number"
                        : "why.matchAfterJoker.animal";
                yield penalty(p, "title.matchAfterJoker", words.text(key, words.card(card), words.card(covered), joker),
                        words.text("correct.matchInstead", joker, words.card(card)));
            }
            case Judgment.Penalized p when p.rule() == NambarzRule.NZ_JOKER_2 -> {
                String why = cards.size() != 1
                        ? words.text("why.afterJoker.count", joker, Words.number(cards.size()))
                        : words.text("why.afterJoker.kind", joker, words.jokerFits(kind), words.card(cards.getFirst()),
                        words.kind(cards.getFirst().type()));
                yield penalty(p, "title.afterJoker", why,
                        words.counted("correct.afterJokerBack", cards.size(), words.cards(cards), joker));
            }
            default -> throw mismatch(judgment);
        };
    }

    /** Card(s) put down on a change joker that was played alone (NZ-JOKER-3). */
    Explanation onLoneJoker(JokerKind kind, List<NumberCard> cards, Judgment judgment) {
        String joker = words.joker(kind);
        return switch (judgment) {
            case Judgment.Accepted a when a.kind() == PlayKind.CARD_ON_JOKER ->
                    accepted(NambarzRule.NZ_JOKER_3, "title.cardOnJoker",
                            words.text("why.cardOnJoker", words.card(cards.getFirst()), joker, words.jokerFits(kind)));
            case Judgment.Penalized p when p.rule() == NambarzRule.NZ_JOKER_3 -> {
                String why = cards.size() != 1
                        ? words.text("why.onJoker.count", joker)
                        : words.text("why.onJoker.kind", joker, words.jokerFits(kind), words.card(cards.getFirst()),
                        words.kind(cards.getFirst().type()));
                yield penalty(p, "title.onJoker", why, words.counted("correct.back", cards.size(), words.cards(cards)));
            }
            default -> throw mismatch(judgment);
        };
    }

    private Explanation accepted(NambarzRule rule, String titleKey, String reason) {
        return new Explanation(true, rule, words.text(titleKey), reason, null, List.of(), null);
    }

    private Explanation penalty(Judgment.Penalized p, String titleKey, String reason, String correct) {
        return new Explanation(false, p.rule(), words.text(titleKey), reason, correct + " " + words.text("penalty"),
                List.of(), null);
    }

    private static IllegalArgumentException mismatch(Judgment judgment) {
        return new IllegalArgumentException("not a verdict the judge gives on this play: " + judgment);
    }
}
