package org.arithmos.cards;

import static org.arithmos.cards.AnimalArt.PINK;
import static org.arithmos.cards.AnimalArt.WHITE;
import static org.arithmos.cards.AnimalArt.bigEye;
import static org.arithmos.cards.AnimalArt.eye;
import static org.arithmos.cards.SvgBuilder.INK;

/** Dragonfly, fish, frog, bee and duck, each in a 172 by 132 box (see {@link AnimalArt}). */
final class AirAndWaterAnimals {

    private static final double OUTLINE = 3;

    private AirAndWaterAnimals() {
    }

    static void dragonfly(SvgBuilder svg) {
        String wing = "#dcf3fb";
        String body = "#1c9ea6";
        String dark = "#0e6c72";
        // Four long wings, two up and two down, behind the body.
        svg.ellipse(54, 34, 15, 33, -22, wing, 2.5);
        svg.ellipse(84, 34, 15, 33, 22, wing, 2.5);
        svg.ellipse(54, 98, 15, 33, 22, wing, 2.5);
        svg.ellipse(84, 98, 15, 33, -22, wing, 2.5);
        svg.stroke("M60 60L44 10M78 60L94 10M60 72L44 122M78 72L94 122", "#8cc9dc", 2.4);
        // Long tail in segments.
        svg.shape("M72 56L156 59Q170 66 156 73L72 76Z", body, OUTLINE);
        svg.stroke("M96 58L96 74M118 59L118 73M140 60L140 72", dark, 3);
        svg.ellipse(68, 66, 17, 14, body, OUTLINE);
        // Head with two big eyes, smiling towards the left.
        svg.circle(38, 66, 18, body, OUTLINE);
        bigEye(svg, 32, 54, 10, -3, 0);
        bigEye(svg, 32, 78, 10, -3, 0);
        svg.stroke("M21 60Q16 66 21 72", INK, 2.8);
    }

    static void fish(SvgBuilder svg) {
        String body = "#f7821b";
        String fin = "#e35d0a";
        // Bubbles from the mouth.
        svg.circle(16, 44, 6, "#d8f0fd", 2);
        svg.circle(10, 24, 4, "#d8f0fd", 2);
        // Tail and fins behind the body.
        svg.shape("M128 66L166 34Q156 66 166 98Z", fin, OUTLINE);
        svg.shape("M66 38Q90 6 120 40Z", fin, OUTLINE);
        svg.shape("M84 96Q96 118 112 94Z", fin, OUTLINE);
        svg.ellipse(84, 66, 56, 35, body, OUTLINE);
        // A white band, like a clownfish.
        svg.shape("M98 31.3Q86 66 98 100.7L109 98.2Q97 66 109 33.8Z", WHITE, 2.4);
        svg.stroke("M66 48Q57 66 66 84", "#b94a00", 2.6);
        bigEye(svg, 50, 56, 11, -3, 0);
        svg.stroke("M30 74Q37 81 45 75", INK, 3);
    }

    static void frog(SvgBuilder svg) {
        String green = "#4cb648";
        String belly = "#c9ec8e";
        // Back legs folded at the sides, with wide feet.
        svg.ellipse(38, 104, 28, 18, green, OUTLINE);
        svg.ellipse(134, 104, 28, 18, green, OUTLINE);
        svg.ellipse(24, 123, 16, 6, green, OUTLINE);
        svg.ellipse(148, 123, 16, 6, green, OUTLINE);
        svg.ellipse(86, 92, 44, 34, green, OUTLINE);
        svg.ellipse(86, 100, 28, 22, belly, 0);
        svg.ellipse(64, 118, 9, 12, green, OUTLINE);
        svg.ellipse(108, 118, 9, 12, green, OUTLINE);
        // Wide head, eyes on top, big smile.
        svg.ellipse(86, 56, 54, 30, green, OUTLINE);
        svg.circle(58, 30, 18, green, OUTLINE);
        svg.circle(114, 30, 18, green, OUTLINE);
        bigEye(svg, 58, 29, 12, 0, 1);
        bigEye(svg, 114, 29, 12, 0, 1);
        svg.circle(46, 66, 6.5, PINK);
        svg.circle(126, 66, 6.5, PINK);
        svg.circle(80, 50, 2.2, INK);
        svg.circle(92, 50, 2.2, INK);
        svg.stroke("M54 64Q86 90 118 64", INK, 3.4);
    }

    static void bee(SvgBuilder svg) {
        String yellow = "#ffc21c";
        // Wings on the back, then the striped body and the sting.
        svg.ellipse(94, 32, 17, 26, -25, "#eaf6ff", 2.5);
        svg.ellipse(116, 34, 15, 23, 22, "#eaf6ff", 2.5);
        svg.shape("M144 60L166 69L144 78Z", INK, 2);
        svg.ellipse(98, 70, 50, 34, yellow, 0);
        svg.shape("M92 36.3Q98 35.8 104 36.3L104 103.7Q98 104.2 92 103.7Z", INK, 0);
        svg.shape("M116 38.3Q122 40 128 42.8L128 97.2Q122 100 116 101.7Z", INK, 0);
        svg.shape("M138 49.6Q142 54 145.5 59L145.5 81Q142 86 138 90.4Z", INK, 0);
        svg.ellipse(98, 70, 50, 34, "none", OUTLINE);
        // Antennae and a round smiling head.
        svg.stroke("M36 44Q28 24 20 20M52 42Q56 22 64 16", INK, 3);
        svg.circle(20, 20, 4.5, INK);
        svg.circle(64, 16, 4.5, INK);
        svg.circle(44, 66, 25, "#ffd54a", OUTLINE);
        eye(svg, 35, 61, 5);
        eye(svg, 53, 61, 5);
        svg.circle(29, 73, 4.5, PINK);
        svg.circle(59, 73, 4.5, PINK);
        svg.stroke("M36 74Q44 82 52 74", INK, 3);
    }

    static void duck(SvgBuilder svg) {
        String yellow = "#ffe04a";
        // Body with its tail up, the wing, then the head and the flat beak.
        svg.shape("M30 86C30 64 58 60 86 66C110 72 124 60 142 46C150 66 152 84 140 100C126 116 62 118 44 108"
                + "C35 103 30 96 30 86Z", yellow, OUTLINE);
        svg.shape("M78 82C92 70 116 72 126 84C114 98 90 100 78 82Z", "#ffcf1f", 2.6);
        svg.circle(52, 44, 24, yellow, OUTLINE);
        svg.shape("M31 42L8 46Q4 54 12 57L31 55Z", "#ff8a1e", OUTLINE);
        eye(svg, 50, 38, 5);
        svg.circle(62, 52, 5, PINK);
        // Water.
        svg.shape("M0 114Q14 106 28 114T56 114T84 114T112 114T140 114T168 114L172 114L172 132L0 132Z",
                "#bfe6fa", 0);
        svg.stroke("M2 114Q14 106 28 114T56 114T84 114T112 114T140 114T168 114", "#3d9ad6", 3);
    }
}
