package org.arithmos.progress.charts;

/** The plotting area inside a chart, and where values and x positions fall in it. */
record Plot(double left, double top, double right, double bottom) {

    double width() {
        return right - left;
    }

    double height() {
        return bottom - top;
    }

    double y(double value, Scale scale) {
        return bottom - Math.min(value, scale.max()) / scale.max() * height();
    }

    /** The x of the {@code i}-th of {@code n} points; a single point sits in the middle. */
    double x(int i, int n) {
        return n <= 1 ? (left + right) / 2 : left + i * width() / (n - 1);
    }

    /** The middle of the {@code i}-th of {@code n} bands (bars). */
    double bandCentre(int i, int n) {
        return left + (i + 0.5) * width() / n;
    }
}
