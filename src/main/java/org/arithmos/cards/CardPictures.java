package org.arithmos.cards;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.arithmos.engine.cards.Decks;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.multicartes.Combination;
import org.arithmos.engine.nambarz.Card;

/**
 * Every card picture of the app (and the players' faces at the tables) as a file with an address (docs/decisions/0032): the pages show a card with
 * {@code <img src>} and the browser keeps the file, instead of the server sending the card's SVG markup again at
 * every update. The pictures are public art, the same for everyone: no name, no language, no pupil data; the
 * page gives each card its accessible name.
 *
 * <p>Addresses are {@code /cards/<version>/<picture>.svg}. The version is a hash of every picture, so a change of
 * art gives new addresses and the browsers' year-long cache never shows old art. A face-down card is only ever
 * the one back picture: an address never tells a hidden card.
 */
public final class CardPictures {

    /** Where the pictures are served; {@code /cards/**} in the security chains. */
    public static final String PATH = "/cards/";
    /** The width a Multicartes combination tile is drawn at (its height is two thirds of it). */
    public static final int TILE_WIDTH = 120;

    private static final CardPictures ALL = new CardPictures();

    private final Map<String, String> svgs;
    private final String version;

    private CardPictures() {
        Map<String, String> drawn = new LinkedHashMap<>();
        for (CardSize size : CardSize.values()) {
            drawn.put(backName(size), CardArt.back(size, ""));
            for (int face = 0; face < Card.FACES; face++) {
                Card card = Card.ofFace(face);
                drawn.put(nambarzName(card, size), CardArt.svg(card, size, ""));
            }
            for (PlayingCard card : Decks.standard()) {
                drawn.put(playingName(card, size), PlayingCardArt.front(card, size, ""));
            }
            drawn.put(playingName(PlayingCard.JOKER, size), PlayingCardArt.front(PlayingCard.JOKER, size, ""));
            for (int value : new TreeSet<>(org.arithmos.engine.multicartes.NumberCards.deck())) {
                drawn.put(numberName(value, size), MulticartesArt.numberCard(value, size, ""));
            }
            for (Combination combination : Combination.ALL) {
                drawn.put(combinationName(combination.values(), size),
                        MulticartesArt.combinationCard(combination.values(), size, ""));
            }
        }
        Combination.ALL.stream().flatMap(c -> c.values().stream()).distinct().sorted()
                .forEach(n -> drawn.put(tileName(n), MulticartesArt.tile(n, TILE_WIDTH, "")));
        for (int face = 0; face < FaceArt.VARIANTS; face++) {
            drawn.put(faceName(face), FaceArt.svg(face, 100));
        }
        this.svgs = Map.copyOf(drawn);
        this.version = hash(drawn);
    }

    /** The address of a Nambarz card's face. */
    public static String nambarz(Card card, CardSize size) {
        return url(nambarzName(card, size));
    }

    /** The address of the back, the same for every card of every game. */
    public static String back(CardSize size) {
        return url(backName(size));
    }

    /** The address of a playing card's face (Nain Jaune, Krambambuli). */
    public static String playing(PlayingCard card, CardSize size) {
        return url(playingName(card, size));
    }

    /** The address of a Multicartes number card. */
    public static String number(int value, CardSize size) {
        return url(numberName(value, size));
    }

    /** The address of a whole Multicartes combination card. */
    public static String combination(List<Integer> numbers, CardSize size) {
        return url(combinationName(numbers, size));
    }

    /** The address of a player's face at the table (decorative: the name is written next to it). */
    public static String face(int face) {
        return url(faceName(face));
    }

    /** The {@code <img>} of a player's face, {@code size} pixels wide and high. */
    public static String faceImg(int face, int size) {
        return img(face(face), size, size);
    }

    /** The address of one number of a combination card, on its tile ({@link #TILE_WIDTH} wide). */
    public static String tile(int number) {
        return url(tileName(number));
    }

    /**
     * The {@code <img>} that shows a card picture inside an element that names it: no text of its own
     * ({@code alt=""}), its size written so that the page does not move while it loads.
     */
    public static String img(String src, CardSize size) {
        return img(src, size.width(), size.height());
    }

    /** The same for a picture {@code width} by {@code height} CSS pixels (a Multicartes tile). */
    public static String img(String src, int width, int height) {
        return "<img src=\"" + src + "\" alt=\"\" width=\"" + width + "\" height=\"" + height + "\">";
    }

    /** The {@code <img>} of a combination card's tile. */
    public static String tileImg(int number) {
        return img(tile(number), TILE_WIDTH, TILE_WIDTH * 2 / 3);
    }

    /** The version part of every address: changes whenever any picture changes. */
    public static String version() {
        return ALL.version;
    }

    /** The SVG of the picture named in an address ({@code "nz-7-fish-normal"}), if there is one. */
    public static Optional<String> svg(String picture) {
        return Optional.ofNullable(ALL.svgs.get(picture));
    }

    private static String url(String picture) {
        if (!ALL.svgs.containsKey(picture)) {
            throw new IllegalArgumentException("no card picture " + picture);
        }
        return PATH + ALL.version + "/" + picture + ".svg";
    }

    private static String backName(CardSize size) {
        return "back-" + size(size);
    }

    private static String nambarzName(Card card, CardSize size) {
        return "nz-" + card.notation() + "-" + size(size);
    }

    private static String playingName(PlayingCard card, CardSize size) {
        return "pc-" + card.notation() + "-" + size(size);
    }

    private static String numberName(int value, CardSize size) {
        return "mc-" + value + "-" + size(size);
    }

    private static String combinationName(List<Integer> numbers, CardSize size) {
        return "mc-combination-" + String.join("-", numbers.stream().map(String::valueOf).toList()) + "-" + size(size);
    }

    private static String tileName(int number) {
        return "mc-tile-" + number;
    }

    private static String faceName(int face) {
        return "face-" + Math.floorMod(face, FaceArt.VARIANTS);
    }

    private static String size(CardSize size) {
        return size.name().toLowerCase(Locale.ROOT);
    }

    private static String hash(Map<String, String> drawn) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            drawn.forEach((name, svg) -> {
                sha.update(name.getBytes(StandardCharsets.UTF_8));
                sha.update(svg.getBytes(StandardCharsets.UTF_8));
            });
            return HexFormat.of().formatHex(sha.digest()).substring(0, 12);
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
