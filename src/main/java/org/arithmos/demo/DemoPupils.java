package org.arithmos.demo;

import static org.arithmos.demo.PupilProfile.average;
import static org.arithmos.demo.PupilProfile.strong;
import static org.arithmos.demo.PupilProfile.struggling;

import java.util.List;
import java.util.Set;

/**
 * The 20 pupils of the demo class "Dolphins", so that every dashboard has something to show: four strong
 * pupils ready for the next level, eleven average ones (some getting better week after week, two whose
 * level was raised during the history, Nora who joined the class last week), and five who struggle, each
 * with one clear misconception. Levels: 0 is + −, 1 is + − × ÷, 2 is with brackets.
 */
final class DemoPupils {

    /** Léa is the pupil of the README (pictures cat, bee, fish) and of the browser tests. */
    static final String LEA = "Léa";
    /** Sami's pictures are known too (frog, duck, bear): Léa and Sami try a live table together. */
    static final String SAMI = "Sami";

    /**
     * Their last game is unfinished (the bell rang), to be resumed from "My games". Not Léa: the browser
     * tests resume the game they have just played with her.
     */
    static final Set<String> LEFT_A_GAME = Set.of("Tom", "Hugo", "Emma");

    /** No Nain Jaune or Krambambuli yet: Nora joined last week, Adam has not joined the card club. */
    static final Set<String> NO_CARD_GAMES = Set.of("Nora", "Adam");

    static final List<PupilProfile> DOLPHINS = List.of(
            average(LEA, 0).improving(),
            average("Tom", 1).raisedFrom(0, 12).improving(),
            strong("Inès", 1),
            strong("Marco", 0).often(Mistake.ABOVE_LEVEL, 15),
            average("Aya", 0),
            struggling("Noah", 0, Mistake.MATCHING_CARD_INSIDE),
            strong("Giulia", 2).raisedFrom(1, 8),
            struggling("Sami", 0, Mistake.MIXED_TYPES),
            struggling("Chloé", 1, Mistake.TOO_MANY_CARDS),
            average("Luca", 1).improving(),
            average("Nora", 0).joined(DemoHistory.DAYS - 4),
            strong("Yanis", 1).withoutHints(),
            average("Emma", 1),
            struggling("Omar", 0, Mistake.BELOW_ZERO).improving(),
            average("Zoé", 1).raisedFrom(0, 15),
            average("Matteo", 1).often(Mistake.WRONG_JOKER, 4),
            struggling("Lina", 0, Mistake.NOT_MATCHING),
            average("Hugo", 0).missing(0.35, 0.3),
            average("Sofia", 1).improving().games(5),
            average("Adam", 0).asking(0.3, 0.2));

    private DemoPupils() {
    }

    static List<String> names() {
        return DOLPHINS.stream().map(PupilProfile::name).toList();
    }
}
