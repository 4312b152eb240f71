package org.arithmos.accounts;

/** A refused change to an account, with a reason the UI says in the user's language. */
public final class AccountException extends RuntimeException {

    public enum Problem {
        BAD_USERNAME, SHORT_PASSWORD, BAD_NAME, USERNAME_TAKEN, NOT_FOUND
    }

    private final Problem problem;

    public AccountException(Problem problem) {
        super(problem.name());
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
