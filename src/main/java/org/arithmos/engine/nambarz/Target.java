package org.arithmos.engine.nambarz;

/** What the player to move must cover (NZ-TARGET-1). */
public sealed interface Target permits Target.NumberTarget, Target.JokerTarget {

    /** A number card: cover it by a match or a calculation whose result is its value. */
    record NumberTarget(NumberCard card) implements Target {
        public int value() {
            return card.value();
        }
    }

    /** A change joker played alone: one card of its type, any value, no calculation (NZ-JOKER-3). */
    record JokerTarget(JokerKind kind) implements Target {
    }
}
