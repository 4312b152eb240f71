package org.arithmos.nambarz.ui;

import java.util.UUID;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.nambarz.TableState;
import org.arithmos.pedagogy.Explanations;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TablePlayer;

/**
 * A screen showing one seat of a Nambarz table ({@link NzTableView}): what its calculation ({@link NzCalculation})
 * and its story ({@link NzTableStory}) need of it. The table, who looks at it and the sending stay on the screen.
 */
interface NzScreen {

    /** The table from this screen's seat, or null when there is none. */
    TableState table();

    /** The pupil's move now: their turn at a table still played. */
    boolean myTurn();

    /** Who is in front of the screen, signed in or a guest, as the tables know them. */
    TablePlayer player();

    UUID tableId();

    /** Sends the pupil's move to the table; the story of it follows. */
    void send(NambarzMove move);

    /** Tells the pupil why the table refused what they asked. */
    void refused(TableException e);

    /** Goes to another page (a new game, the class's tables). */
    void navigate(String route);

    NzWords words();

    Explanations explanations();

    /** Shows the table again from this screen's seat. */
    void refresh();
}
