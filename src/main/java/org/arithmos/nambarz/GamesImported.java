package org.arithmos.nambarz;

import java.util.List;

/**
 * Published inside the transaction that stores imported games ({@link NzImport}): what the pupils did in
 * them, each as the table would have published it move by move, so that the progress feature records the
 * same things, all at once.
 */
public record GamesImported(List<PupilMoved> moves, List<PupilAsked> asked) {

    public GamesImported {
        moves = List.copyOf(moves);
        asked = List.copyOf(asked);
    }
}
