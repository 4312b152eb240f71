package org.arithmos.cards;

import java.util.Objects;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.cards.Suit;

/**
 * Draws French playing cards (Nain Jaune, Krambambuli) as SVG, decision 0005's way: no text, no fonts.
 * Built for children rather than for tradition: the rank big in two corners, one big suit in the middle
 * (no pip patterns to count), a crown over the suit for J, Q and K. Four colours (hearts red, diamonds
 * blue, clubs green, spades black), so that suits differ by colour as well as by shape.
 */
public final class PlayingCardArt {

    private static final String PAPER = "#ffffff";
    private static final String EDGE = "#9aa0a6";
    private static final String GOLD = "#f2b705";

    /** Rank letters drawn with the numerals' pen, in the same 60 by 100 box. */
    private static final String ACE = "M6 92L30 8L54 92M15 62L45 62";
    private static final String JACK = "M44 8L44 68C44 84 37 92 26 92C16 92 9 86 7 76";
    private static final String QUEEN = "M30 8C46 8 53 26 53 47C53 68 46 86 30 86C14 86 7 68 7 47C7 26 14 8 30 8Z"
            + "M34 68L54 94";
    private static final String KING = "M10 8L10 92M52 8L10 58M24 43L54 92";

    /** Suit shapes in a 100 by 100 box. */
    private static final String HEART = "M50 92C22 70 4 52 4 30C4 14 16 4 29 4C39 4 46 10 50 19C54 10 61 4 71 4"
            + "C84 4 96 14 96 30C96 52 78 70 50 92Z";
    private static final String DIAMOND = "M50 2L88 50L50 98L12 50Z";
    private static final String SPADE = "M50 4C40 22 6 40 6 62C6 76 16 84 28 84C37 84 44 80 47 74C46 84 42 92 34 98"
            + "L66 98C58 92 54 84 53 74C56 80 63 84 72 84C84 84 94 76 94 62C94 40 60 22 50 4Z";
    private static final String CLUB_STEM = "M45 58C45 78 40 90 32 98L68 98C60 90 55 78 55 58Z";

    private PlayingCardArt() {
    }

    /** The colour a suit is drawn in. */
    public static String color(Suit suit) {
        return switch (suit) {
            case HEARTS -> "#c62828";
            case DIAMONDS -> "#1565c0";
            case CLUBS -> "#2e7d32";
            case SPADES -> "#26282c";
        };
    }

    /** A card seen from the front; {@code name} is what a screen reader says ("7 of diamonds"). */
    public static String front(PlayingCard card, CardSize size, String name) {
        Objects.requireNonNull(card, "card");
        var svg = start(size, name);
        return switch (card) {
            case PlayingCard.Suited s -> suited(svg, s.rank(), s.suit());
            case PlayingCard.Joker j -> joker(svg);
        };
    }

    /** The back of a card (the stock, other players' hands). */
    public static String back(CardSize size, String name) {
        var svg = start(size, name);
        BackArt.draw(svg);
        return svg.close("svg").toString();
    }

    private static String suited(SvgBuilder svg, Rank rank, Suit suit) {
        String ink = color(suit);
        paper(svg);
        corner(svg, rank, suit, ink);
        svg.open("g", "transform", "rotate(180 100 140)");
        corner(svg, rank, suit, ink);
        svg.close("g");
        if (rank.face()) {
            crown(svg);
        }
        suitShape(svg, suit, 55, rank.face() ? 120 : 95, 0.9, ink);
        return svg.close("svg").toString();
    }

    private static void corner(SvgBuilder svg, Rank rank, Suit suit, String ink) {
        double height = 52;
        switch (rank) {
            case ACE -> glyph(svg, ACE, 36, 14, height, ink);
            case JACK -> glyph(svg, JACK, 36, 14, height, ink);
            case QUEEN -> glyph(svg, QUEEN, 36, 14, height, ink);
            case KING -> glyph(svg, KING, 36, 14, height, ink);
            default -> Numerals.drawNumber(svg, rank.number(), rank == Rank.TEN ? 42 : 36, 14, height, ink);
        }
        suitShape(svg, suit, 20, 74, 0.32, ink);
    }

    private static void glyph(SvgBuilder svg, String d, double centerX, double top, double height, String ink) {
        double scale = height / 100;
        svg.group(centerX - 30 * scale, top, scale);
        svg.pen(d, ink, 17);
        svg.close("g");
    }

    /** A suit drawn in its 100-box at (x, y), scaled. */
    private static void suitShape(SvgBuilder svg, Suit suit, double x, double y, double scale, String ink) {
        svg.group(x, y, scale);
        switch (suit) {
            case HEARTS -> svg.shape(HEART, ink, 0);
            case DIAMONDS -> svg.shape(DIAMOND, ink, 0);
            case SPADES -> svg.shape(SPADE, ink, 0);
            case CLUBS -> {
                svg.circle(50, 26, 21, ink);
                svg.circle(25, 58, 21, ink);
                svg.circle(75, 58, 21, ink);
                svg.circle(50, 52, 12, ink);
                svg.shape(CLUB_STEM, ink, 0);
            }
        }
        svg.close("g");
    }

    private static void crown(SvgBuilder svg) {
        svg.shape("M62 108L58 72L80 90L100 64L120 90L142 72L138 108Z", GOLD, 3);
    }

    private static String joker(SvgBuilder svg) {
        paper(svg);
        svg.rect(10, 10, 180, 260, 12, "#f3e5f5", null, 0);
        // A big star with a smile: a card that stands for any other.
        svg.shape("M100 42L121 98L180 100L133 136L150 194L100 160L50 194L67 136L20 100L79 98Z", GOLD, 4);
        svg.circle(88, 118, 6, SvgBuilder.INK);
        svg.circle(112, 118, 6, SvgBuilder.INK);
        svg.stroke("M84 138C94 150 106 150 116 138", SvgBuilder.INK, 6);
        for (int i = 0; i < 4; i++) {
            suitShape(svg, Suit.values()[i], 16 + (i % 2) * 140, 16 + (i / 2) * 222, 0.28, color(Suit.values()[i]));
        }
        return svg.close("svg").toString();
    }

    private static void paper(SvgBuilder svg) {
        svg.rect(2, 2, 196, 276, 16, PAPER, EDGE, 3);
    }

    private static SvgBuilder start(CardSize size, String name) {
        Objects.requireNonNull(size, "size");
        Objects.requireNonNull(name, "name");
        var svg = new SvgBuilder(size.lineScale());
        return svg.picture("0 0 200 280", size.width(), size.height(), name);
    }
}
