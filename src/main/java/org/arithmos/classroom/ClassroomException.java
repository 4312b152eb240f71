package org.arithmos.classroom;

/**
 * A refused classroom action, with a reason the UI says in the user's language, and where it helps the
 * words at fault (the names already in the class, the name that is too long).
 */
public final class ClassroomException extends RuntimeException {

    public enum Problem {
        NOT_FOUND, BAD_NAME, NO_PUPILS, TOO_MANY_PUPILS, BAD_PUPIL_NAME, DUPLICATE_NAME, UNKNOWN_CODE, ALREADY_LINKED,
        GUESSABLE_CODE
    }

    private final Problem problem;
    private final String detail;

    public ClassroomException(Problem problem) {
        this(problem, "");
    }

    public ClassroomException(Problem problem, String detail) {
        super(problem.name());
        this.problem = problem;
        this.detail = detail == null ? "" : detail;
    }

    public Problem problem() {
        return problem;
    }

    /** The words at fault, to show with the message ("" when there are none). */
    public String detail() {
        return detail;
    }
}
