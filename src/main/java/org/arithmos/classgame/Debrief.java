package org.arithmos.classgame;

import java.util.List;
import org.arithmos.tables.TableMark;

/**
 * What the class talks about after a class game (issue 15): its most frequent kinds of mistake, each with one
 * example from the session (explained by its game, with the correct play), and its best calculations.
 *
 * @param mistakes the kinds of mistake, the most frequent first
 * @param best     the longest correct calculations, the longest first
 */
public record Debrief(ClassGame game, List<MistakeKind> mistakes, List<BestCalculation> best) {

    public Debrief {
        mistakes = List.copyOf(mistakes);
        best = List.copyOf(best);
    }

    /** A kind of mistake: its rule id, how often it was made, and one example (anonymous: no name is kept). */
    public record MistakeKind(String rule, int count, TableMark example) {
    }

    /** A correct calculation worth showing: who (a first name), at which table, what, of how many cards. */
    public record BestCalculation(String name, String table, String shown, int cards) {
    }
}
