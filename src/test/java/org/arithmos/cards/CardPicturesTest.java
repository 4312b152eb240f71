package org.arithmos.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.arithmos.engine.cards.Decks;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.multicartes.Combination;
import org.arithmos.engine.nambarz.Card;
import org.junit.jupiter.api.Test;

/** The card pictures by address (decision 0032): one address per picture, art that tells no name, no secret. */
class CardPicturesTest {

    private static String picture(String url) {
        String name = url.substring(url.lastIndexOf('/') + 1).replaceFirst("\\.svg$", "");
        return CardPictures.svg(name).orElseThrow(() -> new AssertionError("no picture at " + url));
    }

    private static List<String> everyAddress() {
        List<String> urls = new ArrayList<>();
        for (CardSize size : CardSize.values()) {
            urls.add(CardPictures.back(size));
            for (int face = 0; face < Card.FACES; face++) {
                urls.add(CardPictures.nambarz(Card.ofFace(face), size));
            }
            Decks.standard().forEach(c -> urls.add(CardPictures.playing(c, size)));
            urls.add(CardPictures.playing(PlayingCard.JOKER, size));
            for (int v = 1; v <= 10; v++) {
                urls.add(CardPictures.number(v, size));
            }
            Combination.ALL.forEach(c -> urls.add(CardPictures.combination(c.values(), size)));
        }
        Combination.ALL.forEach(c -> c.values().forEach(n -> urls.add(CardPictures.tile(n))));
        for (int face = 0; face < FaceArt.VARIANTS; face++) {
            urls.add(CardPictures.face(face));
        }
        return urls;
    }

    @Test
    void everyCardOfEveryGameHasItsOwnVersionedAddress() {
        List<String> urls = everyAddress();
        assertThat(urls).allSatisfy(url -> assertThat(url)
                .matches("/cards/[0-9a-f]{12}/[A-Za-z0-9-]+\\.svg").contains(CardPictures.version()));
        // Different cards, different pictures; a tile number may come back in several combinations.
        assertThat(new HashSet<>(urls.stream().filter(u -> !u.contains("mc-tile")).toList()))
                .hasSize((int) urls.stream().filter(u -> !u.contains("mc-tile")).count());
        assertThat(CardPictures.nambarz(Card.parse("7-fish"), CardSize.NORMAL)).endsWith("/nz-7-fish-normal.svg");
        assertThat(CardPictures.playing(PlayingCard.JOKER, CardSize.SMALL)).endsWith("/pc-JK-small.svg");
    }

    @Test
    void thePicturesAreTheArtUnnamedWithoutScriptsOrStyles() {
        for (String url : everyAddress()) {
            assertThat(picture(url)).as(url).startsWith("<svg xmlns=")
                    .doesNotContain("<title", "aria-label", "role=", "<script", "style=", "href");
        }
        assertThat(picture(CardPictures.nambarz(Card.parse("7-fish"), CardSize.LARGE)))
                .isEqualTo(CardArt.svg(Card.parse("7-fish"), CardSize.LARGE, ""));
        assertThat(CardArt.svg(Card.parse("7-fish"), CardSize.LARGE, "Drawing card 7, fish"))
                .as("a named drawing, as before").contains("<title>Drawing card 7, fish</title>", "role=\"img\"");
    }

    @Test
    void aHiddenCardIsOnlyTheOneBack() {
        assertThat(CardPictures.back(CardSize.NORMAL)).endsWith("/back-normal.svg");
        assertThat(picture(CardPictures.back(CardSize.NORMAL))).isEqualTo(CardArt.back(CardSize.NORMAL, ""))
                .isEqualTo(PlayingCardArt.back(CardSize.NORMAL, ""));
    }

    @Test
    void anAddressIsOnlyEverOneOfThePictures() {
        assertThat(CardPictures.svg("../../etc/passwd")).isEmpty();
        assertThat(CardPictures.svg("nz-99-normal")).isEmpty();
        assertThatThrownBy(() -> CardPictures.number(11, CardSize.NORMAL)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anImgHasNoTextOfItsOwnAndItsSize() {
        assertThat(CardPictures.img("/cards/v/back-small.svg", CardSize.SMALL))
                .isEqualTo("<img src=\"/cards/v/back-small.svg\" alt=\"\" width=\"68\" height=\"95\">");
        assertThat(CardPictures.tileImg(36)).contains("width=\"120\" height=\"80\"");
        assertThat(CardPictures.faceImg(13, 44)).contains("/face-1.svg", "width=\"44\" height=\"44\"");
    }
}
