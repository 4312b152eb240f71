package org.arithmos.progress;

import java.time.LocalDate;
import java.util.EnumMap;
import java.util.Map;

/**
 * A pupil's figures over one day or week.
 *
 * @param byOperation      calculations that used each operation, and how many were correct; a calculation
 *                         with + and × counts for both
 * @param penalties        penalized plays by kind
 * @param calculations     correct calculations (two cards or more)
 * @param calculationCards cards in those calculations, for the average length
 * @param hints            hints shown
 * @param plays            every play and how many were correct
 */
public record PeriodProgress(LocalDate start, Map<Operation, Tally> byOperation, Map<Misconception, Integer> penalties,
                             int calculations, int calculationCards, int hints, Tally plays) {

    public PeriodProgress {
        byOperation = Map.copyOf(byOperation);
        penalties = Map.copyOf(penalties);
    }

    public Tally operation(Operation op) {
        return byOperation.getOrDefault(op, Tally.NONE);
    }

    public int penalties(Misconception kind) {
        return penalties.getOrDefault(kind, 0);
    }

    /** Cards per correct calculation, or null when there was none. */
    public Double cardsPerCalculation() {
        return calculations == 0 ? null : (double) calculationCards / calculations;
    }

    static PeriodProgress empty(LocalDate start) {
        return new PeriodProgress(start, new EnumMap<>(Operation.class), new EnumMap<>(Misconception.class), 0, 0, 0,
                Tally.NONE);
    }
}
