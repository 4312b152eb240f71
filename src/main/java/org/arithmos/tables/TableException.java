package org.arithmos.tables;

/** A table action refused, as data: the screen says it in the pupil's language ("tables.error.PROBLEM"). */
public class TableException extends RuntimeException {

    /** Why. Anything a person may not see is NOT_FOUND, so nothing tells that it exists. */
    public enum Problem {
        NOT_FOUND, FULL, ALREADY_SEATED, NOT_HOST, NOT_OPEN, STARTED_BY_TEACHER, TOO_FEW, NOT_YOUR_TURN, NOT_A_PLAY, NOT_ENABLED, BAD_OPTIONS, NOT_OVER, LEARNING_ONLY,
        /** A node holds as many guests' tables as it may: a guest is asked to come back later. */
        BUSY
    }

    private final Problem problem;
    private final String detail;

    public TableException(Problem problem, String message) {
        this(problem, message, null);
    }

    /** With the game's own reason ({@code detail}, e.g. a Nambarz move's problem), which a screen may say. */
    public TableException(Problem problem, String message, String detail) {
        super(message);
        this.problem = problem;
        this.detail = detail;
    }

    public Problem problem() {
        return problem;
    }

    /** The game's own reason, or null. */
    public String detail() {
        return detail;
    }
}
