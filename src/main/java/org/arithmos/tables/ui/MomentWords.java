package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import org.arithmos.tables.TableMoment;

/**
 * A game's picture of a finished table at one moment (the class game's debrief, issue 15): the seat to move's
 * cards and table then, what they played, and the best play there was. One bean per game that can say it.
 */
public interface MomentWords {

    String kind();

    /** The moment, in the language of {@code owner}. */
    Component show(TableMoment moment, Component owner);
}
