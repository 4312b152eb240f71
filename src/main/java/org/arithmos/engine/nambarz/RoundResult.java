package org.arithmos.engine.nambarz;

import java.util.List;

/**
 * The end of a round (NZ-END-1, NZ-SCORE-1, NZ-SCORE-2). Indexed by seat; seats that did not play this
 * round (a tie-break round is for the tied players only) have place 0.
 *
 * @param number      1-based round number, tie-break rounds included
 * @param tieBreak    a round played only to break a tie (NZ-SCORE-3); its points do not add to totals
 * @param places      1 = first out; players still holding cards at the end follow, fewest cards first
 * @param finished    whether the player had no cards left when the round ended
 * @param placePoints 40, 32, 25, 19, 14 for places 1-5, else 0
 * @param bonus       master-stroke points made this round
 * @param blocked     the round stopped because nobody could play or draw any more (a project reading)
 */
public record RoundResult(int number, boolean tieBreak, List<Integer> places, List<Boolean> finished,
                          List<Integer> placePoints, List<Integer> bonus, boolean blocked) {

    /** NZ-SCORE-1. */
    public static final List<Integer> POINTS_BY_PLACE = List.of(40, 32, 25, 19, 14);

    public RoundResult {
        places = List.copyOf(places);
        finished = List.copyOf(finished);
        placePoints = List.copyOf(placePoints);
        bonus = List.copyOf(bonus);
    }

    public static int pointsForPlace(int place) {
        return place >= 1 && place <= POINTS_BY_PLACE.size() ? POINTS_BY_PLACE.get(place - 1) : 0;
    }

    public boolean played(int seat) {
        return places.get(seat) > 0;
    }

    /** Place points plus master strokes. */
    public int points(int seat) {
        return placePoints.get(seat) + bonus.get(seat);
    }
}
