package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import org.arithmos.tables.TableService;

/**
 * A game's part of "new table": its own choices (players, teams, rounds…), as a component of the lobby. The
 * lobby knows no game; each game that plays at live tables gives one (docs/decisions/0018).
 */
public interface GameTableForm {

    String kind();

    /** The form, shown under the game's name. */
    Component form();

    /** The table the pupil chose. */
    TableService.NewTable value();

    /** The route of this game's live table, for a table of this kind ("live/<id>"). */
    String route();
}
