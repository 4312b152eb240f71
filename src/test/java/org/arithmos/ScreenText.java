package org.arithmos;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.dom.Element;
import org.arithmos.shell.Markup;
import org.arithmos.tables.ui.MarkupLog;

/**
 * The words a screen shows in a part of it, for the in-process (Karibu) tests: the texts of its elements, and of the
 * parts drawn as markup (decision 0038: a property of one element, or a story the browser adds lines to).
 */
public final class ScreenText {

    private ScreenText() {
    }

    public static String of(Component part) {
        return of(part.getElement());
    }

    public static String of(Element part) {
        var out = new StringBuilder();
        collect(part, out);
        return out.toString();
    }

    /**
     * The words of the element with this id in the current UI: a component's, or an element's inside a part drawn as
     * markup (found by its {@code id="…"} and read to its closing tag).
     */
    public static String byId(String id) {
        var components = com.github.mvysny.kaributesting.v10.LocatorJ._find(Component.class, spec -> spec.withId(id));
        if (!components.isEmpty()) {
            return of(components.getFirst());
        }
        return inMarkup(id).orElseThrow(() -> new AssertionError("no #" + id + " on the screen"));
    }

    /** Whether an element with this id is shown, as a component or in markup. */
    public static boolean has(String id) {
        return !com.github.mvysny.kaributesting.v10.LocatorJ._find(Component.class, spec -> spec.withId(id)).isEmpty()
                || inMarkup(id).isPresent();
    }

    /** In the markup of a shown component (Karibu finds the shown ones, dialogs included). */
    private static java.util.Optional<String> inMarkup(String id) {
        return com.github.mvysny.kaributesting.v10.LocatorJ._find(Component.class).stream()
                .map(c -> inMarkup(c.getElement(), id)).flatMap(java.util.Optional::stream).findFirst();
    }

    private static java.util.Optional<String> inMarkup(Element at, String id) {
        if (at.hasProperty("innerHTML") || at.hasProperty(Markup.PROPERTY)) {
            String html = at.getProperty(Markup.PROPERTY, at.getProperty("innerHTML", ""));
            int attribute = html.indexOf(" id=\"" + id + "\"");
            if (attribute >= 0) {
                int open = html.lastIndexOf('<', attribute);
                String tag = html.substring(open + 1).split("[\\s>]", 2)[0];
                int depth = 0;
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("<(/?)" + tag + "[\\s>]").matcher(html);
                m.region(open, html.length());
                while (m.find()) {
                    depth += m.group(1).isEmpty() ? 1 : -1;
                    if (depth == 0) {
                        return java.util.Optional.of(Markup.words(html.substring(open, m.start())));
                    }
                }
                return java.util.Optional.of(Markup.words(html.substring(open)));
            }
        }
        // Elements without a component of their own (a form's choices) are the component's.
        return at.getChildren().filter(child -> !child.isTextNode() && child.getComponent().isEmpty())
                .map(child -> inMarkup(child, id)).flatMap(java.util.Optional::stream).findFirst();
    }

    private static void collect(Element element, StringBuilder out) {
        if (element.isTextNode()) {
            out.append(element.getText());
            return;
        }
        if (element.getComponent().orElse(null) instanceof MarkupLog log) {
            out.append(String.join("\n", log.words()));
        }
        if (element.hasProperty("innerHTML") || element.hasProperty(Markup.PROPERTY)) {
            out.append(Markup.words(element.getProperty(Markup.PROPERTY, element.getProperty("innerHTML", ""))));
        }
        element.getChildren().forEach(child -> collect(child, out));
    }
}
