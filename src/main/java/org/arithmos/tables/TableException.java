package org.arithmos.tables;

/** A table action refused, as data: the screen says it in the pupil's language ("tables.error.PROBLEM"). */
public class TableException extends RuntimeException {

    /** Why. Anything a person may not see is NOT_FOUND, so nothing tells that it exists. */
    public enum Problem {
        NOT_FOUND, FULL, ALREADY_SEATED, NOT_HOST, NOT_OPEN, STARTED_BY_TEACHER, TOO_FEW, NOT_YOUR_TURN, NOT_A_PLAY, NOT_ENABLED, BAD_OPTIONS, NOT_OVER, LEARNING_ONLY
    }

    private final Problem problem;

    public TableException(Problem problem, String message) {
        super(message);
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
