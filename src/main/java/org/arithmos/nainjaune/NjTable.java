package org.arithmos.nainjaune;

import java.util.List;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.tables.GameId;

/**
 * The table as the pupil may see it: their hand, the others' card counts, the sequences, the board and
 * everyone's tokens, whose turn it is, the rounds played. The reader is their own seat ({@code you}; seat 0 against
 * robots), or nobody's (-1, their teacher watching: no hand).
 *
 * @param names the name of each seat; the reader's own is null
 * @param you   the reader's seat ("you" in every sentence), -1 for a spectator
 */
public record NjTable(GameId id, NjSetup setup, List<String> names, NainJauneObservation view, int moveCount,
                      int you) {

    public static final int PUPIL = 0;

    public NjTable {
        names = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(names));
    }

    /** A live table seen from seat {@code you} (-1: a spectator), with the table's options (its robots' level unused). */
    public static NjTable atLiveTable(GameId id, String options, List<String> names, NainJauneObservation view,
                                      int moveCount, int you) {
        return new NjTable(id, NjSetup.of(NainJauneOptions.parse(options), NainJauneBot.EXPERT, 0L), names, view,
                moveCount, you);
    }

    public boolean over() {
        return view.over();
    }

    public boolean yourTurn() {
        return view.myTurn();
    }
}
