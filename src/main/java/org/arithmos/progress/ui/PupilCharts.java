package org.arithmos.progress.ui;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.DoubleFunction;
import org.arithmos.progress.Granularity;
import org.arithmos.progress.Misconception;
import org.arithmos.progress.Operation;
import org.arithmos.progress.PeriodProgress;
import org.arithmos.progress.ProgressSeries;
import org.arithmos.progress.ProgressWords;
import org.arithmos.progress.PupilProgress;
import org.arithmos.progress.charts.BarList;
import org.arithmos.progress.charts.Chart;
import org.arithmos.progress.charts.LineChart;
import org.arithmos.progress.charts.Series;
import org.arithmos.progress.charts.StackedBarChart;

/** The pupil page's charts, from their figures over time, in the reader's words. */
final class PupilCharts {

    private final ProgressWords words;
    private final Locale locale;

    /**
     * The periods from the first one with any play or hint (at least {@value #MIN_PERIODS} of them): a pupil
     * who began in October has no empty September weeks filling most of the chart.
     */
    static List<PeriodProgress> fromFirstActivity(List<PeriodProgress> periods) {
        int first = 0;
        while (first < periods.size() && periods.get(first).plays().total() == 0 && periods.get(first).hints() == 0) {
            first++;
        }
        return periods.subList(Math.max(0, Math.min(first, periods.size() - MIN_PERIODS)), periods.size());
    }

    PupilCharts(ProgressWords words, Locale locale) {
        this.words = words;
        this.locale = locale;
    }

    /** The fewest periods a chart shows, so that a new pupil's first week still reads as a chart. */
    static final int MIN_PERIODS = 4;

    /**
     * The charts over time. Operations outside the pupil's level ({@code atLevel}) get no line: a ÷ tried at
     * "+ and − only" was refused as not allowed yet, not failed as a division (see {@link #notYet}).
     */
    List<Chart> over(ProgressSeries series, Set<Operation> atLevel) {
        List<PeriodProgress> periods = fromFirstActivity(series.periods());
        DateTimeFormatter day = DateTimeFormatter.ofPattern("d MMM", locale);
        List<String> labels = periods.stream().map(p -> day.format(p.start())).toList();
        String per = words.t(series.granularity() == Granularity.DAY ? "pupilPage.perDay" : "pupilPage.perWeek");
        String empty = words.t("pupilPage.chart.empty");
        DoubleFunction<String> percent = v -> words.percent((int) Math.round(v));
        DoubleFunction<String> count = v -> Long.toString(Math.round(v));
        DoubleFunction<String> decimal = v -> String.format(locale, "%.1f", v);

        List<Series> success = new ArrayList<>();
        for (Operation op : atLevel) {
            List<Double> values = periods.stream().map(p -> p.operation(op).percent())
                    .map(v -> v == null ? null : v.doubleValue()).toList();
            if (values.stream().anyMatch(v -> v != null)) {
                success.add(new Series(words.operation(op), values));
            }
        }
        List<Series> mistakes = new ArrayList<>();
        for (Misconception kind : Misconception.values()) {
            List<Double> values = periods.stream().map(p -> (double) p.penalties(kind)).toList();
            if (values.stream().anyMatch(v -> v > 0)) {
                mistakes.add(new Series(words.kind(kind), values));
            }
        }
        Series cards = new Series(words.t("pupilPage.chart.cards"), periods.stream().map(PeriodProgress::cardsPerCalculation).toList());
        Series hints = new Series(words.t("progress.col.hints"), periods.stream().map(p -> (double) p.hints()).toList());
        return List.of(
                new LineChart(words.t("pupilPage.chart.success"), words.t("pupilPage.chart.success.desc", per), labels,
                        success, true, percent, empty),
                new StackedBarChart(words.t("pupilPage.chart.penalties"), words.t("pupilPage.chart.penalties.desc", per),
                        labels, mistakes, count, words.t("pupilPage.chart.noPenalties")),
                new LineChart(words.t("pupilPage.chart.cards"), words.t("pupilPage.chart.cards.desc", per), labels,
                        List.of(cards), false, decimal, empty),
                new StackedBarChart(words.t("pupilPage.chart.hints"), words.t("pupilPage.chart.hints.desc", per), labels,
                        List.of(hints), count, empty));
    }

    /** "Not yet at this level: ÷ (division), ( ) brackets.", or null when the level has every operation. */
    String notYet(Set<Operation> atLevel) {
        List<String> missing = Arrays.stream(Operation.values()).filter(op -> !atLevel.contains(op))
                .map(words::operation).toList();
        return missing.isEmpty() ? null : words.t("pupilPage.chart.notYet", String.join(", ", missing));
    }

    /** Every penalty since the start, by kind, in plain words; a kind keeps its colour. */
    BarList misconceptions(PupilProgress p) {
        List<BarList.Bar> bars = new ArrayList<>();
        p.penaltiesByKind().forEach((kind, n) -> {
            if (n > 0) {
                bars.add(new BarList.Bar(words.kind(kind), n, kind.ordinal()));
            }
        });
        bars.sort((a, b) -> Double.compare(b.value(), a.value()));
        return new BarList(words.t("pupilPage.chart.misconceptions"), words.t("pupilPage.chart.misconceptions.desc"),
                bars, words.t("progress.col.penalties"), v -> Long.toString(Math.round(v)),
                words.t("pupilPage.chart.noMistakes"));
    }
}
