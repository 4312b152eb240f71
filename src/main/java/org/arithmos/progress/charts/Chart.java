package org.arithmos.progress.charts;

/**
 * A chart drawn on the server as SVG: no JavaScript, no external library. Every chart is an
 * {@code <svg role="img">} with a {@code <title>} and a {@code <desc>}, and comes with its figures as a
 * {@link ChartTable} for screen readers and for whoever wants the exact numbers.
 */
public sealed interface Chart permits LineChart, StackedBarChart, BarList {

    String title();

    /** The picture: well-formed SVG markup, presentation attributes only (no style, no id). */
    String svg();

    /** The same figures as a table. */
    ChartTable table();
}
