package org.arithmos.cards;

import java.util.Locale;

/**
 * The faces of the players at the table: friendly round faces drawn as SVG for this project, twelve
 * variants of skin, hair and expression. Decorative (the name is always written next to it).
 */
public final class FaceArt {

    private static final String[] SKIN = {"#F6D2B8", "#E9B48A", "#C98B5E", "#9C6440", "#704527", "#FBE3CF"};
    private static final String[] HAIR = {"#2B2118", "#6B3E1F", "#C9862B", "#E7C45A", "#8C2F1B", "#1F2B4A"};

    /** How many different faces there are; a face number is taken modulo this. */
    public static final int VARIANTS = 12;

    private FaceArt() {
    }

    public static String svg(int face, int size) {
        int f = Math.floorMod(face, VARIANTS);
        String skin = SKIN[f % SKIN.length];
        String hair = HAIR[(f * 5 + 1) % HAIR.length];
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT,
                "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' width='%d' height='%d' aria-hidden='true'>",
                size, size));
        s.append("<circle cx='50' cy='50' r='48' fill='").append(background(f)).append("'/>");
        hairBack(s, f, hair);
        s.append("<circle cx='50' cy='54' r='30' fill='").append(skin).append("'/>");
        hairFront(s, f, hair);
        // Eyes, cheeks and a smile: the expression changes with the face number.
        s.append("<circle cx='39' cy='52' r='4' fill='#23262E'/><circle cx='61' cy='52' r='4' fill='#23262E'/>");
        s.append("<circle cx='40.5' cy='50.5' r='1.3' fill='#fff'/><circle cx='62.5' cy='50.5' r='1.3' fill='#fff'/>");
        s.append("<circle cx='33' cy='63' r='5' fill='#F28B82' opacity='.45'/><circle cx='67' cy='63' r='5' fill='#F28B82' opacity='.45'/>");
        s.append(f % 3 == 0 ? "<path d='M40 66 Q50 76 60 66' stroke='#23262E' stroke-width='3.5' fill='none' stroke-linecap='round'/>"
                : f % 3 == 1 ? "<path d='M41 66 Q50 73 59 66 Z' fill='#8E2C2C' stroke='#23262E' stroke-width='2.5' stroke-linejoin='round'/>"
                : "<path d='M42 68 Q50 72 58 68' stroke='#23262E' stroke-width='3.5' fill='none' stroke-linecap='round'/>");
        if (f % 4 == 3) {
            s.append("<g fill='none' stroke='#23262E' stroke-width='2.5'><circle cx='39' cy='52' r='8'/>"
                    + "<circle cx='61' cy='52' r='8'/><path d='M47 52 H53'/></g>");
        }
        return s.append("</svg>").toString();
    }

    private static String background(int f) {
        String[] bg = {"#DCEBFF", "#FFE6C7", "#DDF5E4", "#F3E1FF", "#FFE0E6", "#E3F4F7"};
        return bg[f % bg.length];
    }

    private static void hairBack(StringBuilder s, int f, String hair) {
        if (f % 2 == 1) {
            // Long hair falls behind the face.
            s.append("<path d='M18 56 Q16 22 50 20 Q84 22 82 56 L82 80 Q70 70 66 58 L34 58 Q30 70 18 80 Z' fill='")
                    .append(hair).append("'/>");
        }
    }

    private static void hairFront(StringBuilder s, int f, String hair) {
        switch (f % 4) {
            case 0 -> s.append("<path d='M21 48 Q22 20 50 19 Q78 20 79 48 Q66 34 50 36 Q34 34 21 48 Z' fill='")
                    .append(hair).append("'/>");
            case 1 -> s.append("<path d='M20 50 Q24 18 52 20 Q80 24 80 48 Q60 40 48 30 Q40 42 20 50 Z' fill='")
                    .append(hair).append("'/>");
            case 2 -> s.append("<g fill='").append(hair).append("'><circle cx='34' cy='28' r='10'/><circle cx='50' cy='23' r='11'/>")
                    .append("<circle cx='66' cy='28' r='10'/><circle cx='25' cy='40' r='8'/><circle cx='75' cy='40' r='8'/></g>");
            default -> s.append("<path d='M22 46 Q26 22 50 22 Q74 22 78 46 L70 40 L60 44 L50 38 L40 44 L30 40 Z' fill='")
                    .append(hair).append("'/>");
        }
    }
}
