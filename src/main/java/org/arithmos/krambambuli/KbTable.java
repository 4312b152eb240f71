package org.arithmos.krambambuli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.arithmos.engine.krambambuli.KrambambuliObservation;
import org.arithmos.tables.GameId;

/**
 * The table as the pupil (seat 0) may see it: their hand, the others' card counts, the melds on the table,
 * the top discard, whose turn it is and what is done of it, the rounds played (KrambambuliObservation).
 *
 * @param names the name of each seat; the pupil's (seat 0) is null
 */
public record KbTable(GameId id, KbSetup setup, List<String> names, KrambambuliObservation view, int moveCount) {

    public static final int PUPIL = 0;

    public KbTable {
        names = Collections.unmodifiableList(new ArrayList<>(names));
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
