package org.arithmos.tables;

import java.util.List;
import java.util.UUID;

/**
 * A finished live table move by move, from one seat (docs/decisions/0035): each frame is what that seat's screen
 * was told then (its own hand and what the rules made public, the move and its events as the seat knew them),
 * rebuilt from the stored deal and moves, never another hand.
 *
 * @param seat       the seat it is seen from
 * @param viewpoints the seats the reader may see it from: a pupil their own; the class's teacher (an admin) every
 *                   seat
 * @param frames     frame 0 is the deal (no move); frame k follows the k-th move
 * @param best       by frame, when the seat was to move then: the game's best play from the seat's own
 *                   observation (a card game's expert robot's, with its reason), none when the game has no judgment
 */
public record TableReplay(UUID id, String code, String kind, List<TableSeat> seats, int seat,
                          List<Integer> viewpoints, List<TableNews> frames,
                          java.util.Map<Integer, TableGame.Robot<?>> best) {

    public TableReplay {
        seats = List.copyOf(seats);
        viewpoints = List.copyOf(viewpoints);
        frames = List.copyOf(frames);
        best = java.util.Map.copyOf(best);
    }

    /** The moves played (the last frame's number). */
    public int moves() {
        return frames.size() - 1;
    }
}
