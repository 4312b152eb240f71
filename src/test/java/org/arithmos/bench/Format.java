package org.arithmos.bench;

import java.util.Locale;

/** Numbers as the benchmark report writes them. */
final class Format {

    private Format() {
    }

    /** A duration given in microseconds, in the unit that reads best: 640 ns, 1.52 µs, 2.37 ms, 3.9 s. */
    static String time(double micros) {
        if (Double.isNaN(micros)) {
            return "—";
        }
        if (micros < 1) {
            return String.format(Locale.ROOT, "%.0f ns", micros * 1_000);
        }
        if (micros < 1_000) {
            return significant(micros) + " µs";
        }
        if (micros < 1_000_000) {
            return significant(micros / 1_000) + " ms";
        }
        return significant(micros / 1_000_000) + " s";
    }

    /** Three significant digits for 1 ≤ v < 1000: 1.52, 15.2, 152. */
    private static String significant(double v) {
        String pattern = v < 10 ? "%.2f" : v < 100 ? "%.1f" : "%.0f";
        return String.format(Locale.ROOT, pattern, v);
    }

    /** 12,345, or 7.5 below ten. */
    static String count(double v) {
        return String.format(Locale.ROOT, v < 10 ? "%.1f" : "%,.0f", v);
    }

    /** Bytes, rounded: 312 B, 4.1 KB, 296 KB. */
    static String bytes(double b) {
        if (b < 1_000) {
            return String.format(Locale.ROOT, "%.0f B", b);
        }
        return String.format(Locale.ROOT, b < 10_000 ? "%.1f KB" : "%,.0f KB", b / 1_000);
    }

    /** Converts a JMH score in {@code unit} ("ns/op", "us/op", "ms/op", "s/op") to microseconds. */
    static double toMicros(double value, String unit) {
        return switch (unit) {
            case "ns/op" -> value / 1_000;
            case "us/op" -> value;
            case "ms/op" -> value * 1_000;
            case "s/op" -> value * 1_000_000;
            default -> throw new IllegalArgumentException("not a time per operation: " + unit);
        };
    }
}
