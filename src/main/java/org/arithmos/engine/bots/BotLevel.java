package org.arithmos.engine.bots;

/** How well a bot plays. Each level is a fixed strategy; its only randomness comes from the given seed. */
public enum BotLevel {
    /** Plays matches and two-card + and − calculations; sometimes does not see them. */
    BEGINNER,
    /** Finds matches and calculations of two or three cards; uses jokers when stuck. */
    INTERMEDIATE,
    /** Puts down as many cards as it can (master strokes), replays whenever it can, uses jokers well. */
    EXPERT;

    public NambarzBot bot() {
        return switch (this) {
            case BEGINNER -> new BeginnerBot();
            case INTERMEDIATE -> new IntermediateBot();
            case EXPERT -> new ExpertBot();
        };
    }
}
