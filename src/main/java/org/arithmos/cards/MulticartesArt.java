package org.arithmos.cards;

import java.util.List;
import java.util.Objects;

/**
 * Draws Multicartes cards as SVG (decision 0005's way: plain Java, no text elements, no fonts).
 * <ul>
 *   <li>number cards 1-10 (MC-DECK-1): a green frame on white, the big numeral, and the value as dots on
 *       dice below (1-5 one die, 6-10 a five and the rest), so a child can count;</li>
 *   <li>combination cards (MC-DECK-2): a purple frame with its four numbers on cream tiles; each tile can be
 *       drawn on its own ({@link #tile}) so that the table can make each number a button.</li>
 * </ul>
 * Green against purple tells the two kinds apart at a glance; the dice are a second sign besides colour.
 */
public final class MulticartesArt {

    static final String NUMBER_FRAME = "#2e7d32";
    static final String NUMBER_INK = "#1b5e20";
    static final String COMBINATION_FRAME = "#6a3fa0";
    static final String COMBINATION_PANEL = "#f7f1ff";
    static final String TILE = "#fffdf5";
    static final String TILE_INK = "#3b2163";

    private static final double TILE_W = 180;
    private static final double TILE_H = 120;

    private MulticartesArt() {
    }

    /** A number card of value 1-10. */
    public static String numberCard(int value, CardSize size, String name) {
        var svg = start(size, name);
        svg.rect(0, 0, 200, 280, 18, NUMBER_FRAME, null, 0);
        svg.rect(8, 8, 184, 264, 11, "#ffffff", null, 0);
        Numerals.draw(svg, value, 100, 20, 100, NUMBER_INK);
        Dice.draw(svg, value, "#e6f4e7", NUMBER_FRAME, NUMBER_FRAME);
        return svg.close("svg").toString();
    }

    /** A whole combination card: its four numbers on tiles, two by two. */
    public static String combinationCard(List<Integer> numbers, CardSize size, String name) {
        Objects.requireNonNull(numbers, "numbers");
        if (numbers.size() != 4) {
            throw new IllegalArgumentException("a combination card shows four numbers");
        }
        var svg = start(size, name);
        svg.rect(0, 0, 200, 280, 18, COMBINATION_FRAME, null, 0);
        svg.rect(8, 8, 184, 264, 11, COMBINATION_PANEL, null, 0);
        // A small × in each corner: the card of multiplications.
        times(svg, 26, 26, 9);
        times(svg, 174, 254, 9);
        for (int i = 0; i < 4; i++) {
            double x = 18 + (i % 2) * 86;
            double y = 44 + (i / 2) * 100;
            svg.group(x, y, 78 / TILE_W);
            tileShape(svg, numbers.get(i));
            svg.close("g");
        }
        return svg.close("svg").toString();
    }

    /** One number of a combination card on its tile, {@code width} pixels wide. */
    public static String tile(int number, int width, String name) {
        var svg = new SvgBuilder(1);
        svg.picture("0 0 " + (int) TILE_W + " " + (int) TILE_H, width, Math.round(width * TILE_H / TILE_W), name);
        tileShape(svg, number);
        return svg.close("svg").toString();
    }

    private static void tileShape(SvgBuilder svg, int number) {
        svg.rect(3, 3, TILE_W - 6, TILE_H - 6, 18, TILE, COMBINATION_FRAME, 5);
        double height = number >= 100 ? 62 : 80;
        Numerals.drawNumber(svg, number, TILE_W / 2, (TILE_H - height) / 2, height, TILE_INK);
    }

    private static void times(SvgBuilder svg, double cx, double cy, double r) {
        svg.stroke("M" + SvgBuilder.num(cx - r) + " " + SvgBuilder.num(cy - r) + "L" + SvgBuilder.num(cx + r) + " "
                + SvgBuilder.num(cy + r) + "M" + SvgBuilder.num(cx + r) + " " + SvgBuilder.num(cy - r) + "L"
                + SvgBuilder.num(cx - r) + " " + SvgBuilder.num(cy + r), "#c9b3ea", 4);
    }

    private static SvgBuilder start(CardSize size, String name) {
        Objects.requireNonNull(size, "size");
        Objects.requireNonNull(name, "name");
        var svg = new SvgBuilder(size.lineScale());
        return svg.picture("0 0 200 280", size.width(), size.height(), name);
    }
}
