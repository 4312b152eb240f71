package org.arithmos.cards;

import java.util.Objects;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.DrawingCard;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.SymbolCard;

/**
 * Draws Nambarz cards as SVG: the 34 faces (NZ-DECK-1..4) and the back. Plain Java, no framework: the same
 * card and size always give the same markup.
 *
 * <p>Every face has a big numeral or sign at the top and a picture below, in a frame whose colour tells
 * the kind of card at a glance, because a calculation never mixes symbol and drawing cards (NZ-CALC-2):
 * <ul>
 *   <li>symbol cards: blue frame, white ground, the value as dots on dice;</li>
 *   <li>drawing cards: orange frame, cream ground, the card's animal, and a paw in each top corner
 *       (a second sign besides colour);</li>
 *   <li>jokers: purple frame with a gold line, a jester's hat, and what the joker does (see {@link JokerArt});</li>
 *   <li>the back: deep blue with the four operation signs.</li>
 * </ul>
 * Each card is an {@code <svg role="img">} whose {@code <title>} and {@code aria-label} are the name it is
 * given, in the reader's language (see {@link CardNames}). No ids, styles, scripts, fonts or links.
 */
public final class CardArt {

    static final String SYMBOL_FRAME = "#1f5fbf";
    static final String SYMBOL_INK = "#123f86";
    static final String DRAWING_FRAME = "#e06c00";
    static final String DRAWING_PANEL = "#fff6e6";
    static final String DRAWING_INK = "#7a3000";

    private static final double NUMERAL_TOP = 20;
    private static final double NUMERAL_HEIGHT = 100;

    private CardArt() {
    }

    /** The face of {@code card}, named {@code name} for screen readers and tooltips. */
    public static String svg(Card card, CardSize size, String name) {
        Objects.requireNonNull(card, "card");
        var svg = start(size, name);
        switch (card) {
            case SymbolCard symbol -> symbol(svg, symbol.value());
            case DrawingCard drawing -> drawing(svg, drawing);
            case Joker joker -> {
                svg.rect(0, 0, 200, 280, 18, JokerArt.FRAME, null, 0);
                JokerArt.draw(svg, joker.kind());
            }
        }
        return svg.close("svg").toString();
    }

    /**
     * One animal of the cards on its own, {@code width} pixels wide: the pictures of the pupils' picture
     * secrets, the same animals they play with.
     */
    public static String animal(org.arithmos.engine.nambarz.Animal animal, int width, String name) {
        Objects.requireNonNull(animal, "animal");
        var svg = new SvgBuilder(1);
        svg.open("svg", "xmlns", "http://www.w3.org/2000/svg",
                "viewBox", "0 0 " + (int) AnimalArt.WIDTH + " " + (int) AnimalArt.HEIGHT,
                "width", width, "height", Math.round(width * AnimalArt.HEIGHT / AnimalArt.WIDTH),
                "role", "img", "aria-label", name);
        svg.text("title", name);
        AnimalArt.draw(svg, animal);
        return svg.close("svg").toString();
    }

    /** The back of a card, the same for every card. */
    public static String back(CardSize size, String name) {
        var svg = start(size, name);
        BackArt.draw(svg);
        return svg.close("svg").toString();
    }

    private static SvgBuilder start(CardSize size, String name) {
        Objects.requireNonNull(size, "size");
        Objects.requireNonNull(name, "name");
        var svg = new SvgBuilder(size.lineScale());
        return svg.picture("0 0 " + CardSize.VIEW_WIDTH + " " + CardSize.VIEW_HEIGHT, size.width(), size.height(),
                name);
    }

    private static void symbol(SvgBuilder svg, int value) {
        svg.rect(0, 0, 200, 280, 18, SYMBOL_FRAME, null, 0);
        svg.rect(8, 8, 184, 264, 11, "#ffffff", null, 0);
        Numerals.draw(svg, value, 100, NUMERAL_TOP, NUMERAL_HEIGHT, SYMBOL_INK);
        Dice.draw(svg, value, "#e4eefc", SYMBOL_FRAME, SYMBOL_FRAME);
    }

    private static void drawing(SvgBuilder svg, DrawingCard card) {
        svg.rect(0, 0, 200, 280, 18, DRAWING_FRAME, null, 0);
        svg.rect(8, 8, 184, 264, 11, DRAWING_PANEL, null, 0);
        paw(svg, 28, 30);
        paw(svg, 172, 30);
        Numerals.draw(svg, card.value(), 100, NUMERAL_TOP, NUMERAL_HEIGHT, DRAWING_INK);
        svg.group(14, 134, 1);
        AnimalArt.draw(svg, card.animal());
        svg.close("g");
    }

    /** A small paw print, the corner sign of drawing cards. */
    private static void paw(SvgBuilder svg, double x, double y) {
        String color = "#f0b26e";
        svg.ellipse(x, y + 5, 7, 6, color, 0);
        svg.circle(x - 8, y - 3, 3.2, color);
        svg.circle(x - 3, y - 8, 3.2, color);
        svg.circle(x + 3, y - 8, 3.2, color);
        svg.circle(x + 8, y - 3, 3.2, color);
    }
}
