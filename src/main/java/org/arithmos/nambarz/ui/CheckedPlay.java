package org.arithmos.nambarz.ui;

import java.util.List;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.nambarz.TableState;
import org.arithmos.pedagogy.Explanations;

/**
 * The verdict of the last Check on a calculation (learning mode), kept so that the table can say it again in
 * another language; the same at a game against robots and at a live table.
 */
record CheckedPlay(NambarzMove.PutDown move, Judgment verdict) {

    /** Shows the verdict in the narration's explanation, the cards at fault marked. */
    void show(Narration narration, TableState table, NzWords words, Explanations explanations) {
        var explanation = new Narrator(words, explanations).explainCheck(table, move, verdict);
        narration.explain(explanation, List.copyOf(move.cards()),
                verdict instanceof Judgment.Penalized p ? p.atFault() : List.of(),
                words.t(verdict.legal() ? "table.check.ok" : "table.check.notOk"));
    }
}
