package org.arithmos.progress.charts;

import java.util.List;
import java.util.function.DoubleFunction;
import org.arithmos.cards.SvgBuilder;

/**
 * What every chart shares: the {@code <svg>} element with its title and description, the legend, the value
 * grid, the labels under the x axis and the "no data yet" message.
 *
 * <p>Series colours are Okabe and Ito's palette, told apart by people with any colour vision; lines also
 * differ by their markers and dashes. The colours are presentation attributes (a chart saved on its own
 * keeps them) and CSS classes {@code s0}..{@code s7}, which {@code progress.css} lightens on a dark page.
 * Text and grid lines use {@code currentColor}, so they follow the page's text colour.
 */
final class Frame {

    static final double WIDTH = 640;
    static final double FONT = 13;
    static final int COLOURS = 8;
    private static final String[] COLOUR = {
        "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#882255", "#5b5b5b"};
    private static final String[] DASH = {null, "9 5", "3 4", "12 4 3 4"};
    private static final double LEGEND_ROW = 22;
    /** A rough width of a character at {@link #FONT}: enough to wrap the legend and space the labels. */
    private static final double CHAR = 7.4;

    private Frame() {
    }

    static String colour(int series) {
        return COLOUR[series % COLOURS];
    }

    static String colourClass(int series) {
        return "s" + series % COLOURS;
    }

    static String dash(int series) {
        return DASH[series % DASH.length];
    }

    static SvgBuilder start(double height, String title, String description, String kind) {
        SvgBuilder svg = new SvgBuilder(1);
        svg.open("svg", "xmlns", "http://www.w3.org/2000/svg", "viewBox", "0 0 " + SvgBuilder.num(WIDTH) + " " + SvgBuilder.num(height),
                "role", "img", "aria-label", title, "class", "chart-svg chart-" + kind, "font-size", FONT);
        svg.text("title", title);
        svg.text("desc", description);
        return svg;
    }

    /** The height the legend takes for these names (rows wrap at the chart's width). */
    static double legendHeight(List<String> names) {
        return names.isEmpty() ? 0 : rows(names) * LEGEND_ROW + 6;
    }

    private static int rows(List<String> names) {
        int rows = 1;
        double x = 0;
        for (String name : names) {
            double w = itemWidth(name);
            if (x > 0 && x + w > WIDTH - 16) {
                rows++;
                x = 0;
            }
            x += w;
        }
        return rows;
    }

    private static double itemWidth(String name) {
        return 34 + name.length() * CHAR + 18;
    }

    /** The legend at the top; each item shows the series' mark: a line with its marker, or a box. */
    static void legend(SvgBuilder svg, List<String> names, boolean lines) {
        if (names.isEmpty()) {
            return;
        }
        svg.open("g", "class", "chart-legend");
        double x = 8;
        double y = 16;
        for (int i = 0; i < names.size(); i++) {
            double w = itemWidth(names.get(i));
            if (x > 8 && x + w > WIDTH - 8) {
                x = 8;
                y += LEGEND_ROW;
            }
            if (lines) {
                svg.add("line", "x1", x, "y1", y - 4, "x2", x + 26, "y2", y - 4, "stroke", colour(i), "stroke-width", 3,
                        "stroke-dasharray", dash(i), "class", "chart-line " + colourClass(i));
                marker(svg, i, x + 13, y - 4, null);
            } else {
                svg.add("rect", "x", x + 6, "y", y - 12, "width", 16, "height", 16, "rx", 3, "fill", colour(i),
                        "class", "chart-fill " + colourClass(i));
            }
            svg.text("text", names.get(i), "x", x + 32, "y", y + 1, "fill", "currentColor");
            x += w;
        }
        svg.close("g");
    }

