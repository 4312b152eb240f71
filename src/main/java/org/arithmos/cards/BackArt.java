package org.arithmos.cards;

import static org.arithmos.cards.SvgBuilder.num;

/**
 * The back of every card: deep blue with faint + − × ÷ signs all over, and in the middle a white medallion
 * with the four signs in colour. The same for all cards, so it tells nothing about the face. Opponents'
 * hands show many backs, so the faint signs are one path: the back stays small.
 */
final class BackArt {

    private static final String FRAME = "#1d3557";
    private static final String FIELD = "#27497e";
    private static final String FAINT = "#3d66a6";
    private static final String GOLD = "#f2c230";

    private BackArt() {
    }

    static void draw(SvgBuilder svg) {
        svg.rect(0, 0, 200, 280, 18, FRAME, null, 0);
        svg.rect(8, 8, 184, 264, 11, FIELD, null, 0);
        svg.rect(14, 14, 172, 252, 7, "none", GOLD, 2.5);
        var faint = new StringBuilder();
        int sign = 0;
        for (int row = 0; row < 8; row++) {
            for (int col = 0; col < 5; col++) {
                double x = 34 + col * 33 + (row % 2) * 16;
                double y = 35 + row * 30;
                if (x < 172 && Math.hypot(x - 100, y - 140) > 70) {
                    faint.append(sign(sign % 4, x, y, 9));
                }
                sign++;
            }
        }
        svg.pen(faint.toString(), FAINT, 4);
        svg.circle(100, 140, 56, "#ffffff");
        svg.add("circle", "cx", 100, "cy", 140, "r", 56, "fill", "none", "stroke", GOLD, "stroke-width", 5);
        svg.pen(sign(0, 78, 118, 15), "#e53935", 8);
        svg.pen(sign(1, 122, 118, 15), "#1f5fbf", 8);
        svg.pen(sign(2, 78, 162, 15), "#23883f", 8);
        svg.pen(sign(3, 122, 162, 15), "#e06c00", 8);
    }

    /**
     * Path data of plus, minus, times or divided-by (0-3), {@code half} wide either side of (x, y). The dots
     * of ÷ are lines of no length, which a round pen draws as dots.
     */
    private static String sign(int which, double x, double y, double half) {
        String across = "M" + num(x - half) + " " + num(y) + "H" + num(x + half);
        double d = half * .75;
        return switch (which) {
            case 0 -> across + "M" + num(x) + " " + num(y - half) + "V" + num(y + half);
            case 1 -> across;
            case 2 -> "M" + num(x - d) + " " + num(y - d) + "L" + num(x + d) + " " + num(y + d)
                    + "M" + num(x + d) + " " + num(y - d) + "L" + num(x - d) + " " + num(y + d);
            default -> across + "M" + num(x) + " " + num(y - d) + "h0M" + num(x) + " " + num(y + d) + "h0";
        };
    }
}
