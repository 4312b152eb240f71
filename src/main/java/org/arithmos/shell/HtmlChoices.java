package org.arithmos.shell;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.DomListenerRegistration;
import com.vaadin.flow.dom.Element;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import org.arithmos.cards.SvgBuilder;

/**
 * A form of choices drawn by the browser's own controls: groups of radio buttons, a drop-down list, check boxes
 * (issue 12: Vaadin's radio groups and select kept two or three state nodes per option on the server, about 200 KB
 * of every pupil's session for the new-game form; here each choice is one element whose markup the server writes).
 * The browser tells each change ({@code change} events, heard once on the form); the server keeps the values,
 * checks each against its options, and draws a choice again only when it changed it itself.
 */
public class HtmlChoices extends Div {

    /** One option of a choice: the value the server knows it by, and its words. */
    public record Option(String value, String label) {
    }

    private enum Kind { RADIOS, SELECT, CHECKBOX }

    private static final class Choice {
        final Element element = new Element("div");
        Kind kind;
        String label;
        List<Option> options;
        String value;
        boolean locked;
        String html = "";
    }

    private final Map<String, Choice> choices = new LinkedHashMap<>();
    private BiConsumer<String, String> changed = (id, value) -> { };

    public HtmlChoices() {
        addClassName("html-choices");
        DomListenerRegistration change = getElement().addEventListener("change", e -> {
            String id = e.getEventData().path("event.target.name").asString("");
            String value = e.getEventData().path("event.target.type").asString("").equals("checkbox")
                    ? String.valueOf(e.getEventData().path("event.target.checked").asBoolean(false))
                    : e.getEventData().path("event.target.value").asString("");
            fromBrowser(id, value);
        });
        change.addEventData("event.target.name").addEventData("event.target.value")
                .addEventData("event.target.type").addEventData("event.target.checked");
    }

    /** A group of radio buttons (one line each). */
    public void radios(String id, List<Option> options, String value) {
        put(id, Kind.RADIOS, options, value);
    }

    /** A drop-down list. */
    public void select(String id, List<Option> options, String value) {
        put(id, Kind.SELECT, options, value);
    }

    /** A check box: its value is "true" or "false". */
    public void checkbox(String id, boolean value) {
        put(id, Kind.CHECKBOX, List.of(new Option("true", ""), new Option("false", "")), String.valueOf(value));
    }

    /** The words above a choice (the check box's beside it). */
    public void label(String id, String label) {
        choice(id).label = label;
        draw(id);
    }

    /** New options (and, when the value is not among them, the first one chosen). */
    public void options(String id, List<Option> options) {
        Choice c = choice(id);
        c.options = List.copyOf(options);
        if (c.options.stream().noneMatch(o -> o.value().equals(c.value))) {
            c.value = c.options.getFirst().value();
        }
        draw(id);
    }

    /** Shown but not to be changed (the browser's control is disabled, and the server refuses a change). */
    public void lock(String id, boolean locked) {
        choice(id).locked = locked;
        draw(id);
    }

    public String value(String id) {
        return choice(id).value;
    }

    /** Sets a value among the choice's options (anything else is refused: nothing changes). */
    public void set(String id, String value) {
        Choice c = choice(id);
        if (c.options.stream().anyMatch(o -> o.value().equals(value))) {
            c.value = value;
            draw(id);
        }
    }

    /** Told after each change made in the browser and accepted: the choice's id and its new value. */
    public void onChange(BiConsumer<String, String> listener) {
        this.changed = Objects.requireNonNull(listener);
    }

    /**
     * A change the browser sent (the tests send theirs here too): kept when it is one of the choice's options and the choice is not locked;
     * otherwise the choice is drawn again as the server has it.
     */
    public void fromBrowser(String id, String value) {
        Choice c = choices.get(id);
        if (c == null) {
            return;
        }
        if (c.locked || c.options.stream().noneMatch(o -> o.value().equals(value))) {
            c.html = "";
            draw(id);
            return;
        }
        c.value = value;
        c.html = render(id, c); // the browser shows it already
        changed.accept(id, value);
    }

    private void put(String id, Kind kind, List<Option> options, String value) {
        Choice c = choices.computeIfAbsent(id, k -> {
            Choice made = new Choice();
            made.element.setAttribute("class", "html-choice");
            getElement().appendChild(made.element);
            return made;
        });
        c.kind = kind;
        c.options = List.copyOf(options);
        c.label = Objects.requireNonNullElse(c.label, "");
        c.value = value;
        draw(id);
    }

    private Choice choice(String id) {
        Choice c = choices.get(id);
        if (c == null) {
            throw new IllegalArgumentException("no choice " + id);
        }
        return c;
    }

    /** Sent to the browser only when the markup changed: each setting is sent and kept for a page reloaded. */
    private void draw(String id) {
        Choice c = choices.get(id);
        String now = render(id, c);
        if (!now.equals(c.html)) {
            c.html = now;
            c.element.setProperty("innerHTML", now);
        }
    }

    private static String render(String id, Choice c) {
        String name = SvgBuilder.escape(id);
        var out = new StringBuilder();
        switch (c.kind) {
            case RADIOS -> {
                out.append("<fieldset id=\"").append(name).append('"').append(c.locked ? " disabled" : "")
                        .append("><legend>").append(SvgBuilder.escape(c.label)).append("</legend>");
                for (Option o : c.options) {
                    out.append("<label><input type=\"radio\" name=\"").append(name).append("\" value=\"")
                            .append(SvgBuilder.escape(o.value())).append('"')
                            .append(o.value().equals(c.value) ? " checked" : "").append("><span>")
                            .append(SvgBuilder.escape(o.label())).append("</span></label>");
                }
                out.append("</fieldset>");
            }
            case SELECT -> {
                out.append("<label class=\"html-choice-select\"><span>").append(SvgBuilder.escape(c.label))
                        .append("</span><select id=\"").append(name).append("\" name=\"").append(name).append('"')
                        .append(c.locked ? " disabled" : "").append('>');
                for (Option o : c.options) {
                    out.append("<option value=\"").append(SvgBuilder.escape(o.value())).append('"')
                            .append(o.value().equals(c.value) ? " selected" : "").append('>')
                            .append(SvgBuilder.escape(o.label())).append("</option>");
                }
                out.append("</select></label>");
            }
            case CHECKBOX -> out.append("<label class=\"html-choice-check\"><input type=\"checkbox\" id=\"")
                    .append(name).append("\" name=\"").append(name).append('"')
                    .append("true".equals(c.value) ? " checked" : "").append(c.locked ? " disabled" : "")
                    .append("><span>").append(SvgBuilder.escape(c.label)).append("</span></label>");
        }
        return out.toString();
    }
}
