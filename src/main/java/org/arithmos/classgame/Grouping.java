package org.arithmos.classgame;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Groups pupils into tables by level (issue 15): pupils sorted by their level's step (then name) are cut into
 * as few tables as the seats allow, of sizes that differ by one at most, so that pupils of close levels sit
 * together and no table is left with one pupil among robots when it can be avoided.
 */
final class Grouping {

    private Grouping() {
    }

    /** A pupil to seat: who, their name, and their level's step (higher: further on). */
    record Pupil(long id, String name, int step) {
    }

    static List<List<Pupil>> byLevel(List<Pupil> pupils, int seatsPerTable) {
        if (seatsPerTable < 1) {
            throw new IllegalArgumentException("seats per table " + seatsPerTable);
        }
        List<Pupil> sorted = pupils.stream().sorted(Comparator.comparingInt(Pupil::step).thenComparing(Pupil::name)
                .thenComparingLong(Pupil::id)).toList();
        int tables = (sorted.size() + seatsPerTable - 1) / seatsPerTable;
        List<List<Pupil>> out = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < tables; i++) {
            int size = sorted.size() / tables + (i < sorted.size() % tables ? 1 : 0);
            out.add(List.copyOf(sorted.subList(from, from + size)));
            from += size;
        }
        return out;
    }
}
