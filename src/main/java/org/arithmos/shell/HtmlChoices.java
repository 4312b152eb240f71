package org.arithmos.shell;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.DomListenerRegistration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import org.arithmos.cards.SvgBuilder;

/**
 * A form of choices drawn by the browser's own controls: groups of radio buttons, a drop-down list, check boxes
 * (issue 12: Vaadin's radio groups and select kept two or three state nodes per option on the server, about 200 KB
 * of every pupil's session for the new-game form). The whole form is one element whose markup the server writes
 * ({@link Markup}: one state node, changed in place by {@code markup.js}, which also sets the controls' checked and
 * selected state to the markup's). The browser tells each change ({@code change} events, heard once on the form);
 * the server keeps the values, checks each against its options, and draws the form again as it has it: a change it
 * refuses is undone in the browser, one it keeps is what the browser shows already.
 */
public class HtmlChoices extends Div {

    /** One option of a choice: the value the server knows it by, and its words. */
    public record Option(String value, String label) {
    }

    private enum Kind { RADIOS, SELECT, CHECKBOX }

    private static final class Choice {
        Kind kind;
        String label = "";
        List<Option> options;
        String value;
        boolean locked;
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
        draw();
    }

    /** New options (and, when the value is not among them, the first one chosen). */
    public void options(String id, List<Option> options) {
        Choice c = choice(id);
        c.options = List.copyOf(options);
        if (c.options.stream().noneMatch(o -> o.value().equals(c.value))) {
            c.value = c.options.getFirst().value();
        }
        draw();
    }

    /** Shown but not to be changed (the browser's control is disabled, and the server refuses a change). */
    public void lock(String id, boolean locked) {
        choice(id).locked = locked;
        draw();
    }

    public String value(String id) {
        return choice(id).value;
    }

    /** Sets a value among the choice's options (anything else is refused: nothing changes). */
    public void set(String id, String value) {
        Choice c = choice(id);
        if (c.options.stream().anyMatch(o -> o.value().equals(value))) {
            c.value = value;
            draw();
        }
    }

    /** Told after each change made in the browser and accepted: the choice's id and its new value. */
    public void onChange(BiConsumer<String, String> listener) {
        this.changed = Objects.requireNonNull(listener);
    }

    /**
     * A change the browser sent (the tests send theirs here too): kept when it is one of the choice's options and
     * the choice is not locked; otherwise the browser's controls are set back to the markup the server has.
     */
    public void fromBrowser(String id, String value) {
        Choice c = choices.get(id);
        if (c == null) {
            return;
        }
        if (c.locked || c.options.stream().noneMatch(o -> o.value().equals(value))) {
            // The markup did not change, so it is not sent again: the browser applies it once more.
            getElement().executeJs("this." + Markup.PROPERTY + " = this." + Markup.PROPERTY);
            return;
        }
        c.value = value;
        draw();
        changed.accept(id, value);
    }

    private void put(String id, Kind kind, List<Option> options, String value) {
        Choice c = choices.computeIfAbsent(id, k -> new Choice());
        c.kind = kind;
        c.options = List.copyOf(options);
        c.value = value;
        draw();
    }

    private Choice choice(String id) {
        Choice c = choices.get(id);
        if (c == null) {
            throw new IllegalArgumentException("no choice " + id);
        }
        return c;
    }

    /** The form's markup, sent to the browser only when it changed. */
    private void draw() {
        var out = new StringBuilder();
        choices.forEach((id, c) -> render(out.append("<div class=\"html-choice\">"), id, c).append("</div>"));
        Markup.show(this, out.toString());
    }

    private static StringBuilder render(StringBuilder out, String id, Choice c) {
        String name = SvgBuilder.escape(id);
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
        return out;
    }
}
