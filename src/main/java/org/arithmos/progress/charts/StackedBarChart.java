package org.arithmos.progress.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.DoubleFunction;
import org.arithmos.cards.SvgBuilder;

/**
 * Counts per x label (weeks, days) as bars, each split into layers (one per series, bottom first) with the
 * total above the bar. Layers are told apart by colour, by their order (the legend's) and by their tooltips;
 * the table gives every figure.
 */
public record StackedBarChart(String title, String description, List<String> xLabels, List<Series> layers,
                              DoubleFunction<String> format, String emptyText) implements Chart {

    private static final double HEIGHT = 280;

    public StackedBarChart {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(emptyText, "emptyText");
        xLabels = List.copyOf(xLabels);
        layers = List.copyOf(layers);
        Series.requireOnePerLabel(layers, xLabels);
        for (Series s : layers) {
            if (s.values().stream().anyMatch(v -> v != null && v < 0)) {
                throw new IllegalArgumentException(s.name() + " has a negative value");
            }
        }
    }

    private double total(int x) {
        return layers.stream().map(s -> s.values().get(x)).filter(Objects::nonNull).mapToDouble(Double::doubleValue).sum();
    }

    @Override
    public String svg() {
        List<String> names = layers.stream().map(Series::name).toList();
        double legend = Frame.legendHeight(names);
        double height = HEIGHT + legend;
        SvgBuilder svg = Frame.start(height, title, description, "bars");
        Frame.legend(svg, names, false);
        Plot plot = new Plot(56, legend + 22, Frame.WIDTH - 18, height - 34);
        int n = xLabels.size();
        double largest = 0;
        for (int x = 0; x < n; x++) {
            largest = Math.max(largest, total(x));
        }
        Scale scale = Scale.fitting(largest, true);
        Frame.grid(svg, scale, plot, format);
        Frame.xLabels(svg, xLabels, plot, true);
        if (largest == 0) {
            Frame.empty(svg, plot, emptyText);
            return svg.close("svg").toString();
        }
        double band = plot.width() / n;
        double barWidth = Math.min(48, band * 0.7);
        for (int x = 0; x < n; x++) {
            double total = total(x);
            if (total == 0) {
                continue;
            }
            double left = plot.bandCentre(x, n) - barWidth / 2;
            double base = 0;
            svg.open("g", "class", "chart-bar");
            for (int i = 0; i < layers.size(); i++) {
                Double v = layers.get(i).values().get(x);
                if (v == null || v == 0) {
                    continue;
                }
                double top = plot.y(base + v, scale);
                double bottom = plot.y(base, scale);
                // A thin gap between layers, so that neighbouring colours never touch.
                double h = Math.max(1, bottom - top - 1.5);
                svg.titled("rect", layers.get(i).name() + ", " + xLabels.get(x) + ": " + format.apply(v),
                        "x", left, "y", top, "width", barWidth, "height", h, "fill", Frame.colour(i),
                        "class", "chart-fill " + Frame.colourClass(i));
                base += v;
            }
            svg.text("text", format.apply(total), "x", plot.bandCentre(x, n), "y", plot.y(total, scale) - 6,
                    "text-anchor", "middle", "fill", "currentColor", "font-weight", "bold");
            svg.close("g");
        }
        return svg.close("svg").toString();
    }

    @Override
    public ChartTable table() {
        List<String> header = new ArrayList<>();
        header.add("");
        layers.forEach(s -> header.add(s.name()));
        header.add("Σ");
        List<List<String>> rows = new ArrayList<>();
        for (int x = 0; x < xLabels.size(); x++) {
            List<String> row = new ArrayList<>();
            row.add(xLabels.get(x));
            for (Series s : layers) {
                Double v = s.values().get(x);
                row.add(format.apply(v == null ? 0 : v));
            }
            row.add(format.apply(total(x)));
            rows.add(row);
        }
        return new ChartTable(title, header, rows);
    }
}
