package org.arithmos.progress;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;

/** How the pupil's charts group their figures over time. Weeks start on Monday (ISO 8601). */
public enum Granularity {
    DAY, WEEK;

    /** The first day of the period holding {@code date}. */
    public LocalDate start(LocalDate date) {
        return this == DAY ? date : date.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
    }

    public LocalDate next(LocalDate start) {
        return this == DAY ? start.plusDays(1) : start.plusWeeks(1);
    }

    public LocalDate minus(LocalDate start, int periods) {
        return this == DAY ? start.minusDays(periods) : start.minusWeeks(periods);
    }
}
