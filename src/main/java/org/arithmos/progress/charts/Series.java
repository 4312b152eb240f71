package org.arithmos.progress.charts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One line of a line chart, or one layer of stacked bars: a name for the legend and a value per x label.
 *
 * @param values one per x label; null where there is nothing to show (a gap in a line, nothing in a bar)
 */
public record Series(String name, List<Double> values) {

    public Series {
        Objects.requireNonNull(name, "name");
        values = Collections.unmodifiableList(new ArrayList<>(values));
    }

    /** Refuses series that do not have one value per x label. */
    static void requireOnePerLabel(List<Series> series, List<String> xLabels) {
        for (Series s : series) {
            if (s.values().size() != xLabels.size()) {
                throw new IllegalArgumentException(s.name() + " has " + s.values().size() + " values for "
                        + xLabels.size() + " x labels");
            }
        }
    }

    boolean hasValues() {
        return values.stream().anyMatch(Objects::nonNull);
    }
}
