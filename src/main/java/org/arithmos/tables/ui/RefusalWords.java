package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import org.arithmos.tables.TableGame;
import org.arithmos.tables.TableMark;

/**
 * A card game's refused step in the debrief: the reason, with its numbers, as the table told the pupil, then the
 * correct play at that moment said to the class ("The correct play was: ..."), in the game's own words for a play
 * ({@link ReplayBoard#best}, as the common deal's "best play" says it).
 */
public final class RefusalWords {

    private RefusalWords() {
    }

    /** @param board the game's words for a play; the example's correct play, when it has one, is said with them */
    public static Component of(String reason, TableMark.Refused example, ReplayBoard board, Component owner) {
        Div out = new Div(new Paragraph(reason));
        out.addClassName("debrief-example");
        TableGame.Robot<?> correct = example.correct();
        if (correct != null) {
            Paragraph right = new Paragraph(owner.getTranslation("classGame.correctPlay", board.best(correct, owner)));
            right.addClassName("debrief-correct-play");
            out.add(right);
        }
        return out;
    }
}
