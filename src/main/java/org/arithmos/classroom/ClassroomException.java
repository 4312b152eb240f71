package org.arithmos.classroom;

/** A refused classroom action, with a reason the UI says in the user's language. */
public final class ClassroomException extends RuntimeException {

    public enum Problem {
        NOT_FOUND, BAD_NAME, NO_PUPILS, UNKNOWN_CODE, ALREADY_LINKED
    }

    private final Problem problem;

    public ClassroomException(Problem problem) {
        super(problem.name());
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
