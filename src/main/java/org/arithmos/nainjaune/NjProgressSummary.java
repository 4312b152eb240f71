package org.arithmos.nainjaune;

import java.util.List;
import org.arithmos.cardgames.persistence.CardGameStore.ProgressRow;

/**
 * A pupil's Nain Jaune at a glance, for their page: games played, cards put, boxes won (and their tokens),
 * rounds won (and the tokens taken), tokens paid, cards refused (a rule not yet known).
 */
public record NjProgressSummary(int games, int cardsPut, int boxesWon, int boxTokens, int roundsWon, int roundTokens,
                                int tokensPaid, int refused) {

    static NjProgressSummary of(List<ProgressRow> rows) {
        return new NjProgressSummary((int) rows.stream().map(ProgressRow::gameId).distinct().count(),
                count(rows, "PUT"), count(rows, "BOX_WON"), sum(rows, "BOX_WON"), count(rows, "ROUND_WON"),
                sum(rows, "ROUND_WON"), sum(rows, "PAID"), count(rows, "REFUSED"));
    }

    public boolean empty() {
        return games == 0;
    }

    private static int count(List<ProgressRow> rows, String event) {
        return (int) rows.stream().filter(r -> r.event().equals(event)).count();
    }

    private static int sum(List<ProgressRow> rows, String event) {
        return rows.stream().filter(r -> r.event().equals(event)).mapToInt(ProgressRow::amount).sum();
    }
}
