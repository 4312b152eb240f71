package org.arithmos.tables;

import java.util.UUID;

/**
 * A finished table at one moment of its game, for the debrief (issue 15): who was to move, what they saw (their
 * own seat's view then: their hand, the table), what they played, and the best play the game saw for them.
 * Shown only once the table is over, so no hand of a game in progress ever reaches the projector.
 *
 * @param moveIndex the number of moves played before this moment (0: the deal)
 * @param seat      the seat to move then, -1 when the game was over
 * @param played    the move played at that moment (the game's own move), null when none followed
 * @param best      the best move the game saw, null when it offers no judgment
 * @param why       the game's reason for the best move (a card game's expert robot's reason), else null
 * @param table     the table from the seat to move then, for a game's board (0035): its seats carry no name (the
 *                  seat's number instead) and no account, since the class compares plays, not who made them; null
 *                  when the game was over
 */
public record TableMoment(UUID tableId, String code, String kind, int moveIndex, int moves, int seat, String name,
                          Object view, Object played, Object best, Object why,
                          SeatedTable table) {
}
