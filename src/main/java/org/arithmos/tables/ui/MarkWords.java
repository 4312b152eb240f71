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

    /**
     * Whether the game's plays are calculations of several cards that the class game shows as the best
     * calculations and master strokes (Nambarz, NZ-SCORE-2). A card game's are not (a Multicartes product is two
     * cards by rule): its debrief and projector leave those parts out rather than say "no calculation".
     */
    default boolean calculations() {
        return false;
    }

    /** Whether the game of {@code kind} shows calculations, by its words among {@code all}. */
    static boolean calculations(java.util.List<MarkWords> all, String kind) {
        return all.stream().anyMatch(w -> w.kind().equals(kind) && w.calculations());
    }
}
