package org.arithmos.privacy;

/** A refused privacy action, with a reason the UI says in the user's language. */
public final class PrivacyException extends RuntimeException {

    public enum Problem {
        /** No such pupil, or not one the current user may see (the two are not told apart). */
        NOT_FOUND,
        /** The name typed to confirm a deletion is not the pupil's. */
        WRONG_NAME
    }

    private final Problem problem;

    public PrivacyException(Problem problem) {
        super(problem.name());
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
