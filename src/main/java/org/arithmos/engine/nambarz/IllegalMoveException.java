package org.arithmos.engine.nambarz;

/**
 * A move that is not a play at all (not the player's card, not this moment of the turn): it is refused
 * and nothing changes. Plays that break a rule are not refused; they are judged and penalized.
 */
public final class IllegalMoveException extends RuntimeException {

    /** Why, as data for the i18n bundles. */
    public enum Problem {
        GAME_OVER, NOT_IN_HAND, NOT_NOW, DRAWN_CARD_NOT_USED, PARENTHESES_OFF, NOT_YOUR_TURN
    }

    private final Problem problem;

    public IllegalMoveException(Problem problem, String message) {
        super(message);
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
