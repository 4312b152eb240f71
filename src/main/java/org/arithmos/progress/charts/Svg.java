package org.arithmos.progress.charts;

import org.arithmos.play.cards.SvgBuilder;

/**
 * Writes SVG markup for the charts (attributes, numbers and text as the card drawings write them:
 * {@link SvgBuilder}). Never {@code style} (a looser Content-Security-Policy) nor {@code id} (several charts
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
        SvgBuilder.startTag(out, tag, attributes);
    }

    static String num(double value) {
        return SvgBuilder.num(value);
    }

    static String escape(String text) {
        return SvgBuilder.escape(text);
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
