package org.arithmos.tables;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Finishing places by a game's score (issue 15's projector): seats level share a place, the next one skips. */
class TablePlaceTest {

    @Test
    void fewestPointsFirstAndLevelSeatsShareAPlace() {
        // Multicartes' or Krambambuli's penalty points (MC-END-1, KB-END-2): fewest first.
        assertThat(TablePlace.rank(List.of(12, 5, 12, 30), false, null)).extracting(TablePlace::place)
                .containsExactly(2, 1, 2, 4);
    }

    @Test
    void mostTokensFirst() {
        // Nain Jaune's tokens (NJ-END-2): most first.
        assertThat(TablePlace.rank(List.of(40, 55, 55), true, null)).extracting(TablePlace::place)
                .containsExactly(3, 1, 1);
    }

    @Test
    void aTableStoppedMidRoundPartsLevelSeatsByTheirCardsLeft() {
        assertThat(TablePlace.rank(List.of(0, 0, 0), false, List.of(7, 3, 7))).extracting(TablePlace::place)
                .containsExactly(2, 1, 2);
    }
}
