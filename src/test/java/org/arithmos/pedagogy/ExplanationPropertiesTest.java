package org.arithmos.pedagogy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.i18n.Language;

/** Whatever the judge answers, every language has words for it: no missing text, the rule the judge named. */
class ExplanationPropertiesTest {

    @Property(tries = 400)
    void everyCalculationVerdictHasWords(@ForAll("targets") NumberCard target, @ForAll("plays") List<NumberCard> cards,
                                         @ForAll("operators") List<Operator> ops, @ForAll OperationSet operations) {
        List<Operator> shapeOps = ops.subList(0, cards.size() - 1);
        Expr expr = Expr.leftToRight(shapeOps);
        CalcMode mode = CalcMode.of(operations, false);
        Target t = new Target.NumberTarget(target);
        Judgment judgment = Judge.judge(t, cards, expr, mode);
        for (Language language : Language.values()) {
            Explanation e = Explanations.in(language).explain(t, cards, expr, mode, judgment);
            check(e, judgment, language);
            if (judgment instanceof Judgment.Accepted accepted && accepted.bonus() > 0) {
                assertThat(e.bonus()).contains(Integer.toString(accepted.bonus()));
            }
        }
    }

    @Property(tries = 200)
    void everyJokerVerdictHasWords(@ForAll JokerKind kind, @ForAll("targets") NumberCard covered,
                                   @ForAll("plays") List<NumberCard> after, @ForAll JokerKind under) {
        Target lone = new Target.JokerTarget(under == JokerKind.REPLAY ? JokerKind.ANY : under);
        Expr shape = Expr.leftToRight(java.util.Collections.nCopies(after.size() - 1, Operator.PLUS));
        for (Language language : Language.values()) {
            Explanations explanations = Explanations.in(language);
            Judgment onNumber = Judge.judgeJoker(new Target.NumberTarget(covered), kind);
            check(explanations.explainJoker(new Target.NumberTarget(covered), kind, onNumber), onNumber, language);
            Judgment onJoker = Judge.judgeJoker(lone, kind);
            check(explanations.explainJoker(lone, kind, onJoker), onJoker, language);
            Judgment onLoneJoker = Judge.judge(lone, after, shape, CalcMode.LEFT_TO_RIGHT);
            check(explanations.explain(lone, after, shape, CalcMode.LEFT_TO_RIGHT, onLoneJoker), onLoneJoker, language);
            if (kind.isChange()) {
                Judgment next = Judge.judgeAfterChangeJoker(kind, covered, after);
                check(explanations.explainAfterChangeJoker(kind, covered, after, next), next, language);
            }
        }
    }

    private static void check(Explanation e, Judgment judgment, Language language) {
        assertThat(e.oneLine()).doesNotContain("!" + language.code() + ":").doesNotContain("{");
        assertThat(e.legal()).isEqualTo(judgment.legal());
        if (judgment instanceof Judgment.Penalized p) {
            assertThat(e.rule()).isEqualTo(p.rule());
            assertThat(e.correctPlay()).isNotBlank();
        }
    }

    @Provide
    Arbitrary<NumberCard> targets() {
        return Arbitraries.integers().between(0, 29).map(face -> (NumberCard) Card.ofFace(face));
    }

    /** 1-6 number cards, mostly of one kind so that calculations get past NZ-CALC-2. */
    @Provide
    Arbitrary<List<NumberCard>> plays() {
        Arbitrary<NumberCard> symbol = Arbitraries.integers().between(0, 9).map(face -> (NumberCard) Card.ofFace(face));
        Arbitrary<NumberCard> drawing = Arbitraries.integers().between(10, 29).map(face -> (NumberCard) Card.ofFace(face));
        Arbitrary<NumberCard> any = Arbitraries.integers().between(0, 29).map(face -> (NumberCard) Card.ofFace(face));
        return Arbitraries.oneOf(symbol.list().ofMinSize(1).ofMaxSize(6), drawing.list().ofMinSize(1).ofMaxSize(6),
                any.list().ofMinSize(1).ofMaxSize(6)).filter(ExplanationPropertiesTest::fitsTheDeck);
    }

    @Provide
    Arbitrary<List<Operator>> operators() {
        return Arbitraries.of(Operator.class).list().ofSize(5);
    }

    private static boolean fitsTheDeck(List<NumberCard> cards) {
        return cards.stream().allMatch(c -> cards.stream().filter(c::equals).count() <= (c.face() < 10 ? 4 : 2));
    }
}
