package org.arithmos.cards.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.arithmos.cards.CardSize;
import org.arithmos.engine.cards.PlayingCard;
import org.junit.jupiter.api.Test;

/**
 * A playing card's state for screen readers: only a card that can be pressed (a button) says whether it is
 * pressed; a picture ({@code role="img"}) may not carry {@code aria-pressed} (axe: aria-allowed-attr, critical,
 * found on the live Krambambuli table's discard pile).
 */
class PlayingCardViewTest {

    private static final PlayingCard FOUR_OF_HEARTS = PlayingCard.parse("4H");

    @Test
    void aPictureOfACardIsNeverPressed() {
        PlayingCardView picture = PlayingCardView.front(FOUR_OF_HEARTS, CardSize.SMALL, "4 of hearts", false);
        picture.picked(false);
        assertThat(picture.getElement().getAttribute("role")).isEqualTo("img");
        assertThat(picture.getElement().hasAttribute("aria-pressed")).isFalse();
        picture.picked(true);
        assertThat(picture.getElement().hasAttribute("aria-pressed")).isFalse();
        assertThat(picture.getClassNames()).as("the tick still shows it").contains("pc-picked");
    }

    @Test
    void aCardThatCanBePlayedSaysWhetherItIsPicked() {
        PlayingCardView button = PlayingCardView.front(FOUR_OF_HEARTS, CardSize.SMALL, "4 of hearts", true);
        button.picked(true);
        assertThat(button.getElement().getAttribute("aria-pressed")).isEqualTo("true");
        button.picked(false);
        assertThat(button.getElement().getAttribute("aria-pressed")).isEqualTo("false");
    }
}
