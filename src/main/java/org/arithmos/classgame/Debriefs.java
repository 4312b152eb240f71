package org.arithmos.classgame;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.TableOverview;

/** A finished class game's debrief, worked out from its tables' marks (the service checks who asks). */
final class Debriefs {

    /** How many kinds of mistake, and how many calculations, the debrief shows. */
    static final int MISTAKES = 4;
    static final int CALCULATIONS = 5;

    private Debriefs() {
    }

    /**
     * The most frequent kinds of mistake, each with one example (a mark that holds its game's record, so that
     * the game explains it with the correct play), and the longest correct calculations, each shown once.
     */
    static Debrief of(ClassGame game, List<TableOverview> tables) {
        Map<String, List<TableMark>> byRule = new LinkedHashMap<>();
        List<Debrief.BestCalculation> calculations = new ArrayList<>();
        for (TableOverview t : tables) {
            for (TableMark m : t.marks()) {
                if (m.kind() == TableMark.Kind.MISTAKE) {
                    byRule.computeIfAbsent(m.rule(), r -> new ArrayList<>()).add(m);
                } else {
                    calculations.add(new Debrief.BestCalculation(t.seats().get(m.seat()).name(), t.code(), m.shown(),
                            m.cards()));
                }
            }
        }
        List<Debrief.MistakeKind> mistakes = byRule.entrySet().stream()
                .map(e -> new Debrief.MistakeKind(e.getKey(), e.getValue().size(), e.getValue().stream()
                        .filter(m -> m.example() != null).findFirst().orElse(e.getValue().getFirst())))
                .sorted(Comparator.comparingInt(Debrief.MistakeKind::count).reversed()
                        .thenComparing(Debrief.MistakeKind::rule))
                .limit(MISTAKES).toList();
        Set<String> shown = new HashSet<>();
        List<Debrief.BestCalculation> best = calculations.stream()
                .sorted(Comparator.comparingInt(Debrief.BestCalculation::cards).reversed())
                .filter(c -> shown.add(c.shown()))
                .limit(CALCULATIONS).toList();
        return new Debrief(game, mistakes, best);
    }
}
