package org.arithmos.progress.charts;

import java.util.List;
import java.util.Objects;
import java.util.function.DoubleFunction;
import org.arithmos.cards.SvgBuilder;

/**
 * A list of labelled horizontal bars with their values written at their ends: the simplest chart to read
 * ("which mistake comes back most often").
 *
 * @param valueHeader the table's header for the values ("Penalties")
 */
public record BarList(String title, String description, List<Bar> bars, String valueHeader,
                      DoubleFunction<String> format, String emptyText) implements Chart {

    private static final double ROW = 30;
    private static final double LABEL_WIDTH = 250;

    /** One bar; {@code colour} picks the series colour, so a kind keeps its colour across charts. */
    public record Bar(String label, double value, int colour) {
        public Bar {
            Objects.requireNonNull(label, "label");
            if (value < 0 || Double.isNaN(value)) {
                throw new IllegalArgumentException("a bar's value must be 0 or more, not " + value);
            }
        }
    }

    public BarList {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(valueHeader, "valueHeader");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(emptyText, "emptyText");
        bars = List.copyOf(bars);
    }

    @Override
    public String svg() {
        double largest = bars.stream().mapToDouble(Bar::value).max().orElse(0);
        double height = Math.max(1, bars.size()) * ROW + 16;
        SvgBuilder svg = Frame.start(height, title, description, "bar-list");
        if (largest == 0) {
            Frame.empty(svg, new Plot(0, 0, Frame.WIDTH, height), emptyText);
            return svg.close("svg").toString();
        }
        double left = LABEL_WIDTH + 8;
        double room = Frame.WIDTH - left - 56;
        for (int i = 0; i < bars.size(); i++) {
            Bar bar = bars.get(i);
            double y = 8 + i * ROW;
            double w = bar.value() / largest * room;
            svg.open("g", "class", "chart-bar");
            svg.text("text", bar.label(), "x", LABEL_WIDTH, "y", y + ROW / 2 + 4, "text-anchor", "end",
                    "fill", "currentColor");
            if (w > 0) {
                svg.titled("rect", bar.label() + ": " + format.apply(bar.value()), "x", left, "y", y + 5,
                        "width", Math.max(2, w), "height", ROW - 10, "rx", 3, "fill", Frame.colour(bar.colour()),
                        "class", "chart-fill " + Frame.colourClass(bar.colour()));
            }
            svg.text("text", format.apply(bar.value()), "x", left + Math.max(2, w) + 6, "y", y + ROW / 2 + 4,
                    "fill", "currentColor", "font-weight", "bold");
            svg.close("g");
        }
        return svg.close("svg").toString();
    }

    @Override
    public ChartTable table() {
        return new ChartTable(title, List.of("", valueHeader),
                bars.stream().map(b -> List.of(b.label(), format.apply(b.value()))).toList());
    }
}
