package org.arithmos.shell;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.shared.Registration;
import java.util.function.Consumer;
import org.arithmos.cards.SvgBuilder;

/**
 * A part of a screen drawn as markup the server writes in one element (decision 0038): one state node and one
 * property instead of a node per element and text. Every word put in it is escaped by its writer
 * ({@code SvgBuilder.escape}); the actions in it are heard by one click listener that reads the {@code data-act} of
 * the element pressed, and the server checks each action as it would a component's click (it may be stale).
 */
public final class Markup {

    /**
     * The property that holds a part's markup: {@code frontend/scripts/markup.js} (loaded with every page by the
     * layout) changes the part in place when it is set, keeping the elements that are still there.
     */
    public static final String PROPERTY = "arithmosMarkup";
    /** The script that draws the parts, served with the app's static files. */
    public static final String SCRIPT = "context://scripts/markup.js";

    private static final String PRESSED = "event.target.closest('[data-act]')";
    /** Which presses reach the server: the browser sends this expression's value with each (the load harness too). */
    public static final String PRESS_FILTER = PRESSED + " !== null && !" + PRESSED + ".hasAttribute('disabled')";
    /** The pressed element's {@code data-act}, as the browser sends it with the press. */
    public static final String PRESSED_ACT = PRESSED + ".dataset.act";

    private Markup() {
    }

    /** Writes {@code html} into {@code part}, sent to the browser only when it changed (each setting is sent). */
    public static void show(Component part, String html) {
        if (!html.equals(html(part))) {
            part.getElement().setAttribute("data-markup", "");
            part.getElement().setProperty(PROPERTY, html);
        }
    }

    /** The markup a part holds now (what the browser shows of it). */
    public static String html(Component part) {
        return part.getElement().getProperty(PROPERTY, "");
    }

    /**
     * Hears the presses of {@code part}'s elements with a {@code data-act} (a click, or Enter and Space on a button):
     * {@code act} gets the pressed element's {@code data-act}. A disabled element is not pressed.
     */
    public static Registration onAct(Component part, Consumer<String> act) {
        return part.getElement().addEventListener("click", e ->
                        act.accept(e.getEventData().path(PRESSED_ACT).asString("")))
                .setFilter(PRESS_FILTER).addEventData(PRESSED_ACT);
    }

    /**
     * One of Vaadin's icons ({@code vaadin:name}) as markup, hidden from screen readers (the button or link it is
     * in has its own words); {@code slot} is where it goes in a Vaadin button ({@code prefix}), or null.
     */
    public static String icon(String name, String slot) {
        return "<vaadin-icon icon=\"vaadin:" + SvgBuilder.escape(name) + "\""
                + (slot == null ? "" : " slot=\"" + slot + "\"") + " aria-hidden=\"true\"></vaadin-icon>";
    }

    /** The words of a part's markup, tags left out and characters unescaped (what a test reads of it). */
    public static String words(Component part) {
        return words(html(part));
    }

    /** The words of markup, tags left out and characters unescaped. */
    public static String words(String html) {
        return html.replaceAll("<[^>]*>", "").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&#39;", "'").replace("&amp;", "&");
    }
}
