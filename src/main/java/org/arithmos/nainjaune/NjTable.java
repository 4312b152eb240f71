package org.arithmos.nainjaune;

import java.util.List;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.play.GameId;

/**
 * The table as the pupil (seat 0) may see it: their hand, the others' card counts, the sequences, the board
 * and everyone's tokens, whose turn it is, the rounds played.
 *
 * @param names the name of each seat; the pupil's (seat 0) is null
 */
public record NjTable(GameId id, NjSetup setup, List<String> names, NainJauneObservation view, int moveCount) {

    public static final int PUPIL = 0;

    public NjTable {
        names = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(names));
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
}
