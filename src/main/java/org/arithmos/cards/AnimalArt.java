package org.arithmos.cards;

import org.arithmos.engine.nambarz.Animal;

/**
 * The ten animals of the drawing cards: flat, outlined, friendly, each with its own colour so that the two
 * animals of a value never look alike (dragonfly teal and tortoise ochre, fish orange and frog green, bee
 * yellow and black and hippopotamus lavender, hen white and red and duck yellow, cat grey and bear brown).
 * Each is drawn in a {@link #WIDTH} by {@link #HEIGHT} box, facing the reader or walking to the left.
 */
final class AnimalArt {

    static final double WIDTH = 172;
    static final double HEIGHT = 132;

    /** Soft pink for cheeks, noses and inner ears. */
    static final String PINK = "#f59bb5";
    static final String WHITE = "#ffffff";

    private AnimalArt() {
    }

    static void draw(SvgBuilder svg, Animal animal) {
        switch (animal) {
            case DRAGONFLY -> AirAndWaterAnimals.dragonfly(svg);
            case FISH -> AirAndWaterAnimals.fish(svg);
            case FROG -> AirAndWaterAnimals.frog(svg);
            case BEE -> AirAndWaterAnimals.bee(svg);
            case DUCK -> AirAndWaterAnimals.duck(svg);
            case TORTOISE -> LandAnimals.tortoise(svg);
            case HIPPOPOTAMUS -> LandAnimals.hippopotamus(svg);
            case HEN -> LandAnimals.hen(svg);
            case CAT -> LandAnimals.cat(svg);
            case BEAR -> LandAnimals.bear(svg);
        }
    }

    /** A friendly eye: a dark ball with a white glint. */
    static void eye(SvgBuilder svg, double x, double y, double r) {
        svg.circle(x, y, r, SvgBuilder.INK);
        svg.circle(x - r * .35, y - r * .35, r * .38, WHITE);
    }

    /** A white eyeball with a pupil looking towards (dx, dy). */
    static void bigEye(SvgBuilder svg, double x, double y, double r, double dx, double dy) {
        svg.circle(x, y, r, WHITE, 2.5);
        eye(svg, x + dx, y + dy, r * .5);
    }
}
