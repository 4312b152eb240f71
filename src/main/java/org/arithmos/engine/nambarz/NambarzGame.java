package org.arithmos.engine.nambarz;

import java.util.List;

/**
 * Nambarz (seeds 000 and 001; RULES.md section 1): cover the top card by a match, a calculation of
 * same-type cards whose result is its value, or a joker; first out of cards wins the most points.
 *
 * <p>A game is (options, seed, moves): {@link #start} deals from the seed, {@link #apply} plays one
 * move of the player to move, {@link #replay} rebuilds any moment exactly. Every function is pure.
 */
public final class NambarzGame {

    private NambarzGame() {
    }

    /** Deals the first round. */
    public static Transition start(NambarzOptions options, long seed) {
        StateEditor e = new StateEditor(options, seed);
        Rounds.startGame(e);
        return new Transition(e.freeze(), e.events);
    }

    public static NambarzState newGame(NambarzOptions options, long seed) {
        return start(options, seed).state();
    }

    /**
     * Plays one move of the player to move. A play that breaks a rule is applied with its penalty; a
     * move that is no play at all is refused with {@link IllegalMoveException} and nothing changes.
     */
    public static Transition apply(NambarzState state, NambarzMove move) {
        if (state.isOver()) {
            throw new IllegalMoveException(IllegalMoveException.Problem.GAME_OVER, "the game is over");
        }
        StateEditor e = new StateEditor(state);
        Turns.apply(e, move);
        e.moves++;
        return new Transition(e.freeze(), e.events);
    }

    public static NambarzState play(NambarzState state, NambarzMove move) {
        return apply(state, move).state();
    }

    /** The state after these moves from the start: the same as when they were first played. */
    public static NambarzState replay(NambarzOptions options, long seed, List<NambarzMove> moves) {
        NambarzState state = newGame(options, seed);
        for (NambarzMove move : moves) {
            state = play(state, move);
        }
        return state;
    }

    /** The legal moves of the player to move (empty once the game is over). */
    public static List<NambarzMove> legalMoves(NambarzState state) {
        return state.observation(state.currentSeat()).legalMoves();
    }
}
