package org.arithmos.cards;

import static org.arithmos.cards.AnimalArt.PINK;
import static org.arithmos.cards.AnimalArt.WHITE;
import static org.arithmos.cards.AnimalArt.bigEye;
import static org.arithmos.cards.AnimalArt.eye;
import static org.arithmos.cards.SvgBuilder.INK;

/** Tortoise, hippopotamus, hen, cat and bear, each in a 172 by 132 box (see {@link AnimalArt}). */
final class LandAnimals {

    private static final double OUTLINE = 3;

    private LandAnimals() {
    }

    static void tortoise(SvgBuilder svg) {
        String skin = "#a8c26a";
        // Legs, tail and head behind the shell; the head looks right.
        svg.rect(30, 88, 18, 28, 8, skin, INK, OUTLINE);
        svg.rect(112, 88, 18, 28, 8, skin, INK, OUTLINE);
        svg.shape("M24 88L8 98L26 100Z", skin, OUTLINE);
        svg.shape("M118 92Q132 70 144 58L162 72Q148 88 134 100Z", skin, OUTLINE);
        svg.ellipse(150, 60, 20, 18, skin, OUTLINE);
        eye(svg, 155, 53, 5);
        svg.stroke("M148 69Q156 75 165 68", INK, 2.6);
        // Domed shell with plates, on a darker rim.
        svg.shape("M14 92C14 40 52 22 80 22C108 22 146 40 146 92Z", "#c98a3a", OUTLINE);
        svg.stroke("M64 44L52 27M96 44L108 27M54 65L17 68M106 65L143 68M64 86L62 92M96 86L98 92", INK, 2.6);
        svg.shape("M64 44L96 44L106 65L96 86L64 86L54 65Z", "#a96c22", 2.6);
        svg.rect(8, 86, 144, 13, 6.5, "#8b5a1c", INK, OUTLINE);
    }

    static void hippopotamus(SvgBuilder svg) {
        String body = "#9d90d3";
        String light = "#bdb3e8";
        String dark = "#4b3f7a";
        // Little round ears, a high head, a very wide muzzle: a hippo is mostly face.
        svg.circle(40, 16, 12, body, OUTLINE);
        svg.circle(132, 16, 12, body, OUTLINE);
        svg.circle(40, 16, 5.5, PINK);
        svg.circle(132, 16, 5.5, PINK);
        svg.ellipse(86, 46, 52, 36, body, OUTLINE);
        svg.ellipse(86, 90, 66, 38, light, OUTLINE);
        svg.ellipse(62, 78, 7, 9, dark, 0);
        svg.ellipse(110, 78, 7, 9, dark, 0);
        bigEye(svg, 64, 36, 10, 0, 1);
        bigEye(svg, 108, 36, 10, 0, 1);
        svg.stroke("M50 102Q86 122 122 102", INK, 3.2);
        svg.rect(72, 109, 10, 10, 2, WHITE, INK, 2);
        svg.rect(90, 109, 10, 10, 2, WHITE, INK, 2);
    }

    static void hen(SvgBuilder svg) {
        String red = "#e53935";
        String yellow = "#f9a825";
        svg.stroke("M72 104L68 124M92 104L96 124M58 125L76 125M86 125L104 125", yellow, 4.5);
        // Tail feathers up at the back, a round body, a grey wing.
        svg.shape("M116 64C126 36 144 26 158 30C150 44 154 56 160 66C146 66 138 82 130 88Z", WHITE, OUTLINE);
        svg.shape("M40 70C40 46 60 40 80 46C104 52 124 50 136 64C142 86 124 108 92 108C60 108 40 94 40 70Z",
                WHITE, OUTLINE);
        svg.shape("M74 72C90 62 114 66 118 80C106 96 84 94 74 72Z", "#e6e9ee", 2.6);
        // Head with the red comb and wattle, a pointed beak to the left.
        svg.shape("M36 26C32 12 44 6 47 18C46 4 60 4 58 18C62 8 74 12 66 26Z", red, 2.6);
        svg.circle(50, 40, 22, WHITE, OUTLINE);
        svg.shape("M30 38L12 45L30 51Z", yellow, 2.6);
        svg.shape("M33 52C28 64 42 68 41 55Z", red, 2.4);
        eye(svg, 46, 35, 4.5);
    }

    static void cat(SvgBuilder svg) {
        String grey = "#9aa5b1";
        String light = "#e7ebef";
        String dark = "#5f6b77";
        // A curled tail: a dark line under a grey one, so it is outlined.
        svg.stroke("M112 126C148 128 162 104 150 80", INK, 16);
        svg.stroke("M112 126C148 128 162 104 150 80", grey, 10);
        svg.shape("M56 130C48 108 58 80 86 80C114 80 124 108 116 130Z", grey, OUTLINE);
        svg.ellipse(72, 127, 12, 6.5, light, 2.6);
        svg.ellipse(100, 127, 12, 6.5, light, 2.6);
        // Pointed ears, a round face with slit eyes, a pink nose and whiskers.
        svg.shape("M50 40L48 2L80 24Z", grey, OUTLINE);
        svg.shape("M122 40L124 2L92 24Z", grey, OUTLINE);
        svg.shape("M55 31L54 13L71 25Z", PINK, 0);
        svg.shape("M117 31L118 13L101 25Z", PINK, 0);
        svg.ellipse(86, 52, 42, 34, grey, OUTLINE);
        svg.ellipse(86, 70, 20, 12, light, 0);
        svg.stroke("M80 22L82 31M86 20L86 31M92 22L90 31", dark, 3);
        svg.ellipse(70, 48, 7.5, 9.5, "#9ccc3c", 2.2);
        svg.ellipse(102, 48, 7.5, 9.5, "#9ccc3c", 2.2);
        svg.ellipse(70, 48, 2.6, 7.5, INK, 0);
        svg.ellipse(102, 48, 2.6, 7.5, INK, 0);
        svg.shape("M80 62L92 62L86 69Z", PINK, 2);
        svg.stroke("M86 69Q81 77 74 73M86 69Q91 77 98 73", INK, 2.6);
        svg.stroke("M66 66L34 60M66 71L32 73M66 76L36 84M106 66L138 60M106 71L140 73M106 76L136 84", INK, 2);
    }

    static void bear(SvgBuilder svg) {
        String brown = "#9a6132";
        String tan = "#e5bb88";
        svg.ellipse(50, 102, 12, 19, 25, brown, OUTLINE);
        svg.ellipse(122, 102, 12, 19, -25, brown, OUTLINE);
        svg.ellipse(86, 104, 42, 28, brown, OUTLINE);
        svg.ellipse(86, 108, 24, 18, tan, 0);
        svg.ellipse(62, 126, 15, 7.5, brown, OUTLINE);
        svg.ellipse(110, 126, 15, 7.5, brown, OUTLINE);
        // Round ears, a round head, a light muzzle with a big dark nose.
        svg.circle(54, 18, 14, brown, OUTLINE);
        svg.circle(118, 18, 14, brown, OUTLINE);
        svg.circle(54, 18, 7, tan);
        svg.circle(118, 18, 7, tan);
        svg.circle(86, 48, 38, brown, OUTLINE);
        svg.ellipse(86, 64, 20, 15, tan, 2.4);
        svg.ellipse(86, 57, 8, 5.5, INK, 0);
        svg.stroke("M86 62L86 68M78 70Q86 77 94 70", INK, 2.6);
        eye(svg, 70, 40, 5.5);
        eye(svg, 102, 40, 5.5);
    }
}
