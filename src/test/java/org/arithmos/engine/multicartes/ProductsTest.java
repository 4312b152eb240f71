package org.arithmos.engine.multicartes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.TreeSet;
import org.arithmos.engine.multicartes.Products.Pair;
import org.arithmos.engine.multicartes.Products.Reason;
import org.junit.jupiter.api.Test;

/** "Can this number be made?" for the combination cards' numbers (MC-DECK-2, its decoys). */
class ProductsTest {

    @Test
    void theDecoysOfTheCardsAreExactlyTheNumbersNoTwoCardsMake() {
        var decoys = new TreeSet<Integer>();
        Combination.ALL.forEach(c -> c.values().stream().filter(v -> !Products.of(v).possible()).forEach(decoys::add));
        assertThat(decoys).containsExactly(0, 11, 23, 29, 39, 41, 43, 47, 52, 57, 58, 62);
    }

    @Test
    void eachDecoyHasItsReason() {
        assertThat(Products.of(0).reason()).isEqualTo(Reason.ZERO);
        assertThat(Products.of(47).reason()).isEqualTo(Reason.PRIME_OVER_TEN);
        assertThat(Products.of(52)).isEqualTo(new Products.Makeability(52, Reason.FACTOR_OVER_TEN, List.of(new Pair(4, 13))));
        assertThat(Products.of(58).pairs()).containsExactly(new Pair(2, 29));
        assertThat(Products.of(101).reason()).isEqualTo(Reason.OVER_HUNDRED);
    }

    @Test
    void aNumberThatCanBeMadeListsEveryPairOfCards() {
        assertThat(Products.of(24).pairs()).containsExactly(new Pair(3, 8), new Pair(4, 6));
        assertThat(Products.of(1).pairs()).containsExactly(new Pair(1, 1));
        assertThat(Products.of(100).pairs()).containsExactly(new Pair(10, 10));
        assertThat(Products.of(36).pairs()).containsExactly(new Pair(4, 9), new Pair(6, 6));
    }
}
