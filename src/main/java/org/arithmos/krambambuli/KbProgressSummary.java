package org.arithmos.krambambuli;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arithmos.cardgames.persistence.CardGameStore.ProgressRow;

/**
 * A pupil's Krambambuli at a glance, for their page: games, first layings down and their points (the sum
 * of card values the game trains), melds, cards added, rounds won, and the meld rules they tried to break,
 * most often first (a refused step is recorded with its rule and problem: "KB-OPEN-1 TOO_FEW_POINTS").
 */
public record KbProgressSummary(int games, int openings, int openingPoints, int melds, int cardsAdded,
                                int roundsPlayed, int roundsWon, List<Slip> slips) {

    /** A rule tried and refused, {@code times} times; {@code problem} names it (KrambambuliJudgment.Problem). */
    public record Slip(String problem, int times) {
    }

    /** Refusals about the rules of melds and of the first laying down; clicks at the wrong moment are not. */
    static final Set<String> RULE_SLIPS = Set.of("TOO_FEW_POINTS", "NO_CLEAN_SEQUENCE", "ACE_IN_THE_MIDDLE",
            "NOT_FOLLOWING", "NOT_IN_ORDER", "MIXED_CARDS", "GROUP_SAME_SUIT", "GROUP_TOO_BIG", "TOO_FEW_CARDS",
            "TWO_JOKERS", "TAKE_BREAKS_MELD", "ADD_CHANGES_MELD", "JOKER_AMBIGUOUS", "DISCARD_NOT_USED",
            "ONE_MELD_PER_TURN", "NOT_OPENED");

    static KbProgressSummary of(List<ProgressRow> rows) {
        Map<String, Integer> slips = new LinkedHashMap<>();
        for (ProgressRow r : rows) {
            if (r.event().equals("REFUSED") && r.detail() != null) {
                String[] ruleAndProblem = r.detail().split(" ");
                String problem = ruleAndProblem[ruleAndProblem.length - 1];
                if (RULE_SLIPS.contains(problem)) {
                    slips.merge(problem, 1, Integer::sum);
                }
            }
        }
        List<Slip> ordered = slips.entrySet().stream().map(e -> new Slip(e.getKey(), e.getValue()))
                .sorted(Comparator.comparingInt(Slip::times).reversed()).toList();
        return new KbProgressSummary((int) rows.stream().map(ProgressRow::gameId).distinct().count(),
                count(rows, "OPENED"), sum(rows, "OPENED"), count(rows, "MELD"), sum(rows, "ADDED"),
                count(rows, "ROUND_POINTS"), (int) rows.stream().filter(r -> r.event().equals("ROUND_POINTS")
                        && ("OUT".equals(r.detail()) || "RAMI_SEC".equals(r.detail()))).count(), ordered);
    }

    public boolean empty() {
        return games == 0;
    }

    /** The average points of the first layings down (0 without any): over 51 is the aim (KB-OPEN-1). */
    public int averageOpening() {
        return openings == 0 ? 0 : Math.round((float) openingPoints / openings);
    }

    private static int count(List<ProgressRow> rows, String event) {
        return (int) rows.stream().filter(r -> r.event().equals(event)).count();
    }

    private static int sum(List<ProgressRow> rows, String event) {
        return rows.stream().filter(r -> r.event().equals(event)).mapToInt(ProgressRow::amount).sum();
    }
}
