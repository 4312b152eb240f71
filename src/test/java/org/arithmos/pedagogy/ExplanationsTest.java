package org.arithmos.pedagogy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.i18n.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One concrete play per rule the judge names and per kind of correction: the English words carry the
 * right cards and numbers, and French and Italian are real translations, not English fallbacks.
 */
class ExplanationsTest {

    private static final CalcMode ALL = CalcMode.LEFT_TO_RIGHT;
    private static final CalcMode PLUS_MINUS = new CalcMode(OperationSet.ADD_SUBTRACT, false);

    /** A play, judged and explained in one language; {@code english} must all be in the English text. */
    record Case(String name, NambarzRule rule, Function<Explanations, Explanation> explain, List<String> english) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Case> cases() {
        return Stream.of(
                new Case("match by number", NambarzRule.NZ_MATCH_1, put("3-bee", "3-hippopotamus", ALL),
                        List.of("A match", "3 hippopotamus has the same number as 3 bee.")),
                new Case("match by animal", NambarzRule.NZ_MATCH_1, put("3-bee", "8-bee", ALL),
                        List.of("8 bee has the same animal as 3 bee.")),
                new Case("master stroke", NambarzRule.NZ_CALC_3,
                        put("3-bee", "10-bear + 1-dragonfly + 1-tortoise - 9-duck", ALL),
                        List.of("Correct calculation", "10 + 1 + 1 − 9 = 3", "Master stroke! +7 points",
                                "10 + 1 = 11", "12 − 9 = 3 ✓")),
                new Case("super master stroke", NambarzRule.NZ_CALC_3, put("5", "8 + 8 - 1 - 1 - 9", ALL),
                        List.of("Super master stroke! +14 points")),
                new Case("left to right, figure 4", NambarzRule.NZ_CALC_3, put("3", "(10 - 4) / 2", ALL),
                        List.of("(10 − 4) ÷ 2 = 3", "10 − 4 = 6", "6 ÷ 2 = 3 ✓")),
                new Case("parentheses, questions and answers", NambarzRule.NZ_CALC_3,
                        put("5", "9 - (8 / 2)", CalcMode.WITH_PARENTHESES),
                        List.of("9 − (8 ÷ 2) = 5", "8 ÷ 2 = 4", "9 − 4 = 5 ✓")),
                new Case("NZ-MATCH-1, drawing on a symbol", NambarzRule.NZ_MATCH_1, put("3", "8-bee", ALL),
                        List.of("Not a match", "8 bee does not have the same number as 3.", "3 is a symbol card",
                                "8 bee goes back to your hand.", "You draw 3 cards.")),
                new Case("NZ-MATCH-1, two drawings", NambarzRule.NZ_MATCH_1, put("3-bee", "7-fish", ALL),
                        List.of("7 fish has neither the same number nor the same animal as 3 bee.")),
                new Case("NZ-CALC-2 take back", NambarzRule.NZ_CALC_2, put("3", "7-fish - 4", ALL),
                        List.of("Two kinds of cards", "4 is a symbol card", "7 fish is a drawing card",
                                "7 fish and 4 go back to your hand.")),
                new Case("NZ-CALC-6 take back", NambarzRule.NZ_CALC_6, put("3", "6 / 2", PLUS_MINUS),
                        List.of("+ and − only, so ÷ cannot be used", "6 and 2 go back to your hand.")),
                new Case("NZ-CALC-6 recombination", NambarzRule.NZ_CALC_6, put("3", "5 * 2", PLUS_MINUS),
                        List.of("× cannot be used", "The same cards can make 3: 5 − 2 = 3.")),
                new Case("NZ-CALC-8 keep matching", NambarzRule.NZ_CALC_8, put("3-bee", "9 / 3", ALL),
                        List.of("3 has the same number as 3 bee", "3 stays alone on the pile; 9 goes back to your hand.")),
                new Case("NZ-CALC-8 by animal", NambarzRule.NZ_CALC_8, put("3-bee", "8-bee - 5-cat", ALL),
                        List.of("8 bee has the same animal as 3 bee",
                                "8 bee stays alone on the pile; 5 cat goes back to your hand.")),
                new Case("NZ-CALC-4 below zero, recombined", NambarzRule.NZ_CALC_4, put("3", "2 - 9 + 10", ALL),
                        List.of("2 − 9 is below zero, and every step must give 0 or more.",
                                "The same cards can make 3: 2 + 10 − 9 = 3.")),
                new Case("NZ-CALC-4 inexact division", NambarzRule.NZ_CALC_4, put("3", "9 / 2", ALL),
                        List.of("9 ÷ 2 does not come out exactly", "9 and 2 go back to your hand.")),
                new Case("NZ-CALC-3 take back", NambarzRule.NZ_CALC_3, put("3", "9 - 2", ALL),
                        List.of("Not the right number", "9 − 2 makes 7, not 3.", "9 − 2 = 7 (not 3)")),
                new Case("NZ-CALC-3 recombination", NambarzRule.NZ_CALC_3, put("3", "7 + 4", ALL),
                        List.of("7 + 4 makes 11, not 3.", "The same cards can make 3: 7 − 4 = 3.")),
                new Case("NZ-CALC-3 take back with a tip", NambarzRule.NZ_CALC_3, put("3", "6 + 2 + 5", ALL),
                        List.of("6, 2 and 5 go back to your hand.", "With these cards, 5 − 2 = 3 would work.")),
                new Case("NZ-CALC-7 keep shorter, figure 6", NambarzRule.NZ_CALC_7, put("3-bee", "6 + 5 + 2 - 10", ALL),
                        List.of("Too many cards", "6 ÷ 2 = 3 already makes 3 with 2 of your 4 cards.",
                                "6 ÷ 2 = 3 stays on the pile; 5 and 10 go back to your hand.",
                                "13 − 10 = 3 ✓")),
                new Case("replay joker", NambarzRule.NZ_JOKER_5, joker("3-bee", JokerKind.REPLAY),
                        List.of("Replay joker", "Play again on 3 bee")),
                new Case("change joker", NambarzRule.NZ_JOKER_1, joker("3", JokerKind.NUMBER),
                        List.of("The change number joker may cover 3.", "a symbol card of your choice")),
                new Case("NZ-JOKER-1 wrong type", NambarzRule.NZ_JOKER_1, joker("3-bee", JokerKind.NUMBER),
                        List.of("The change number joker covers only a symbol card, and 3 bee is a drawing card.",
                                "The change number joker goes back to your hand.")),
                new Case("NZ-JOKER-4 two change jokers", NambarzRule.NZ_JOKER_4,
                        e -> e.explainJoker(new Target.JokerTarget(JokerKind.NUMBER), JokerKind.ANY,
                                Judge.judgeJoker(new Target.JokerTarget(JokerKind.NUMBER), JokerKind.ANY)),
                        List.of("Two change jokers in a row",
                                "change number/drawing joker cannot go on the change number joker")),
                new Case("card after change joker", NambarzRule.NZ_JOKER_2, after(JokerKind.NUMBER, "3", "9"),
                        List.of("After the change number joker you may put down a symbol card of your choice: 9")),
                new Case("NZ-JOKER-2 two cards", NambarzRule.NZ_JOKER_2, after(JokerKind.ANY, "3", "7", "5"),
                        List.of("one single card, not 2", "7 and 5 go back to your hand; the change number/drawing "
                                + "joker stays on the pile.")),
                new Case("NZ-JOKER-2 wrong type", NambarzRule.NZ_JOKER_2, after(JokerKind.NUMBER, "3", "7-fish"),
                        List.of("After the change number joker comes a symbol card, and 7 fish is a drawing card.")),
                new Case("NZ-JOKER-4 match instead", NambarzRule.NZ_JOKER_4, after(JokerKind.ANY, "3-bee", "8-bee"),
                        List.of("8 bee has the same animal as 3 bee", "The change number/drawing joker goes back to "
                                + "your hand, and 8 bee stays alone on the pile, as a match.")),
                new Case("card on a lone joker", NambarzRule.NZ_JOKER_3, onJoker(JokerKind.DRAWING, "7-fish"),
                        List.of("On the change drawing joker alone", "7 fish is fine")),
                new Case("NZ-JOKER-3 calculation", NambarzRule.NZ_JOKER_3, onJoker(JokerKind.NUMBER, "7 - 4"),
                        List.of("one single card, with no calculation", "7 and 4 go back to your hand.")),
                new Case("NZ-JOKER-3 wrong type", NambarzRule.NZ_JOKER_3, onJoker(JokerKind.NUMBER, "2-fish"),
                        List.of("comes a symbol card, and 2 fish is a drawing card", "2 fish goes back")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void englishNamesTheCardsAndNumbers(Case c) {
        Explanation e = c.explain().apply(Explanations.in(Language.ENGLISH));
        assertThat(e.rule()).isEqualTo(c.rule());
        assertThat(e.oneLine()).contains(c.english()).doesNotContain("!en:");
        assertThat(e.correctPlay() == null).isEqualTo(e.legal());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void frenchAndItalianAreTranslated(Case c) {
        Explanation english = c.explain().apply(Explanations.in(Language.ENGLISH));
        for (Language language : List.of(Language.FRENCH, Language.ITALIAN)) {
            Explanation e = c.explain().apply(Explanations.in(language));
            assertThat(e.oneLine()).as("%s", language).doesNotContain("!" + language.code() + ":");
            assertThat(e.title()).as("%s", language).isNotEqualTo(english.title());
            assertThat(e.reason()).as("%s", language).isNotEqualTo(english.reason());
            assertThat(e.steps()).as("%s", language).hasSameSizeAs(english.steps());
            assertThat(e.rule()).isEqualTo(english.rule());
        }
    }

    @Test
    void cardsAndJokersHaveTheirNamesInEachLanguage() {
        Function<Explanations, Explanation> fishOnJoker = after(JokerKind.NUMBER, "3", "7-fish");
        assertThat(fishOnJoker.apply(Explanations.in(Language.FRENCH)).reason())
                .contains("7 poisson", "joker «\u00a0changer-chiffre\u00a0»");
        assertThat(fishOnJoker.apply(Explanations.in(Language.ITALIAN)).reason())
                .contains("7 pesce", "jolly «cambia simbolo»");
    }

    @Test
    void frenchFigureSixReadsLikeTheRules() {
        Explanation e = put("3-bee", "6 + 5 + 2 - 10", ALL).apply(Explanations.in(Language.FRENCH));
        assertThat(e.title()).isEqualTo("Trop de cartes");
        assertThat(e.reason()).isEqualTo("6 ÷ 2 = 3 donne déjà 3 avec 2 de tes 4 cartes.");
        assertThat(e.correctPlay()).isEqualTo("6 ÷ 2 = 3 reste sur la pile\u202f; 5 et 10 reviennent dans ta main. "
                + "Tu pioches 3 cartes.");
    }

    /** A card that stays on the pile is "seule"/"sola" or "seul"/"solo" by its animal: the sentences need neither. */
    @Test
    void aMatchingCardStaysOnThePileWithoutAGenderToAgree() {
        Function<Explanations, Explanation> dragonfly = put("6-dragonfly", "1-dragonfly + 5-cat", ALL);
        assertThat(dragonfly.apply(Explanations.in(Language.FRENCH)).correctPlay())
                .startsWith("Sur la pile ne reste que 1 libellule").doesNotContain("seul");
        assertThat(dragonfly.apply(Explanations.in(Language.ITALIAN)).correctPlay())
                .startsWith("Sulla pila resta solo 1 libellula").doesNotContain("da solo");
    }

    @Test
    void italianMasterStroke() {
        Explanation e = put("3-bee", "10-bear + 1-dragonfly + 1-tortoise - 9-duck", ALL)
                .apply(Explanations.in(Language.ITALIAN));
        assertThat(e.bonus()).isEqualTo("Colpo da maestro! +7 punti");
        assertThat(e.steps()).containsExactly("10 + 1 = 11", "11 + 1 = 12", "12 − 9 = 3 ✓");
    }

    private static Function<Explanations, Explanation> put(String target, String play, CalcMode mode) {
        NambarzMove.PutDown p = (NambarzMove.PutDown) NambarzMove.parse(play);
        Target t = new Target.NumberTarget(card(target));
        return e -> e.explain(t, p.cards(), p.expr(), mode, Judge.judge(t, p.cards(), p.expr(), mode));
    }

    private static Function<Explanations, Explanation> joker(String target, JokerKind kind) {
        Target t = new Target.NumberTarget(card(target));
        return e -> e.explainJoker(t, kind, Judge.judgeJoker(t, kind));
    }

    private static Function<Explanations, Explanation> after(JokerKind kind, String covered, String... cards) {
        List<NumberCard> put = Stream.of(cards).map(ExplanationsTest::card).toList();
        return e -> e.explainAfterChangeJoker(kind, card(covered), put,
                Judge.judgeAfterChangeJoker(kind, card(covered), put));
    }

    private static Function<Explanations, Explanation> onJoker(JokerKind kind, String play) {
        NambarzMove.PutDown p = (NambarzMove.PutDown) NambarzMove.parse(play);
        Target t = new Target.JokerTarget(kind);
        return e -> e.explain(t, p.cards(), p.expr(), ALL, Judge.judge(t, p.cards(), p.expr(), ALL));
    }

    private static NumberCard card(String notation) {
        return (NumberCard) Card.parse(notation);
    }
}
