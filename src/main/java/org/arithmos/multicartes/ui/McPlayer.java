package org.arithmos.multicartes.ui;

import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McTable;
import org.arithmos.tables.SeatedTable;

/**
 * A screen where a pupil sits at a Multicartes table ({@link McTableView}): what its talk ({@link McTalk}) and its
 * buttons ({@link McActions}) need of it. The picking before a product is said stays on this screen's state.
 */
interface McPlayer {

    /** The table as this seat sees it, or null when it is not shown. */
    McTable table();

    /** The table and its seats, or null when there is none. */
    SeatedTable seated();

    McTableState state();

    McWords words();

    /** The pupil may act: their turn at a table still played (not one the teacher ended), no round being read. */
    boolean mine();

    /** Sends the pupil's move; {@code missed} is the product they could have said, told once they pass. */
    void send(MulticartesMove move, MulticartesMove missed);

    void refresh();
}
