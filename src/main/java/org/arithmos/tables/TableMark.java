package org.arithmos.tables;

/**
 * A moment of a table worth telling the teacher and the class (issue 15): a mistake, by its rule id (a
 * Nambarz penalty, NZ-PEN-*; a card game's refused play), or a master stroke (NZ-SCORE-2), with what was
 * played in numbers and symbols only, so that it reads the same in every language.
 *
 * @param seat  who made it
 * @param rule  the rule id (RULES.md) the rules judged it by
 * @param shown the calculation of a master stroke ("3 × 4 − 2 = 10"); empty for a mistake
 */
public record TableMark(int seat, Kind kind, String rule, String shown) {

    public enum Kind { MISTAKE, MASTER_STROKE }

    public static TableMark mistake(int seat, String rule) {
        return new TableMark(seat, Kind.MISTAKE, rule, "");
    }

    public static TableMark masterStroke(int seat, String rule, String shown) {
        return new TableMark(seat, Kind.MASTER_STROKE, rule, shown);
    }
}
