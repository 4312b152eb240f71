package org.arithmos.multicartes;

import java.util.List;
import org.arithmos.engine.multicartes.Combination;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesObservation;
import org.arithmos.engine.multicartes.MulticartesState.RoundResult;
import org.arithmos.tables.GameId;

/**
 * The table as the pupil (seat 0) may see it: their hand, the others' card counts, the combination card,
 * the top of the discard pile, whose turn it is, the rounds played, and at the end of a solo game the best
 * possible score for the same deal (MC-SOLO-1).
 *
 * @param botNames the name of each seat; the pupil's (seat 0) is null
 * @param solo     for a solo game that is over: the score and the best possible one; else null
 */
public record McTable(GameId id, McSetup setup, List<String> botNames, MulticartesObservation view, int moveCount,
                      List<RoundResult> results, SoloResult solo) {

    public static final int PUPIL = 0;

    public McTable {
        botNames = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(botNames));
        results = List.copyOf(results);
    }

    public boolean over() {
        return view.over();
    }

    public boolean yourTurn() {
        return view.myTurn();
    }

    public boolean botToMove() {
        return !view.over() && view.toMove() != PUPIL;
    }

    /** The pupil's score and the best possible one, with a line of play that reaches it. */
    public record SoloResult(int turned, int best, List<OptimumStep> line) {
        public SoloResult {
            line = List.copyOf(line);
        }
    }

    /** One step of the best line: the combination card in play and the move made on it. */
    public record OptimumStep(Combination card, MulticartesMove move) {
    }
}
