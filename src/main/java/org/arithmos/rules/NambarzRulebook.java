package org.arithmos.rules;

import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The Nambarz rules as shown to readers: the rule ids of section 1 of the project's rule reading
 * (shared rules/RULES.md), grouped as there, with the worked examples of the original rules
 * (figures 2-9 of the French rules, and the parentheses answer of the Italian questions and answers).
 *
 * <p>Words live in the i18n bundles: {@code rule.<ID>} for each rule (penalty explanations reuse them),
 * {@code rules.section.<section>} for titles, {@code example.<id>.title} and {@code example.<id>.text}.
 * Cards are written in the project's notation (NZ-NOTE-1): {@code 7}, {@code 7-fish}, {@code J-replay}.
 */
public final class NambarzRulebook {

    /** A group of rules on the rules page. */
    public record Section(String id, List<String> ruleIds, List<WorkedExample> examples) {
        public Section {
            Objects.requireNonNull(id);
            ruleIds = List.copyOf(ruleIds);
            examples = List.copyOf(examples);
        }
    }

    /** An example from the original rules; its text is {@code example.<id>.text}. */
    public record WorkedExample(String id, List<Play> plays) {
        public WorkedExample {
            Objects.requireNonNull(id);
            plays = List.copyOf(plays);
            if (plays.isEmpty()) {
                throw new IllegalArgumentException("an example shows at least one play");
            }
        }
    }

    /**
     * Cards put down on a target, in order; {@code calculation} is the arithmetic as written in the rules
     * (empty for a single card or a joker play); {@code allowed} says whether the rules accept the play.
     */
    public record Play(String target, List<String> cards, String calculation, boolean allowed) {
        public Play {
            Objects.requireNonNull(target);
            Objects.requireNonNull(calculation);
            cards = List.copyOf(cards);
        }

        static Play ok(String target, String... cards) {
            return new Play(target, List.of(cards), "", true);
        }

        static Play notAllowed(String target, String... cards) {
            return new Play(target, List.of(cards), "", false);
        }

        Play calculating(String calculation) {
            return new Play(target, cards, calculation, allowed);
        }
    }

    private static final List<Section> SECTIONS = List.of(
            new Section("cards",
                    List.of("NZ-DECK-1", "NZ-DECK-2", "NZ-DECK-3", "NZ-NOTE-1", "NZ-DECK-4", "NZ-DECK-5"),
                    List.of()),
            new Section("turns",
                    List.of("NZ-DEAL-1", "NZ-DEAL-2", "NZ-DEAL-3", "NZ-TURN-1", "NZ-TURN-2", "NZ-TURN-3"),
                    List.of()),
            new Section("target", List.of("NZ-TARGET-1"), List.of()),
            new Section("match", List.of("NZ-MATCH-1"), List.of(
                    new WorkedExample("fig2", List.of(
                            Play.ok("3-bee", "3-bee"), Play.ok("3-bee", "3"),
                            Play.ok("3-bee", "3-hippopotamus"), Play.ok("3-bee", "8-bee"))),
                    new WorkedExample("fig3", List.of(
                            Play.ok("3", "3"), Play.ok("3", "3-hippopotamus"),
                            Play.ok("3", "3-bee"), Play.notAllowed("3", "8-bee"))))),
            new Section("calculation",
                    List.of("NZ-CALC-1", "NZ-CALC-2", "NZ-CALC-3", "NZ-CALC-4", "NZ-CALC-5", "NZ-CALC-6",
                            "NZ-CALC-7", "NZ-CALC-8"),
                    List.of(
                            new WorkedExample("fig4", List.of(
                                    Play.ok("3", "1", "2").calculating("1 + 2 = 3"),
                                    Play.ok("3", "10", "4", "2").calculating("(10 − 4) ÷ 2 = 3"))),
                            new WorkedExample("fig5", List.of(
                                    Play.ok("3", "7-fish", "4-hen").calculating("7 − 4 = 3"),
                                    Play.ok("3", "10-bear", "1-dragonfly", "1-tortoise", "9-duck")
                                            .calculating("10 + 1 + 1 − 9 = 3"))),
                            new WorkedExample("fig6", List.of(
                                    Play.notAllowed("3", "6", "5", "2", "10").calculating("6 + 5 + 2 − 10 = 3"),
                                    Play.ok("3", "6", "2").calculating("6 ÷ 2 = 3"))),
                            new WorkedExample("fig7", List.of(
                                    Play.notAllowed("3-bee", "9", "3").calculating("9 ÷ 3 = 3"),
                                    Play.notAllowed("3-bee", "8-bee", "5-cat").calculating("8 − 5 = 3"),
                                    Play.ok("3-bee", "3"), Play.ok("3-bee", "8-bee"))),
                            new WorkedExample("parentheses", List.of(
                                    Play.ok("5", "9", "8", "2").calculating("9 − (8 ÷ 2) = 5"))))),
            new Section("jokers",
                    List.of("NZ-JOKER-1", "NZ-JOKER-2", "NZ-JOKER-3", "NZ-JOKER-4", "NZ-JOKER-5"),
                    List.of(
                            new WorkedExample("fig8", List.of(
                                    Play.ok("4", "J-number", "9"),
                                    Play.ok("7-fish", "J-drawing", "2-frog"),
                                    Play.ok("5-bear", "J-any", "8"))),
                            new WorkedExample("fig9", List.of(
                                    Play.ok("1", "9-hen", "6-dragonfly", "3-hippopotamus")
                                            .calculating("(9 − 6) ÷ 3 = 1"),
                                    Play.ok("3-hippopotamus", "J-replay", "10", "6", "1")
                                            .calculating("10 − 6 − 1 = 3"))))),
            new Section("penalties",
                    List.of("NZ-PEN-0", "NZ-PEN-1", "NZ-PEN-2", "NZ-PEN-3", "NZ-PEN-4", "NZ-PEN-5", "NZ-PEN-6"),
                    List.of()),
            new Section("end",
                    List.of("NZ-END-1", "NZ-SCORE-1", "NZ-SCORE-2", "NZ-SCORE-3", "NZ-TEAM-1", "NZ-PLAYERS-1"),
                    List.of()));

    private NambarzRulebook() {
    }

    public static List<Section> sections() {
        return SECTIONS;
    }

    /** Every rule id, in page order. */
    public static List<String> ruleIds() {
        return SECTIONS.stream().flatMap(section -> section.ruleIds().stream()).toList();
    }

    /** The i18n key of a rule's plain-language text, e.g. {@code rule.NZ-CALC-7}. */
    public static String textKey(String ruleId) {
        return "rule." + ruleId;
    }

    public static Stream<WorkedExample> examples() {
        return SECTIONS.stream().flatMap(section -> section.examples().stream());
    }
}
