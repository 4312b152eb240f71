package org.arithmos.nambarz.ui;

import org.arithmos.cards.SvgBuilder;
import org.arithmos.shell.Markup;

/**
 * One button of the calculation bar as markup: a Vaadin button ({@code vaadin-button}) with its id, which is also
 * what a press sends ({@code data-act}), its words or icon, its theme, and whether it is shown and enabled now.
 */
record BarButton(String id, String text, String icon, String label, String theme, String className, boolean shown,
                 boolean enabled) {

    static BarButton text(String id, String text, String theme, String className, boolean shown, boolean enabled) {
        return new BarButton(id, text, null, null, theme, className, shown, enabled);
    }

    /** A button of an icon only, named by {@code label} for screen readers and in its tooltip. */
    static BarButton icon(String id, String icon, String label, boolean enabled) {
        return new BarButton(id, null, icon, label, "icon", "", true, enabled);
    }

    void markup(StringBuilder out) {
        out.append("<vaadin-button id=\"").append(id).append("\" data-act=\"").append(id).append('"');
        if (!theme.isEmpty()) {
            out.append(" theme=\"").append(theme).append('"');
        }
        if (!className.isEmpty()) {
            out.append(" class=\"").append(className).append('"');
        }
        if (label != null) {
            out.append(" aria-label=\"").append(SvgBuilder.escape(label)).append('"');
        }
        out.append(shown ? "" : " hidden").append(enabled ? "" : " disabled").append('>');
        if (icon != null) {
            out.append(Markup.icon(icon, null));
        } else {
            out.append(SvgBuilder.escape(text));
        }
        out.append("</vaadin-button>");
        if (label != null) {
            out.append("<vaadin-tooltip for=\"").append(id).append("\" text=\"").append(SvgBuilder.escape(label))
                    .append("\"></vaadin-tooltip>");
        }
    }
}
