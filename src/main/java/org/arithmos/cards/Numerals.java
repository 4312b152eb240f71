package org.arithmos.cards;

/**
 * The numbers 1-10 drawn with a thick round pen, as a child writes them: open, simple shapes, a flag on the
 * 1, a closed 4, a 7 without a bar. Drawn as lines, not text, so that no font is needed and every browser
 * shows the same figure. Each digit is drawn in a 60 by 100 box; the pen is 17 wide.
 */
final class Numerals {

    static final double DIGIT_HEIGHT = 100;
    private static final double PEN = 17;

    private static final String[] DIGITS = {
        // 0
        "M30 8C46 8 52 28 52 50C52 72 46 92 30 92C14 92 8 72 8 50C8 28 14 8 30 8Z",
        // 1
        "M13 27L34 8L34 92",
        // 2
        "M9 28C9 15 18 8 30 8C42 8 51 16 51 28C51 41 43 49 33 59L9 92L53 92",
        // 3
        "M10 17C15 11 21 8 30 8C42 8 50 16 50 27C50 39 41 47 28 47C43 47 52 56 52 69C52 83 42 92 29 92"
                + "C20 92 13 89 8 82",
        // 4
        "M40 92L40 8L6 64L56 64",
        // 5
        "M50 8L16 8L12 46C17 42 23 40 30 40C44 40 52 51 52 65C52 81 42 92 28 92C20 92 13 89 8 83",
        // 6
        "M47 13C42 9 36 8 31 8C16 8 8 25 8 55C8 80 17 92 30 92C43 92 52 82 52 68C52 54 43 45 31 45"
                + "C19 45 10 53 8 62",
        // 7
        "M8 8L52 8L24 92",
        // 8
        "M30 47C19 47 11 40 11 28C11 16 19 8 30 8C41 8 49 16 49 28C49 40 41 47 30 47C43 47 52 56 52 69"
                + "C52 83 42 92 30 92C18 92 8 83 8 69C8 56 17 47 30 47Z",
        // 9
        "M52 40C50 50 42 55 30 55C17 55 8 46 8 32C8 18 17 8 30 8C44 8 52 20 52 42C52 72 44 92 28 92"
                + "C21 92 15 90 11 86",
    };

    /** Where the ink of each digit starts and ends, left to right, in its box (pen included). */
    private static final double[][] INK_X = {
        {0, 60}, {4, 43}, {0, 62}, {0, 61}, {-3, 65}, {0, 61}, {0, 61}, {0, 61}, {0, 61}, {0, 61},
    };

    /** Gap between the two digits of 10. */
    private static final double GAP = 4;

    private Numerals() {
    }

    /**
     * Draws {@code value} (1-10) centred on {@code centerX}, from {@code top} down, {@code height} high.
     */
    static void draw(SvgBuilder svg, int value, double centerX, double top, double height, String color) {
        if (value < 1 || value > 10) {
            throw new IllegalArgumentException("values are 1-10, not " + value);
        }
        drawNumber(svg, value, centerX, top, height, color);
    }

    /** Draws any whole number of one or more digits (Multicartes' combination cards go from 0 to 100). */
    static void drawNumber(SvgBuilder svg, int value, double centerX, double top, double height, String color) {
        if (value < 0) {
            throw new IllegalArgumentException("no negative numbers: " + value);
        }
        int[] digits = String.valueOf(value).chars().map(c -> c - '0').toArray();
        double inkWidth = 0;
        for (int i = 0; i < digits.length; i++) {
            inkWidth += INK_X[digits[i]][1] - INK_X[digits[i]][0] + (i > 0 ? GAP : 0);
        }
        double scale = height / DIGIT_HEIGHT;
        double x = centerX - inkWidth * scale / 2;
        for (int digit : digits) {
            svg.group(x - INK_X[digit][0] * scale, top, scale);
            svg.pen(DIGITS[digit], color, PEN);
            svg.close("g");
            x += (INK_X[digit][1] - INK_X[digit][0] + GAP) * scale;
        }
    }
}
