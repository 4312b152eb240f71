package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import org.arithmos.tables.TableService;

/**
 * A game's part of "new table": its own choices (players, teams, rounds…), as a component of the lobby. The
 * lobby knows no game; each game that plays at live tables gives a {@link Factory} bean (docs/decisions/0018).
 */
public interface GameTableForm {

    String kind();

    /** The form, shown under the game's name. */
    Component form();

    /** The table the pupil chose. */
    TableService.NewTable value();

    /** Runs {@code action} whenever the seats of a table (the players chosen) change: the class game regroups. */
    void onSeatsChange(Runnable action);

    /** One Spring bean per game playable at live tables: the lobby lists these games and shows the chosen one's form. */
    interface Factory {

        String kind();

        /** A new form, its words in the language of {@code owner} (the lobby). */
        GameTableForm create(Component owner);
    }
}
