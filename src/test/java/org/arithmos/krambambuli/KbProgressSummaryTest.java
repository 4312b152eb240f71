package org.arithmos.krambambuli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.arithmos.cardgames.persistence.CardGameStore.ProgressRow;
import org.junit.jupiter.api.Test;

/** What a pupil's page says of their Krambambuli, from the rows the service records. */
class KbProgressSummaryTest {

    private static final UUID GAME_1 = UUID.randomUUID();
    private static final UUID GAME_2 = UUID.randomUUID();

    private static ProgressRow row(UUID game, String event, int amount, String detail) {
        return new ProgressRow(game, 0, event, amount, detail, Instant.EPOCH);
    }

    @Test
    void countsWhatThePupilDidAndTheMeldRulesTheyTriedToBreakMostOftenFirst() {
        var summary = KbProgressSummary.of(List.of(
                row(GAME_1, "REFUSED", 47, "KB-OPEN-1 TOO_FEW_POINTS"),
                row(GAME_1, "REFUSED", 15, "KB-OPEN-1 TOO_FEW_POINTS"),
                row(GAME_1, "REFUSED", 0, "KB-MELD-1 ACE_IN_THE_MIDDLE"),
                row(GAME_1, "REFUSED", 0, "KB-TURN-1 DRAW_FIRST"), // a click at the wrong moment, not a rule
                row(GAME_1, "OPENED", 55, "2 meld(s)"),
                row(GAME_2, "OPENED", 62, "1 meld(s)"),
                row(GAME_2, "MELD", 30, "1 meld(s)"),
                row(GAME_2, "ADDED", 2, "meld 0"),
                row(GAME_1, "ROUND_POINTS", 0, "OUT"),
                row(GAME_2, "ROUND_POINTS", 28, "")));

        assertThat(summary.games()).isEqualTo(2);
        assertThat(summary.openings()).isEqualTo(2);
        assertThat(summary.averageOpening()).isEqualTo(59); // (55 + 62) / 2 = 58.5
        assertThat(summary.melds()).isEqualTo(1);
        assertThat(summary.cardsAdded()).isEqualTo(2);
        assertThat(summary.roundsWon()).isEqualTo(1);
        assertThat(summary.roundsPlayed()).isEqualTo(2);
        assertThat(summary.slips()).containsExactly(new KbProgressSummary.Slip("TOO_FEW_POINTS", 2),
                new KbProgressSummary.Slip("ACE_IN_THE_MIDDLE", 1));
    }

    @Test
    void everyRuleSlipHasItsWords() {
        var english = new java.util.Properties();
        try (var in = getClass().getResourceAsStream("/vaadin-i18n/translations.properties")) {
            english.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertThat(KbProgressSummary.RULE_SLIPS).allSatisfy(p -> assertThat(english).containsKey("kb.slip." + p));
        assertThat(KbProgressSummary.RULE_SLIPS).allSatisfy(p -> assertThat(
                org.arithmos.engine.krambambuli.KrambambuliJudgment.Problem.valueOf(p)).isNotNull());
    }
}
