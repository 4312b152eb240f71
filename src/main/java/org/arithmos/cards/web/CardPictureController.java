package org.arithmos.cards.web;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.arithmos.cards.CardPictures;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * Serves the card pictures of {@link CardPictures} (docs/decisions/0032): public art, to anyone, with no
 * session (CardPictureSecurity). A picture of the current version may be kept for a year and never asked
 * again ({@code immutable}): new art gets new addresses. A page still open from before an upgrade asks the old
 * version: it gets today's picture, not to be kept.
 */
@RestController
class CardPictureController {

    private static final MediaType SVG = MediaType.valueOf("image/svg+xml");

    @GetMapping(CardPictures.PATH + "{version}/{picture}.svg")
    ResponseEntity<byte[]> picture(@PathVariable String version, @PathVariable String picture) {
        return CardPictures.svg(picture)
                .map(svg -> ResponseEntity.ok()
                        .cacheControl(version.equals(CardPictures.version())
                                ? CacheControl.maxAge(Duration.ofDays(365)).cachePublic().immutable()
                                : CacheControl.noCache())
                        .contentType(SVG)
                        .body(svg.getBytes(StandardCharsets.UTF_8)))
                .orElseGet(() -> ResponseEntity.notFound().build());
    }
}
