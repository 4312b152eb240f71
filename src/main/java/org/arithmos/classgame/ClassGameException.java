package org.arithmos.classgame;

/** A class game refused: the screen says why in the teacher's language (key {@code classGame.error.<problem>}). */
public class ClassGameException extends RuntimeException {

    public enum Problem { NOT_FOUND, NO_PUPILS, ALREADY_RUNNING, BAD_GROUPS, BAD_OPTIONS, NO_SEAT, OVER, NOT_OVER }

    private final Problem problem;

    public ClassGameException(Problem problem, String detail) {
        super(problem + ": " + detail);
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
