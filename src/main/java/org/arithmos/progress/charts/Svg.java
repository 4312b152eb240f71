package org.arithmos.progress.charts;

import java.util.Locale;

/**
 * Writes SVG markup for the charts: elements with presentation attributes, numbers with at most one decimal,
 * text escaped for XML. Never {@code style} (a looser Content-Security-Policy) nor {@code id} (several charts
 * share a page); colours that must follow the light or dark page are CSS classes ({@code progress.css}).
 */
final class Svg {

    private final StringBuilder out = new StringBuilder(8000);

    /** Opens an element; {@code attributes} alternate name and value; a null value leaves the attribute out. */
    Svg open(String tag, Object... attributes) {
        start(tag, attributes);
        out.append('>');
        return this;
    }

    Svg close(String tag) {
        out.append("</").append(tag).append('>');
        return this;
    }

    /** An empty element. */
    Svg add(String tag, Object... attributes) {
        start(tag, attributes);
        out.append("/>");
        return this;
    }

    /** An element holding only text, e.g. {@code <title>}. */
    Svg text(String tag, String text, Object... attributes) {
        start(tag, attributes);
        out.append('>').append(escape(text)).append("</").append(tag).append('>');
        return this;
    }

    /** An element with a tooltip ({@code <title>} child), read by screen readers and shown on hover. */
    Svg titled(String tag, String title, Object... attributes) {
        start(tag, attributes);
        out.append('>');
        text("title", title);
        return close(tag);
    }

    private void start(String tag, Object... attributes) {
        if (attributes.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name-value pairs");
        }
        out.append('<').append(tag);
        for (int i = 0; i < attributes.length; i += 2) {
            Object value = attributes[i + 1];
            if (value != null) {
                String text = value instanceof Number n ? num(n.doubleValue()) : escape(value.toString());
                out.append(' ').append(attributes[i]).append("=\"").append(text).append('"');
            }
        }
    }

    static String num(double value) {
        double rounded = Math.round(value * 10) / 10.0;
        if (rounded == Math.rint(rounded)) {
            return Long.toString((long) rounded);
        }
        return String.format(Locale.ROOT, "%.1f", rounded);
    }

    static String escape(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&apos;");
                default -> {
                    if (c >= 0x20 || c == '\n' || c == '\t') {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
