package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import java.util.List;
import org.arithmos.tables.TableGame;
import org.arithmos.tables.TableNews;

/**
 * A card game's part of the tables' replay (docs/decisions/0035): the seat's board at one frame, drawn with the
 * live table's own parts (seats, board, hand; nothing to click), and the move's story in the live table's words.
 * One bean per game; the replay itself knows no game.
 */
public interface ReplayBoard {

    String kind();

    /** The seat's screen after the frame's move (or at the deal), read-only, in the language of {@code owner}. */
    Component board(TableNews frame, Component owner);

    /** The frame's move as that seat's story told it at the table (empty at the deal). */
    List<String> story(TableNews frame, Component owner);

    /** A best play with the game's reason, in words (the expert robot's decision, 0035). */
    String best(TableGame.Robot<?> best, Component owner);
}
