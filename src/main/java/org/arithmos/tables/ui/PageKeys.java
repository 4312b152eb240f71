package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.dom.DomListenerRegistration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A screen's keys, all heard by one listener on the page, as Vaadin's shortcuts are (on the page, while the
 * screen is shown, not with Ctrl, Alt, AltGr or Meta held, Shift or not), but one browser listener for all of
 * them: each Vaadin shortcut is a listener of its own, which the server keeps with its filter, about 3 KB a key
 * while the screen is open (the Nambarz table had 39: measured in a heap dump of the load harness, issue 12,
 * docs/benchmarks.md "What one pupil holds"). A bound key's browser default and its way up the page are stopped
 * (as a shortcut's), except for keys bound with {@link #passing}.
 */
public final class PageKeys {

    private final Component screen;
    private final Map<String, Runnable> actions = new LinkedHashMap<>();
    private final Map<String, Boolean> passes = new LinkedHashMap<>();
    private DomListenerRegistration listening;

    public PageKeys(Component screen) {
        this.screen = screen;
    }

    /** {@code key} as the browser names it ({@code event.key}: "+", "d", "Enter"); a letter in either case. */
    public PageKeys on(String key, Runnable action) {
        actions.put(named(key), action);
        passes.put(named(key), false);
        return this;
    }

    /** A key whose default and way up the page are kept (Escape also closes a dialog, which listens above). */
    public PageKeys passing(String key, Runnable action) {
        on(key, action);
        passes.put(named(key), true);
        return this;
    }

    /** Listens while the screen is attached, from now on. */
    public void listen() {
        screen.getUI().ifPresent(this::listenOn);
        screen.addAttachListener(event -> listenOn(event.getUI()));
        screen.addDetachListener(event -> stop());
    }

    private void listenOn(UI ui) {
        stop();
        String key = "(event.key.length === 1 ? event.key.toLowerCase() : event.key)";
        String stopped = list(passes.entrySet().stream().filter(e -> !e.getValue()).map(Map.Entry::getKey)
                .collect(Collectors.toSet()));
        String filter = list(actions.keySet()) + ".indexOf(" + key + ") !== -1"
                + " && !event.getModifierState('Control') && !event.getModifierState('Alt')"
                + " && !event.getModifierState('AltGraph') && !event.getModifierState('Meta')"
                + " && (" + stopped + ".indexOf(" + key + ") === -1"
                + " || ((event.preventDefault() || true) && (event.stopPropagation() || true)))";
        listening = ui.getElement().addEventListener("keydown", event -> {
            Runnable action = actions.get(named(event.getEventData().path("event.key").asString("")));
            if (action != null && ComponentUtil.isEffectivelyVisible(screen) && screen.getElement().isEnabled()) {
                action.run();
            }
        }).addEventData("event.key").setFilter(filter);
    }

    private void stop() {
        if (listening != null) {
            listening.remove();
            listening = null;
        }
    }

    private static String named(String key) {
        return key.length() == 1 ? key.toLowerCase(Locale.ROOT) : key;
    }

    private static String list(Set<String> keys) {
        return keys.stream().map(k -> "'" + k.replace("\\", "\\\\").replace("'", "\\'") + "'")
                .collect(Collectors.joining(",", "[", "]"));
    }
}
