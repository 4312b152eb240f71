package org.arithmos.progress.charts;

import java.util.List;
import java.util.Objects;

/**
 * A chart's figures as a table: what a screen reader reads instead of the picture, and what a teacher
 * opens to see the exact numbers. Cells are already formatted.
 */
public record ChartTable(String caption, List<String> header, List<List<String>> rows) {

    public ChartTable {
        Objects.requireNonNull(caption, "caption");
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("a row has " + row.size() + " cells for " + header.size() + " columns");
            }
        }
    }
}
