package org.arithmos.cards;

import static org.arithmos.cards.SvgBuilder.INK;

import org.arithmos.engine.nambarz.JokerKind;

/**
 * The jokers: a purple card with a gold line and a jester's hat, so that every joker is a joker at first
 * sight, and below the hat a picture of what it does, on a ground of the colour of the cards it changes:
 * a blue symbol card in turning arrows (change-number), an orange drawing card (change-drawing), both
 * (change-number/drawing, on a blue and orange ground), and a green arrow going round to play again (replay).
 */
final class JokerArt {

    static final String FRAME = "#4a2a85";
    private static final String GOLD = "#f2c230";
    private static final String PURPLE = "#7445c2";
    private static final String ARROW = "#4a2a85";
    private static final String GREEN = "#23883f";

    private JokerArt() {
    }

    static void draw(SvgBuilder svg, JokerKind kind) {
        switch (kind) {
            case NUMBER -> svg.rect(8, 8, 184, 264, 11, "#d6e6fb", null, 0);
            case DRAWING -> svg.rect(8, 8, 184, 264, 11, "#fde0bf", null, 0);
            case ANY -> {
                svg.rect(8, 8, 184, 264, 11, "#d6e6fb", null, 0);
                svg.shape("M181 8Q192 8 192 19L192 261Q192 272 181 272L19 272Z", "#fde0bf", 0);
            }
            case REPLAY -> svg.rect(8, 8, 184, 264, 11, "#d3f0d9", null, 0);
        }
        svg.rect(14, 14, 172, 252, 7, "none", GOLD, 3);
        hat(svg);
        switch (kind) {
            case NUMBER -> {
                symbolCard(svg, 72, 150, 0);
                turningArrows(svg, 100, 196, 62, 50);
            }
            case DRAWING -> {
                drawingCard(svg, 72, 150, 0);
                turningArrows(svg, 100, 196, 62, 50);
            }
            case ANY -> {
                symbolCard(svg, 46, 152, -10);
                drawingCard(svg, 98, 152, 10);
                turningArrows(svg, 100, 196, 80, 52);
            }
            case REPLAY -> replay(svg);
        }
    }

    /** A jester's hat with three bells: the sign of every joker. */
    private static void hat(SvgBuilder svg) {
        svg.group(20, 18, 1);
        svg.shape("M38 80C32 56 22 36 6 24C32 22 54 40 64 76Z", PURPLE, 3);
        svg.shape("M122 80C128 56 138 36 154 24C128 22 106 40 96 76Z", PURPLE, 3);
        svg.shape("M56 80C56 50 68 22 80 8C92 22 104 50 104 80Z", GOLD, 3);
        svg.rect(28, 74, 104, 22, 9, GOLD, INK, 3);
        svg.circle(56, 85, 4.5, PURPLE);
        svg.circle(80, 85, 4.5, PURPLE);
        svg.circle(104, 85, 4.5, PURPLE);
        svg.circle(6, 24, 8.5, GOLD, 3);
        svg.circle(80, 8, 8.5, PURPLE, 3);
        svg.circle(154, 24, 8.5, GOLD, 3);
        svg.close("g");
    }

    /** A small symbol card (blue, with dots), 56 by 78, turned by {@code degrees}. */
    private static void symbolCard(SvgBuilder svg, double x, double y, double degrees) {
        svg.open("g", "transform", "rotate(" + SvgBuilder.num(degrees) + " " + SvgBuilder.num(x + 28) + " "
                + SvgBuilder.num(y + 39) + ")");
        svg.rect(x, y, 56, 78, 8, CardArt.SYMBOL_FRAME, INK, 2.5);
        svg.rect(x + 6, y + 6, 44, 66, 4, "#ffffff", null, 0);
        for (double[] dot : new double[][] {{15, 20}, {28, 39}, {41, 58}}) {
            svg.circle(x + dot[0], y + dot[1], 6.5, CardArt.SYMBOL_FRAME);
        }
        svg.close("g");
    }

    /** A small drawing card (orange, with a paw print), 56 by 78, turned by {@code degrees}. */
    private static void drawingCard(SvgBuilder svg, double x, double y, double degrees) {
        svg.open("g", "transform", "rotate(" + SvgBuilder.num(degrees) + " " + SvgBuilder.num(x + 28) + " "
                + SvgBuilder.num(y + 39) + ")");
        svg.rect(x, y, 56, 78, 8, CardArt.DRAWING_FRAME, INK, 2.5);
        svg.rect(x + 6, y + 6, 44, 66, 4, CardArt.DRAWING_PANEL, null, 0);
        String paw = "#8a4b1c";
        svg.ellipse(x + 28, y + 48, 11, 9.5, paw, 0);
        svg.ellipse(x + 14, y + 34, 4.5, 6, -20, paw, 0);
        svg.ellipse(x + 23, y + 26, 4.5, 6, -5, paw, 0);
        svg.ellipse(x + 33, y + 26, 4.5, 6, 5, paw, 0);
        svg.ellipse(x + 42, y + 34, 4.5, 6, 20, paw, 0);
        svg.close("g");
    }

    /** Two arrows turning round a centre: "change this card". */
    private static void turningArrows(SvgBuilder svg, double cx, double cy, double rx, double ry) {
        arcArrow(svg, cx, cy, rx, ry, 205, 335, ARROW);
        arcArrow(svg, cx, cy, rx, ry, 25, 155, ARROW);
    }

    /** A round arrow with a "play" triangle inside: "play again". */
    private static void replay(SvgBuilder svg) {
        arcArrow(svg, 100, 198, 50, 50, 300, 560, GREEN);
        svg.shape("M88 176L120 198L88 220Z", GREEN, 3);
    }

    /** An arrow along an ellipse from one angle to another (degrees, clockwise on screen), head at the end. */
    private static void arcArrow(SvgBuilder svg, double cx, double cy, double rx, double ry,
            double from, double to, String color) {
        double a = Math.toRadians(from);
        double b = Math.toRadians(to - 12);
        double endX = cx + rx * Math.cos(b);
        double endY = cy + ry * Math.sin(b);
        String d = "M" + SvgBuilder.num(cx + rx * Math.cos(a)) + " " + SvgBuilder.num(cy + ry * Math.sin(a))
                + "A" + SvgBuilder.num(rx) + " " + SvgBuilder.num(ry) + " 0 " + (to - 12 - from > 180 ? 1 : 0)
                + " 1 " + SvgBuilder.num(endX) + " " + SvgBuilder.num(endY);
        svg.stroke(d, color, 8);
        // Head: a triangle pointing along the ellipse at the end.
        double c = Math.toRadians(to);
        double tipX = cx + rx * Math.cos(c);
        double tipY = cy + ry * Math.sin(c);
        double tx = tipX - endX;
        double ty = tipY - endY;
        double len = Math.hypot(tx, ty);
        tx /= len;
        ty /= len;
        double headLength = 20;
        double half = 13;
        double baseX = tipX - tx * headLength;
        double baseY = tipY - ty * headLength;
        svg.shape("M" + SvgBuilder.num(tipX) + " " + SvgBuilder.num(tipY)
                + "L" + SvgBuilder.num(baseX - ty * half) + " " + SvgBuilder.num(baseY + tx * half)
                + "L" + SvgBuilder.num(baseX + ty * half) + " " + SvgBuilder.num(baseY - tx * half) + "Z",
                color, 0);
    }
}
