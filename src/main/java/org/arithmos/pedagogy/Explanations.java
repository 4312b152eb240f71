package org.arithmos.pedagogy;

import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.i18n.Language;

/**
 * Turns the judge's verdicts (data) into words for pupils aged 6-12, in English, French or Italian:
 * short, friendly, exact, with the real cards and numbers (NZ-PEN-6). One method per method of
 * {@link Judge}; pass exactly what was given to the judge, and its answer.
 *
 * <p>The words are the {@code explain.*} keys of {@code vaadin-i18n/translations*.properties}; the rules
 * stay in the engine: nothing here decides what is legal.
 */
public final class Explanations {

    private final PutDownWords putDown;
    private final JokerWords jokers;

    private Explanations(Language language) {
        Words words = new Words(language);
        StepWords steps = new StepWords(words);
        this.putDown = new PutDownWords(words, steps);
        this.jokers = new JokerWords(words);
    }

    public static Explanations in(Language language) {
        return new Explanations(language);
    }

    /** Explains {@link Judge#judge}: a match, a calculation, or a card on a change joker played alone. */
    public Explanation explain(Target target, List<? extends NumberCard> cards, Expr expr, CalcMode mode,
                               Judgment judgment) {
        List<NumberCard> put = List.copyOf(cards);
        return switch (target) {
            case Target.NumberTarget(NumberCard card) -> putDown.explain(card, put, expr, mode, judgment);
            case Target.JokerTarget(JokerKind kind) -> jokers.onLoneJoker(kind, put, judgment);
        };
    }

    /** Explains {@link Judge#judgeJoker}: a change joker or a replay joker played on the target. */
    public Explanation explainJoker(Target target, JokerKind kind, Judgment judgment) {
        return jokers.joker(target, kind, judgment);
    }

    /** Explains {@link Judge#judgeAfterChangeJoker}: the card(s) put right after one's own change joker. */
    public Explanation explainAfterChangeJoker(JokerKind joker, NumberCard covered, List<? extends NumberCard> cards,
                                               Judgment judgment) {
        return jokers.afterChangeJoker(joker, covered, List.copyOf(cards), judgment);
    }
}
