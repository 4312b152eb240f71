package org.arithmos.tables;

/**
 * A moment of a table worth telling the teacher and the class (issue 15): a mistake, by its rule id (a
 * Nambarz penalty, NZ-PEN-*; a card game's refused play), or a correct calculation (a master stroke when it
 * takes four cards or more, NZ-SCORE-2), with what was played in numbers and symbols only, so that it reads
 * the same in every language.
 *
 * @param seat    who made it
 * @param rule    the rule id (RULES.md) the rules judged it by
 * @param shown   a calculation as played ("3 × 4 − 2 = 10"); empty for a mistake
 * @param cards   how many cards the play took
 * @param example the game's own record of the moment, for its words in the debrief (e.g. Nambarz's play and
 *                the seat's calculation mode); never shown as it is, null when the game keeps none
 */
public record TableMark(int seat, Kind kind, String rule, String shown, int cards, Object example) {

    public enum Kind { MISTAKE, CALCULATION, MASTER_STROKE }

    /**
     * A move the rules refused (a card game's wrong step), as the example of its mistake: the game's own types,
     * what public fact of the table its words need ({@code context}, e.g. Multicartes' discard), and a correct play
     * at that moment ({@code correct}, null when the game has none): a play of the mover's own cards, which the
     * debrief may name once the game is over, never a hand, never the state.
     */
    public record Refused(Object judgment, Object move, Object context, TableGame.Robot<?> correct) {
    }

    public static TableMark mistake(int seat, String rule, int cards, Object example) {
        return new TableMark(seat, Kind.MISTAKE, rule, "", cards, example);
    }

    /** A correct calculation of {@code cards} cards: a master stroke from four on (NZ-SCORE-2). */
    public static TableMark calculation(int seat, String rule, String shown, int cards) {
        return new TableMark(seat, cards >= 4 ? Kind.MASTER_STROKE : Kind.CALCULATION, rule, shown, cards, null);
    }
}
