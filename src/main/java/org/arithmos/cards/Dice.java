package org.arithmos.cards;

/**
 * The value of a symbol card as dots on dice faces, for counting: 1-5 on one die, 6-10 as a die of five
 * and a die of the rest (7 is 5 and 2). Grouping by five is how children learn to count past five, and it
 * matches the deck: each animal is on n and n+5.
 */
final class Dice {

    /** Dot places on a die, in fractions of its side, for 1 to 5 dots. */
    private static final double[][][] FACES = {
        {{.5, .5}},
        {{.27, .27}, {.73, .73}},
        {{.25, .25}, {.5, .5}, {.75, .75}},
        {{.27, .27}, {.73, .27}, {.27, .73}, {.73, .73}},
        {{.25, .25}, {.75, .25}, {.5, .5}, {.25, .75}, {.75, .75}},
    };

    private Dice() {
    }

    /** Draws the dice for {@code value} centred in the area below the numeral. */
    static void draw(SvgBuilder svg, int value, String tile, String edge, String dot) {
        if (value <= 5) {
            die(svg, value, 42, 136, 116, tile, edge, dot);
        } else {
            die(svg, 5, 14, 158, 82, tile, edge, dot);
            die(svg, value - 5, 104, 158, 82, tile, edge, dot);
        }
    }

    private static void die(SvgBuilder svg, int dots, double x, double y, double side,
            String tile, String edge, String dot) {
        svg.rect(x, y, side, side, side * .16, tile, edge, 3);
        double r = side * .105;
        for (double[] place : FACES[dots - 1]) {
            svg.circle(x + place[0] * side, y + place[1] * side, r, dot);
        }
    }
}
