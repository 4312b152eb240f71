package org.arithmos.progress.charts;

/** A value axis from 0 to {@code step × ticks}, with round steps (1, 2, 5 × 10ⁿ; whole numbers for counts). */
record Scale(double step, int ticks) {

    static final int TICKS = 4;

    static Scale percent() {
        return new Scale(25, TICKS);
    }

    /** A scale whose top is at least {@code largest}; {@code whole}: steps are whole numbers (counts). */
    static Scale fitting(double largest, boolean whole) {
        double raw = Math.max(largest, 0) / TICKS;
        if (raw == 0) {
            return new Scale(whole ? 1 : 0.5, TICKS);
        }
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 2.5, 5, 10}) {
            double step = m * magnitude;
            if (whole && step != Math.rint(step)) {
                continue;
            }
            if (step >= raw) {
                return new Scale(step, TICKS);
            }
        }
        return new Scale(10 * magnitude, TICKS);
    }

    double max() {
        return step * ticks;
    }
}
