package org.arithmos.engine.nambarz;

import java.util.List;

/**
 * A side's position in the game (a team, or a player playing for themselves).
 *
 * @param rank      1 = winner; ties are broken by tie-break rounds (NZ-SCORE-3)
 * @param side      team index, or the seat when each plays for themselves
 * @param seats     the seats of the side
 * @param points    total of the regular rounds (places and master strokes)
 * @param tieBreaks points of each tie-break round the side played, in order
 */
public record Standing(int rank, int side, List<Integer> seats, int points, List<Integer> tieBreaks) {

    public Standing {
        seats = List.copyOf(seats);
        tieBreaks = List.copyOf(tieBreaks);
    }
}
