package org.arithmos.pedagogy;

import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Evaluator;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
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

    private final Words words;
    private final PutDownWords putDown;
    private final JokerWords jokers;

    private Explanations(Words words) {
        this.words = words;
        StepWords steps = new StepWords(words);
        this.putDown = new PutDownWords(words, steps);
        this.jokers = new JokerWords(words);
    }

    /** Words for the pupil who played ("goes back to your hand. You draw 3 cards."). */
    public static Explanations in(Language language) {
        return new Explanations(new Words(language));
    }

    /**
     * Words about a pupil's play for the whole class (the class game's debrief, projected): the same
     * explanations, said of "the hand", never "your hand".
     */
    public static Explanations forClass(Language language) {
        return new Explanations(new Words(language, true));
    }

    /**
     * The correct play there was when a penalized play kept nothing (the hint's play, {@code play.Hints}), said
     * to the class: a calculation with its result, a match, a joker, or drawing (or ending the turn) when no
     * card could be played.
     */
    public String betterPlay(NambarzMove better) {
        return switch (better) {
            case NambarzMove.PutDown p when p.cards().size() == 1 ->
                    words.classText("better.match", words.card(p.cards().getFirst()));
            case NambarzMove.PutDown p -> {
                long[] values = p.cards().stream().mapToLong(NumberCard::value).toArray();
                yield words.classText("better.calculation", Words.calculation(p.expr(), values),
                        Words.number(Evaluator.value(values, p.expr())));
            }
            case NambarzMove.PlayJoker j -> words.classText("better.joker", words.joker(j.kind()));
            case NambarzMove.Draw d -> words.classText("better.draw");
            case NambarzMove.Pass p -> words.classText("better.pass");
        };
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
