package org.arithmos.progress.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.DoubleFunction;
import org.arithmos.cards.SvgBuilder;

/**
 * Several series over the same x labels (weeks, days), each a line with its own colour, dashes and markers,
 * and a legend. A null value leaves a gap: a week without calculations is not a week at 0 %.
 *
 * @param percent  the values are percentages: the axis goes from 0 to 100
 * @param format   how a value is written (axis, tooltips, table): "85 %", "2.5"
 * @param emptyText shown across the chart when no series has a value
 */
public record LineChart(String title, String description, List<String> xLabels, List<Series> series, boolean percent,
                        DoubleFunction<String> format, String emptyText) implements Chart {

    private static final double HEIGHT = 280;

    public LineChart {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(emptyText, "emptyText");
        xLabels = List.copyOf(xLabels);
        series = List.copyOf(series);
        Series.requireOnePerLabel(series, xLabels);
    }

    @Override
    public String svg() {
        List<String> names = series.stream().map(Series::name).toList();
        double legend = Frame.legendHeight(names);
        double height = HEIGHT + legend;
        SvgBuilder svg = Frame.start(height, title, description, "line");
        Frame.legend(svg, names, true);
        Plot plot = new Plot(56, legend + 14, Frame.WIDTH - 18, height - 34);
        boolean any = series.stream().anyMatch(Series::hasValues);
        double largest = series.stream().flatMap(s -> s.values().stream()).filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue).max().orElse(0);
        Scale scale = percent ? Scale.percent() : Scale.fitting(largest, false);
        Frame.grid(svg, scale, plot, format);
        Frame.xLabels(svg, xLabels, plot, false);
        if (!any) {
            Frame.empty(svg, plot, emptyText);
            return svg.close("svg").toString();
        }
        for (int i = 0; i < series.size(); i++) {
            line(svg, plot, scale, i);
        }
        return svg.close("svg").toString();
    }

    private void line(SvgBuilder svg, Plot plot, Scale scale, int index) {
        Series s = series.get(index);
        int n = xLabels.size();
        svg.open("g", "class", "chart-series");
        // One polyline per run of values without a gap.
        List<String> run = new ArrayList<>();
        for (int x = 0; x <= n; x++) {
            Double v = x < n ? s.values().get(x) : null;
            if (v != null) {
                run.add(SvgBuilder.num(plot.x(x, n)) + "," + SvgBuilder.num(plot.y(v, scale)));
            } else if (!run.isEmpty()) {
                if (run.size() > 1) {
                    svg.add("polyline", "points", String.join(" ", run), "fill", "none", "stroke", Frame.colour(index),
                            "stroke-width", 3, "stroke-linejoin", "round", "stroke-linecap", "round",
                            "stroke-dasharray", Frame.dash(index), "class", "chart-line " + Frame.colourClass(index));
                }
                run.clear();
            }
        }
        for (int x = 0; x < n; x++) {
            Double v = s.values().get(x);
            if (v != null) {
                Frame.marker(svg, index, plot.x(x, n), plot.y(v, scale),
                        s.name() + ", " + xLabels.get(x) + ": " + format.apply(v));
            }
        }
        svg.close("g");
    }

    @Override
    public ChartTable table() {
        List<String> header = new ArrayList<>();
        header.add("");
        series.forEach(s -> header.add(s.name()));
        List<List<String>> rows = new ArrayList<>();
        for (int x = 0; x < xLabels.size(); x++) {
            List<String> row = new ArrayList<>();
            row.add(xLabels.get(x));
            for (Series s : series) {
                Double v = s.values().get(x);
                row.add(v == null ? "–" : format.apply(v));
            }
            rows.add(row);
        }
        return new ChartTable(title, header, rows);
    }
}
