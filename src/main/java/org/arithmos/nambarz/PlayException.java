package org.arithmos.nambarz;

import org.arithmos.engine.nambarz.IllegalMoveException;

/** An action the table refuses, with a reason the UI says in the pupil's language. */
public final class PlayException extends RuntimeException {

    public enum Problem {
        /** No such game for this player (also when it belongs to someone else: nothing leaks). */
        NOT_FOUND,
        /** Hints and Check are for learning mode. */
        LEARNING_ONLY,
        /** Not the pupil's turn. */
        NOT_YOUR_TURN,
        /** Not a play at all (see the engine's reason). */
        NOT_A_PLAY,
        /** The teacher has not enabled this game for the pupil. */
        NOT_ENABLED
    }

    private final Problem problem;
    private final IllegalMoveException.Problem moveProblem;

    public PlayException(Problem problem, String message) {
        this(problem, null, message);
    }

    PlayException(Problem problem, IllegalMoveException.Problem moveProblem, String message) {
        super(message);
        this.problem = problem;
        this.moveProblem = moveProblem;
    }

    static PlayException notAPlay(IllegalMoveException e) {
        return new PlayException(Problem.NOT_A_PLAY, e.problem(), e.getMessage());
    }

    public Problem problem() {
        return problem;
    }

    /** For {@link Problem#NOT_A_PLAY}: the engine's reason (null for other problems). */
    public IllegalMoveException.Problem moveProblem() {
        return moveProblem;
    }
}
