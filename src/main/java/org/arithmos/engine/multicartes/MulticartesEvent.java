package org.arithmos.engine.multicartes;

/** What happened during a move, in order, for the table's narration and for progress. */
public sealed interface MulticartesEvent {

    record CombinationTurned(Combination combination) implements MulticartesEvent {
    }

    record PileReshuffled(int cards) implements MulticartesEvent {
    }

    record Multiplied(int seat, int first, int second, int product) implements MulticartesEvent {
    }

    record Swapped(int seat, int given, int taken) implements MulticartesEvent {
    }

    record Passed(int seat) implements MulticartesEvent {
    }

    record RoundEnded(MulticartesState.RoundResult result) implements MulticartesEvent {
    }

    record GameEnded() implements MulticartesEvent {
    }
}
