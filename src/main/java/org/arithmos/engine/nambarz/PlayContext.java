package org.arithmos.engine.nambarz;

/** What a play was judged against, so that its verdict can be explained later from the event alone. */
public sealed interface PlayContext {

    /** Cards or a joker put on a target (NZ-TARGET-1). */
    record OnTarget(Target target) implements PlayContext {
    }

    /** The card(s) a player put right after their own change joker, which covered {@code covered}. */
    record AfterChangeJoker(JokerKind joker, NumberCard covered) implements PlayContext {
    }
}