    /**
     * A point's marker, different for each series (circle, square, triangle, diamond) so that lines are told
     * apart without colour; {@code tooltip} (may be null) is its {@code <title>}.
     */
    static void marker(SvgBuilder svg, int series, double x, double y, String tooltip) {
        String colour = colour(series);
        String cls = "chart-fill " + colourClass(series);
        Object[] attributes = switch (series % 4) {
            case 0 -> new Object[] {"cx", x, "cy", y, "r", 4.5};
            case 1 -> new Object[] {"x", x - 4, "y", y - 4, "width", 8, "height", 8};
            case 2 -> new Object[] {"points", points(x, y - 5.5, x + 5, y + 4, x - 5, y + 4)};
            default -> new Object[] {"points", points(x, y - 5.5, x + 5.5, y, x, y + 5.5, x - 5.5, y)};
        };
        String tag = switch (series % 4) {
            case 0 -> "circle";
            case 1 -> "rect";
            default -> "polygon";
        };
        Object[] all = new Object[attributes.length + 4];
        System.arraycopy(attributes, 0, all, 0, attributes.length);
        all[attributes.length] = "fill";
        all[attributes.length + 1] = colour;
        all[attributes.length + 2] = "class";
        all[attributes.length + 3] = cls;
        if (tooltip == null) {
            svg.add(tag, all);
        } else {
            svg.titled(tag, tooltip, all);
        }
    }

    private static String points(double... xy) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < xy.length; i += 2) {
            if (i > 0) {
                b.append(' ');
            }
            b.append(SvgBuilder.num(xy[i])).append(',').append(SvgBuilder.num(xy[i + 1]));
        }
        return b.toString();
    }

    /** Horizontal grid lines with their values at the left, from 0 to the scale's top. */
    static void grid(SvgBuilder svg, Scale scale, Plot p, DoubleFunction<String> format) {
        svg.open("g", "class", "chart-grid");
        for (int i = 0; i <= scale.ticks(); i++) {
            double value = i * scale.step();
            double y = p.y(value, scale);
            svg.add("line", "x1", p.left(), "y1", y, "x2", p.right(), "y2", y, "stroke", "currentColor",
                    "stroke-opacity", i == 0 ? 0.6 : 0.18, "stroke-width", 1);
            svg.text("text", format.apply(value), "x", p.left() - 6, "y", y + 4, "text-anchor", "end",
                    "fill", "currentColor", "fill-opacity", 0.8);
        }
        svg.close("g");
    }

    /** The x labels under the plot, thinned out when they would overlap. */
    static void xLabels(SvgBuilder svg, List<String> labels, Plot p, boolean bands) {
        if (labels.isEmpty()) {
            return;
        }
        double longest = labels.stream().mapToInt(String::length).max().orElse(1) * CHAR + 10;
        double room = bands ? p.width() / labels.size() : p.width() / Math.max(1, labels.size() - 1);
        int every = Math.max(1, (int) Math.ceil(longest / room));
        svg.open("g", "class", "chart-x-labels");
        for (int i = 0; i < labels.size(); i++) {
            if (i % every != 0) {
                continue;
            }
            double x = bands ? p.bandCentre(i, labels.size()) : p.x(i, labels.size());
            // On a line chart the first and last labels sit on the plot's edges: anchored inwards, they are not
            // cut by the drawing's border (seen at 200 % zoom, issue 13).
            String anchor = bands || labels.size() == 1 ? "middle"
                    : i == 0 ? "start" : i == labels.size() - 1 ? "end" : "middle";
            svg.text("text", labels.get(i), "x", x, "y", p.bottom() + 20, "text-anchor", anchor,
                    "fill", "currentColor", "fill-opacity", 0.8);
        }
        svg.close("g");
    }

    /** The words shown across an empty plot. */
    static void empty(SvgBuilder svg, Plot p, String text) {
        svg.text("text", text, "x", (p.left() + p.right()) / 2, "y", (p.top() + p.bottom()) / 2, "text-anchor", "middle",
                "fill", "currentColor", "fill-opacity", 0.75, "font-size", FONT + 3, "class", "chart-empty");
    }
}
