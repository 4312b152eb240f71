package org.arithmos.engine.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import org.arithmos.engine.core.Rng;
import org.junit.jupiter.api.Test;

class PlayingCardTest {

    @Test
    void everyCardOfTheDeckReadsBackFromItsNotation() {
        for (PlayingCard c : Decks.standard()) {
            assertThat(PlayingCard.parse(c.notation())).isEqualTo(c);
        }
        assertThat(PlayingCard.parse("jk")).isEqualTo(PlayingCard.JOKER);
        assertThat(PlayingCard.parse("10d")).isEqualTo(PlayingCard.of(Rank.TEN, Suit.DIAMONDS));
    }

    @Test
    void somethingElseIsRefusedWithTheText() {
        assertThatThrownBy(() -> PlayingCard.parse("1H")).hasMessageContaining("1");
        assertThatThrownBy(() -> PlayingCard.parse("QX")).hasMessageContaining("X");
        assertThatThrownBy(() -> PlayingCard.parse("")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aShuffleKeepsEveryCardAndDependsOnlyOnTheSeed() {
        var two = Decks.shuffled(2, 2, Rng.at(7));
        assertThat(two).hasSize(108);
        assertThat(two.stream().filter(c -> c instanceof PlayingCard.Joker).count()).isEqualTo(4);
        assertThat(new HashSet<>(two)).hasSize(53);
        assertThat(Decks.shuffled(2, 2, Rng.at(7))).isEqualTo(two);
        assertThat(Decks.shuffled(2, 2, Rng.at(8))).isNotEqualTo(two);
        assertThat(Decks.shuffled(1, 0, Rng.at(7))).containsExactlyInAnyOrderElementsOf(Decks.standard());
    }
}
