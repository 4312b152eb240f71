package org.arithmos.cards;

import java.util.Locale;

/**
 * Writes SVG markup: elements with attributes, numbers with at most two decimals, text escaped for XML.
 * Only presentation attributes, never {@code style} or {@code id}: many cards share one page, so ids would
 * collide, and inline styles would need a looser Content-Security-Policy.
 *
 * <p>{@link #line(double)} scales outline widths for the size being drawn: thin lines vanish on small cards.
 */
public final class SvgBuilder {

    /** The outline colour of every drawing: a soft black, kinder than pure black on white. */
    static final String INK = "#26282c";

    private final StringBuilder out = new StringBuilder(6000);
    private final double lineScale;

    /** @param lineScale how much outline widths grow ({@link #line}); 1 for drawings that are not cards */
    public SvgBuilder(double lineScale) {
        this.lineScale = lineScale;
    }

    /** An outline width, thickened on small cards. */
    double line(double width) {
        return width * lineScale;
    }

    /** Opens an element; {@code attributes} alternate name and value; a null value leaves the attribute out. */
    public SvgBuilder open(String tag, Object... attributes) {
        start(tag, attributes);
        out.append('>');
        return this;
    }

    public SvgBuilder close(String tag) {
        out.append("</").append(tag).append('>');
        return this;
    }

    /** An empty element. */
    public SvgBuilder add(String tag, Object... attributes) {
        start(tag, attributes);
        out.append("/>");
        return this;
    }

    /** An element holding only text, e.g. {@code <title>} or a chart's {@code <text x=…>}. */
    public SvgBuilder text(String tag, String text, Object... attributes) {
        start(tag, attributes);
        out.append('>').append(escape(text)).append("</").append(tag).append('>');
        return this;
    }

    /**
     * Opens the {@code <svg>} of a picture named {@code name} for screen readers and tooltips; an empty name
     * leaves it unnamed, for a picture file that the page shows in an {@code <img>} and names itself
     * ({@link CardPictures}).
     */
    SvgBuilder picture(String viewBox, long width, long height, String name) {
        boolean named = !name.isEmpty();
        open("svg", "xmlns", "http://www.w3.org/2000/svg", "viewBox", viewBox, "width", width, "height", height,
                "role", named ? "img" : null, "aria-label", named ? name : null);
        return named ? text("title", name) : this;
    }

    /** An element with a tooltip ({@code <title>} child), read by screen readers and shown on hover. */
    public SvgBuilder titled(String tag, String title, Object... attributes) {
        start(tag, attributes);
        out.append('>');
        text("title", title);
        return close(tag);
    }

    /** A group moved by (x, y) and scaled by {@code scale}; close it with {@code close("g")}. */
    SvgBuilder group(double x, double y, double scale) {
        String transform = "translate(" + num(x) + " " + num(y) + ")" + (scale == 1 ? "" : " scale(" + num(scale) + ")");
        return open("g", "transform", transform);
    }

    SvgBuilder rect(double x, double y, double w, double h, double r, String fill, String stroke, double width) {
        return add("rect", "x", x, "y", y, "width", w, "height", h, "rx", r == 0 ? null : r,
                "fill", fill, "stroke", stroke, "stroke-width", stroke == null ? null : line(width));
    }

    SvgBuilder circle(double cx, double cy, double r, String fill) {
        return add("circle", "cx", cx, "cy", cy, "r", r, "fill", fill);
    }

    /** A circle filled and outlined in {@link #INK}. */
    SvgBuilder circle(double cx, double cy, double r, String fill, double width) {
        return add("circle", "cx", cx, "cy", cy, "r", r, "fill", fill, "stroke", INK, "stroke-width", line(width));
    }

    SvgBuilder ellipse(double cx, double cy, double rx, double ry, String fill, double width) {
        return add("ellipse", "cx", cx, "cy", cy, "rx", rx, "ry", ry, "fill", fill,
                "stroke", width == 0 ? null : INK, "stroke-width", width == 0 ? null : line(width));
    }

    /** An ellipse turned by {@code degrees} around its centre. */
    SvgBuilder ellipse(double cx, double cy, double rx, double ry, double degrees, String fill, double width) {
        return add("ellipse", "cx", cx, "cy", cy, "rx", rx, "ry", ry, "fill", fill,
                "stroke", width == 0 ? null : INK, "stroke-width", width == 0 ? null : line(width),
                "transform", "rotate(" + num(degrees) + " " + num(cx) + " " + num(cy) + ")");
    }

    /** A filled shape outlined in {@link #INK} (no outline when {@code width} is 0). */
    SvgBuilder shape(String d, String fill, double width) {
        return add("path", "d", d, "fill", fill, "stroke", width == 0 ? null : INK,
                "stroke-width", width == 0 ? null : line(width), "stroke-linejoin", width == 0 ? null : "round");
    }

    /** An open line with round ends. */
    SvgBuilder stroke(String d, String color, double width) {
        return add("path", "d", d, "fill", "none", "stroke", color, "stroke-width", line(width),
                "stroke-linecap", "round", "stroke-linejoin", "round");
    }

    /** A line whose width does not follow the card size (glyphs drawn with a thick pen). */
    SvgBuilder pen(String d, String color, double width) {
        return add("path", "d", d, "fill", "none", "stroke", color, "stroke-width", width,
                "stroke-linecap", "round", "stroke-linejoin", "round");
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

    public static String num(double value) {
        double rounded = Math.round(value * 100) / 100.0;
        if (rounded == Math.rint(rounded)) {
            return Long.toString((long) rounded);
        }
        return String.format(Locale.ROOT, "%.2f", rounded).replaceAll("0+$", "");
    }

    /** Text for XML; control characters (never meant to be shown, and not allowed in XML 1.0) are left out. */
    public static String escape(String text) {
        var escaped = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> {
                    if (c >= 0x20 || c == '\n' || c == '\t') {
                        escaped.append(c);
                    }
                }
            }
        }
        return escaped.toString();
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
