package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import java.util.Optional;
import org.arithmos.tables.TableMark;

/**
 * A game's words for one mistake of a table (issue 15's debrief): the cards played, which rule they broke and
 * why, and the correct play, exactly as the table explained it to the pupil. The debrief knows no game; each
 * game that explains its mistakes gives one bean (docs/decisions/0028).
 */
public interface MarkWords {

    String kind();

    /**
     * The mistake explained in the language of {@code owner} (the debrief, whose words are in {@code locale});
     * empty when the mark holds no example.
     */
    Optional<Component> explain(TableMark mistake, Component owner, java.util.Locale locale);
}
